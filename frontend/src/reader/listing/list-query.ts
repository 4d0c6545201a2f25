/**
 * The list state of the category and search pages (docs/product.md#list-state): sort field, order and page,
 * kept in the address. Pure functions — unit-tested in tests/frontend/reader/listing/list-query.test.ts.
 */
import {
  DEFAULT_ARTICLE_SORT,
  DEFAULT_PAGE_SIZE,
  SORT_ORDERS,
  type ArticleListParam,
  type ArticleSortField,
  type SortOrder,
} from '@bulletin/contract';
import type { MessageId } from '../../i18n/i18n';

/** Page size of the category and search pages: the API's default (docs/product.md#list-state). */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The sorts the reader offers (of the API's sortBy fields). */
export const SORT_FIELDS = ['publishDate', 'views', 'likes'] as const satisfies readonly ArticleSortField[];
export type SortField = (typeof SORT_FIELDS)[number];
export type { SortOrder };
export type Sort = { by: SortField; order: SortOrder };

/** Default sort: the API's, publishDate descending (docs/product.md#list-state). */
export const DEFAULT_SORT: Sort = DEFAULT_ARTICLE_SORT;

/** The sort buttons' names (messages of the interface). */
export const SORT_LABELS: Record<SortField, MessageId> = { publishDate: 'list.date', views: 'list.views', likes: 'list.likes' };

export const isDefaultSort = (sort: Sort | null): boolean =>
  sort !== null && sort.by === DEFAULT_SORT.by && sort.order === DEFAULT_SORT.order;

/**
 * The sort after a click on `field`: the active field flips asc/desc; another field sorts descending
 * (docs/product.md#list-state). `current` null means no sort is chosen (search by relevance).
 */
export function nextSort(current: Sort | null, field: SortField): Sort {
  if (current?.by === field) return { by: field, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { by: field, order: 'desc' };
}

/**
 * The sort named by `sortBy` / `sortOrder` in the address, or null when neither is there (or both are
 * invalid). A lone valid `sortOrder` sorts by date, as the API does.
 */
export function readSort(params: URLSearchParams): Sort | null {
  const by = params.get('sortBy');
  const order = params.get('sortOrder');
  const validBy = (SORT_FIELDS as readonly string[]).includes(by ?? '') ? (by as SortField) : null;
  const validOrder = (SORT_ORDERS as readonly string[]).includes(order ?? '') ? (order as SortOrder) : null;
  if (!validBy && !validOrder) return null;
  return { by: validBy ?? DEFAULT_SORT.by, order: validOrder ?? DEFAULT_SORT.order };
}

/** `page` from the address: a whole number of 1 or more, otherwise 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  const page = /^\d+$/.test(raw) ? Number(raw) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The first and last item numbers shown on `page` ('Showing X - Y of N articles'); 0 - 0 when empty. */
export function shownRange(page: number, total: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (total <= 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * pageSize, total) };
}

/** The query string of a list's sort and page: sortBy/sortOrder when not the default, page when above 1. */
export function listString(sort: Sort | null, page: number): string {
  const params = new URLSearchParams();
  if (sort && !isDefaultSort(sort)) {
    params.set('sortBy', sort.by);
    params.set('sortOrder', sort.order);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** The GET /articles key (a path under /api) of one list page. */
export function articlesKey(query: {
  q?: string;
  category?: string;
  author?: string;
  breaking?: boolean;
  featured?: boolean;
  sort: Sort | null;
  page: number;
}): string {
  // The parameters of the API's article list query (articleListParamsSchema), in this order.
  const params: Partial<Record<ArticleListParam, string>> = {};
  if (query.q) params.q = query.q;
  if (query.category) params.category = query.category;
  if (query.author) params.author = query.author;
  if (query.breaking) params.breaking = 'true';
  if (query.featured) params.featured = 'true';
  // No sort with a query: the API ranks by relevance. Without a query: the default sort.
  const sort = query.sort ?? (query.q ? null : DEFAULT_SORT);
  if (sort) {
    params.sortBy = sort.by;
    params.sortOrder = sort.order;
  }
  params.page = String(query.page);
  params.limit = String(PAGE_SIZE);
  return `/articles?${new URLSearchParams(params).toString()}`;
}
