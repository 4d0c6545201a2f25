/**
 * The contract's list queries (GET /articles?…) turned into the query object our Strapi endpoints read (to be
 * `qs.stringify`-ed). The accepted parameters are a zod schema like every other input; every problem is
 * reported at once (a BadRequestError: the first problem as the message, each one by field).
 */
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  localeParam,
  MAX_PAGE_SIZE,
  STATUS_FILTERS,
  paginationParams,
  paginationParamsSchema,
  queryOneOf as oneOf,
  queryText as text,
  type ArticleStatus,
} from '@bulletin/contract';
import { parseOrThrow } from '../http/validate.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, paginationParamsSchema };

export const ARTICLE_SORT_FIELDS = ['publishDate', 'views', 'likes', 'createdAt', 'title'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export type PaginationQuery = { pagination: { page: number; pageSize: number } };

export type ArticleListQuery = PaginationQuery & {
  filters?: {
    featured?: { $eq: boolean };
    breaking?: { $eq: boolean };
    category?: { $or: [{ documentId: { $eq: string } }, { slug: { $eq: string } }] };
  };
  sort?: string[];
  editorialStatus?: ArticleStatus | 'all';
  search?: string;
  tag?: string;
  author?: string;
  /** One language, or (staff) `all`; absent: English (docs/product.md#languages). */
  locale?: string;
};

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** GET /articles's parameters (docs/product.md#validation-lists), in the order their problems are reported. */
const articleListParamsSchema = z.object({
  q: text('q'),
  category: text('category'),
  tag: text('tag'),
  author: text('author'),
  featured: oneOf(BOOLEAN_TEXT, 'featured must be true or false'),
  breaking: oneOf(BOOLEAN_TEXT, 'breaking must be true or false'),
  status: oneOf(STATUS_FILTERS, `status must be one of ${STATUS_FILTERS.join(', ')}`),
  sortBy: oneOf(ARTICLE_SORT_FIELDS, `sortBy must be one of ${ARTICLE_SORT_FIELDS.join(', ')}`),
  sortOrder: oneOf(['asc', 'desc'], 'sortOrder must be asc or desc'),
  sort: oneOf(['date'], 'sort must be date'),
  locale: localeParam,
  ...paginationParams,
});

/** The names of GET /articles's parameters: what the read cache keeps in a list's key (cache/query-params.ts). */
export const ARTICLE_LIST_PARAMS: readonly string[] = Object.keys(articleListParamsSchema.shape);

const pagination = ({ page, limit }: z.output<typeof paginationParamsSchema>): PaginationQuery => ({
  pagination: { page: page ?? 1, pageSize: limit ?? DEFAULT_PAGE_SIZE },
});

export function paginationQuery(params: Record<string, unknown>): PaginationQuery {
  return pagination(parseOrThrow(paginationParamsSchema, params));
}

export function articleListQuery(params: Record<string, unknown>): ArticleListQuery {
  const p = parseOrThrow(articleListParamsSchema, params);
  const query: ArticleListQuery = pagination(p);

  const filters: NonNullable<ArticleListQuery['filters']> = {};
  if (p.featured) filters.featured = { $eq: p.featured === 'true' };
  if (p.breaking) filters.breaking = { $eq: p.breaking === 'true' };
  if (p.category) {
    filters.category = { $or: [{ documentId: { $eq: p.category } }, { slug: { $eq: p.category } }] };
  }
  if (Object.keys(filters).length > 0) query.filters = filters;

  // Explicit sortBy/sortOrder win over the sort=date alias (publishDate desc).
  // sortOrder alone sorts the default field, publishDate (the search page
  // leaves sortBy out of its address when it is the default).
  if (p.sortBy || p.sortOrder || p.sort) {
    const field: ArticleSortField = p.sortBy ?? 'publishDate';
    query.sort = [`${field}:${p.sortOrder ?? 'desc'}`, 'id:desc'];
  }

  if (p.status) query.editorialStatus = p.status;
  if (p.q) query.search = p.q;
  if (p.tag) query.tag = p.tag;
  if (p.author) query.author = p.author;
  if (p.locale) query.locale = p.locale;
  return query;
}
