/**
 * The two sides of the translation: what our Strapi controllers return
 * (Strapi 5 flattened REST format) and what the product's API promises.
 */
import type { ArticleStatus, Role } from '../schemas/constants.js';

export type { ArticleStatus, Role };

// ---------------------------------------------------------------- Strapi side

export type StrapiMediaFormat = { url: string; width: number; height: number };

export type StrapiMediaFormatName = 'thumbnail' | 'small' | 'medium' | 'large';

export type StrapiMedia = {
  id: number;
  documentId: string;
  url: string;
  width: number | null;
  height: number | null;
  mime: string;
  alternativeText: string | null;
  formats: Partial<Record<StrapiMediaFormatName, StrapiMediaFormat>> | null;
};

export type StrapiPerson = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
};

export type StrapiComment = {
  id: number;
  documentId: string;
  content: string;
  createdAt: string;
  author: StrapiPerson | null;
};

export type StrapiArticleCategory = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  color: string | null;
  icon: string | null;
};

export type StrapiArticle = {
  id: number;
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  editorialStatus: ArticleStatus;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  breaking: boolean;
  featured: boolean;
  views: number;
  likes: number;
  tags: string[] | null;
  category: StrapiArticleCategory | null;
  author: (StrapiPerson & { bio: string | null }) | null;
  featuredImage: StrapiMedia | null;
  images: StrapiMedia[] | null;
  comments?: StrapiComment[];
  liked?: boolean;
};

export type StrapiCategoryRef = { id: number; documentId: string; name: string; slug: string };

export type StrapiSubCategory = StrapiCategoryRef & {
  color: string | null;
  icon: string | null;
  articleCount: number;
};

export type StrapiCategory = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  description: string | null;
  color: string | null;
  icon: string | null;
  order: number | null;
  parentCategory: StrapiCategoryRef | null;
  subCategories: StrapiSubCategory[];
  articleCount: number;
};

export type StrapiRole = { id: number; type: string; name: string };

export type StrapiUser = {
  id: number;
  documentId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  bio: string | null;
  avatar: string | null;
  createdAt: string;
  lastLogin: string | null;
  role?: StrapiRole | null;
};

export type StrapiPagination = { page: number; pageSize: number; pageCount: number; total: number };

export type StrapiList<T> = { data: T[]; meta: { pagination: StrapiPagination } };

export type StrapiSingle<T> = { data: T; meta: Record<string, never> | Record<string, unknown> };

export type StrapiErrorDetail = { path: (string | number)[]; message: string; name?: string };

export type StrapiErrorBody = {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: { errors?: StrapiErrorDetail[] };
  };
};

// -------------------------------------------------------------- contract side

export type MediaMeta = {
  width: number | null;
  height: number | null;
  formats: Partial<Record<StrapiMediaFormatName, StrapiMediaFormat>>;
};

export type ArticleCategory = {
  _id: string;
  name: string;
  color: string | null;
  icon: string | null;
  slug: string;
};

export type ArticleAuthor = {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  bio: string | null;
};

export type CommentAuthor = {
  _id: string;
  avatar: string | null;
  firstName: string | null;
  lastName: string | null;
};

export type Comment = {
  _id: string;
  author: CommentAuthor | null;
  createdAt: string;
  content: string;
};

export type RelatedArticle = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
};

/** An article as lists return it. */
export type ArticleSummary = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  /** Not in SPEC: sizes and formats of the featured image, for responsive images. */
  featuredImageMeta: MediaMeta | null;
  images: string[];
  category: ArticleCategory | null;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  status: ArticleStatus;
  breaking: boolean;
  featured: boolean;
  views: number;
  likes: number;
  tags: string[];
  author: ArticleAuthor | null;
};

/** An article as the single-article call returns it. */
export type Article = ArticleSummary & {
  comments?: Comment[];
  relatedArticles?: RelatedArticle[];
  /** Whether the signed-in reader likes it; only when known. */
  liked?: boolean;
};

export type ArticleList = {
  articles: Article[];
  total: number;
  page: number;
  limit: number;
  pages: number;
};

export type CategoryRef = { _id: string; name: string; slug: string };

export type SubCategory = {
  _id: string;
  slug: string;
  name: string;
  color: string | null;
  icon: string | null;
  articleCount: number;
};

export type Category = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  color: string | null;
  icon: string | null;
  order: number;
  parentCategory: CategoryRef | null;
  subCategories: SubCategory[];
  articleCount: number;
};

export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  bio: string;
  avatar: string | null;
  companyName: string | null;
  createdAt: string;
  lastLogin: string | null;
};
