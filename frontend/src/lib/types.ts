/**
 * The frontend's names for the API's shapes. Every one is a type of the contract's response schemas
 * (@bulletin/contract, `z.output`; type-only import: nothing is bundled), renamed or narrowed for the screens (docs/api.md#shapes).
 */
import type { Article as ApiArticle, ArticleAuthor, ArticleCategory, ArticleList, ArticleSummary, MediaMeta } from '@bulletin/contract';

export type { ArticleStatus, Category, Comment, DashboardStats, RelatedArticle, SubCategory } from '@bulletin/contract';

export type CategoryRef = ArticleCategory;
/** null fields once the author's account is deleted (the whole author is then null) */
export type Author = ArticleAuthor;
/** Width, height and Strapi's resized versions of an uploaded image (for srcset and no layout shift). */
export type ImageMeta = MediaMeta;

/** An article as lists return it (GET /articles). */
export type Article = ArticleSummary;

/** GET /articles/:idOrSlug always adds comments and related articles; `liked` when the caller is signed in. */
export type ArticleDetail = Article & Required<Pick<ApiArticle, 'comments' | 'relatedArticles'>> & Pick<ApiArticle, 'liked'>;

/** GET /articles */
export type ArticlePage = ArticleList;
