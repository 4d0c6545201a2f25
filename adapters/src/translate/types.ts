/**
 * What our Strapi controllers return (Strapi 5 flattened REST format), which the translate functions turn into
 * the API's shapes (types of the contract's response schemas, `@bulletin/contract`).
 */
import type { ArticleStatus, ImageFocus, ImageFormat, Locale, StaffRole } from '@bulletin/contract';

export type StrapiMediaFormat = ImageFormat;

/** Strapi's formats of an image: its JPEG/PNG sizes, their AVIF and WebP (`small_avif`, …) and the social preview. */
export type StrapiMediaFormatName = string;

export type StrapiMedia = {
  id: number;
  documentId: string;
  url: string;
  width: number | null;
  height: number | null;
  mime: string;
  alternativeText: string | null;
  formats: Partial<Record<StrapiMediaFormatName, StrapiMediaFormat>> | null;
  /** The focal point (cms/src/media/focus.ts); null or absent: the centre. */
  focus?: ImageFocus | null;
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
  /** A commenter without an account (imported from WordPress). */
  authorName?: string | null;
};

export type StrapiArticleCategory = {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  color: string | null;
  icon: string | null;
  /** Its names in other languages (`{ hi: { name, description } }`): the article shows the one of its language. */
  translations?: unknown;
  /** On a single read: the categories above it, the top one first. */
  ancestors?: StrapiCategoryRef[];
};

/** One other language's version of an article (cms/src/articles/translations.ts). */
export type StrapiTranslation = { locale: Locale; documentId: string; slug: string; title: string };

/** A correction as the article stores it (cms/src/articles/corrections.ts). */
export type StrapiCorrection = { id: string; text: string; at: string };

/** One line of Strapi's GET /corrections: a correction and what its link needs of the article. */
export type StrapiCorrectionEntry = StrapiCorrection & { article: { documentId: string; slug: string; title: string; language: string } };

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
  /** Its language (absent from answers that do not read it, such as a revision's restore: English). */
  language?: string | null;
  /** The story's other languages the caller may open (absent where not read). */
  translations?: StrapiTranslation[];
  breaking: boolean;
  featured: boolean;
  views: number;
  likes: number;
  tags: string[] | null;
  category: StrapiArticleCategory | null;
  author: (StrapiPerson & { bio: string | null; slug?: string | null; xHandle?: string | null }) | null;
  /** Staff credited beside the author (cms/src/articles/co-authors.ts); absent in answers older than shared bylines. */
  coAuthors?: Array<{ id: number; firstName: string | null; lastName: string | null; slug?: string | null }> | null;
  featuredImage: StrapiMedia | null;
  images: StrapiMedia[] | null;
  comments?: StrapiComment[];
  liked?: boolean;
  /** Only in a staff caller's answers (cms/src/articles/review-note.ts). */
  reviewNote?: string | null;
  /** Oldest first (cms/src/articles/corrections.ts). */
  corrections?: StrapiCorrection[] | null;
  /** A single read asked with `related=n`: its related articles. */
  relatedArticles?: StrapiArticle[];
};

export type StrapiCategoryRef = { id: number; documentId: string; name: string; slug: string; translations?: unknown };

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
  translations?: unknown;
  parentCategory: StrapiCategoryRef | null;
  /** On a single read: the categories above it, the top one first. */
  ancestors?: StrapiCategoryRef[];
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
  /** Only in the own account's answers (Strapi's /session/me). */
  slug?: string | null;
  xHandle?: string | null;
  createdAt: string;
  lastLogin: string | null;
  role?: StrapiRole | null;
};

/** A staff account by name (cms/src/authors/staff.ts). */
export type StrapiStaffMember = { id: number; firstName: string | null; lastName: string | null; slug: string | null };

/** An author whose page is public (cms/src/authors/public-authors.ts). */
export type StrapiAuthor = {
  id: number;
  slug: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  bio: string | null;
  xHandle: string | null;
  role: StaffRole;
  lastmod: string | null;
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
