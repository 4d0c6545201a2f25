/**
 * The API's shapes as the browser sees them (CONTRACT.md "Shapes"). Every id is a string named `_id`.
 * Shared by reader and newsroom screens; the user type lives in session/types.ts.
 */
import type { User } from '../session/types';

export type ArticleStatus = 'draft' | 'review' | 'published' | 'archived';

export type CategoryRef = { _id: string; name: string; color: string | null; icon: string | null; slug: string };

export type Author = Pick<User, '_id' | 'firstName' | 'lastName' | 'avatar' | 'bio'>;

export type Comment = {
  _id: string;
  author: Pick<User, '_id' | 'avatar' | 'firstName' | 'lastName'> | null;
  createdAt: string;
  content: string;
};

export type RelatedArticle = { _id: string; slug: string; title: string; excerpt: string; featuredImage: string | null };

/** Width, height and Strapi's resized versions of an uploaded image (for srcset and no layout shift). */
export type ImageMeta = {
  width: number | null;
  height: number | null;
  formats: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', { url: string; width: number; height: number }>>;
};

export type Article = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  featuredImageMeta?: ImageMeta | null;
  images: string[];
  category: CategoryRef | null;
  publishDate: string | null;
  createdAt: string;
  updatedAt: string;
  status: ArticleStatus;
  breaking: boolean;
  featured: boolean;
  views: number;
  likes: number;
  tags: string[];
  /** null once the author's account is deleted */
  author: Author | null;
};

/** GET /articles/:idOrSlug adds these. `liked` says whether the signed-in caller likes it. */
export type ArticleDetail = Article & { comments: Comment[]; relatedArticles: RelatedArticle[]; liked?: boolean };

/** GET /articles */
export type ArticlePage = { articles: Article[]; total: number; page: number; limit: number; pages: number };

export type SubCategory = { _id: string; slug: string; name: string; color: string | null; icon: string | null; articleCount: number };

export type Category = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  color: string | null;
  icon: string | null;
  order: number;
  parentCategory: { _id: string; name: string; slug: string } | null;
  subCategories: SubCategory[];
  articleCount: number;
};

/** GET /analytics/dashboard */
export type DashboardStats = {
  totalArticles: number;
  totalViews: number;
  totalUsers: number;
  publishedToday: number;
  breakingNews: number;
  featuredArticles: number;
  totalCategories: number;
};
