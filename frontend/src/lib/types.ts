/**
 * The API's shapes as the browser sees them (docs/api.md#shapes). They are defined once, in the contract
 * package the adapters produce them with (@bulletin/contract, type-only import: nothing is bundled);
 * this module names them for the screens.
 */
import type {
  Article as ApiArticle,
  ArticleAuthor,
  ArticleCategory,
  ArticleList,
  ArticleStatus,
  Category,
  Comment,
  MediaMeta,
  RelatedArticle,
  SubCategory,
} from '@bulletin/contract';

export type { ArticleStatus, Category, Comment, RelatedArticle, SubCategory };

export type CategoryRef = ArticleCategory;
/** null fields once the author's account is deleted (the whole author is then null) */
export type Author = ArticleAuthor;
/** Width, height and Strapi's resized versions of an uploaded image (for srcset and no layout shift). */
export type ImageMeta = MediaMeta;

/** An article as lists return it (GET /articles). */
export type Article = Omit<ApiArticle, 'comments' | 'relatedArticles' | 'liked'>;

/** GET /articles/:idOrSlug always adds comments and related articles; `liked` when the caller is signed in. */
export type ArticleDetail = Article & Required<Pick<ApiArticle, 'comments' | 'relatedArticles'>> & Pick<ApiArticle, 'liked'>;

/** GET /articles */
export type ArticlePage = Omit<ArticleList, 'articles'> & { articles: Article[] };

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
