/**
 * The article list's sort (`GET /articles?sortBy=&sortOrder=`), without zod: the reader's list pages import these
 * and not the schema (schemas/article-list.ts), which the adapters parse requests with.
 */
export const ARTICLE_SORT_FIELDS = ['publishDate', 'views', 'likes', 'createdAt', 'title'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The sort when an address names none (or names only the order): publishDate, newest first. */
export const DEFAULT_ARTICLE_SORT = { by: 'publishDate', order: 'desc' } as const satisfies { by: ArticleSortField; order: SortOrder };
