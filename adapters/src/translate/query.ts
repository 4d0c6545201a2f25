/**
 * The contract's list queries (GET /articles?…) turned into the query object our Strapi endpoints read (to be
 * `qs.stringify`-ed). The accepted parameters are a zod schema like every other input; every problem is
 * reported at once (a BadRequestError: the first problem as the message, each one by field).
 */
import type { z } from 'zod';
import {
  articleListParamsSchema,
  DEFAULT_ARTICLE_SORT,
  DEFAULT_PAGE_SIZE,
  paginationParamsSchema,
  type ArticleSortField,
  type ArticleStatus,
} from '@bulletin/contract';
import { parseOrThrow } from '../http/validate.js';

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
    const field: ArticleSortField = p.sortBy ?? DEFAULT_ARTICLE_SORT.by;
    query.sort = [`${field}:${p.sortOrder ?? DEFAULT_ARTICLE_SORT.order}`, 'id:desc'];
  }

  if (p.status) query.editorialStatus = p.status;
  if (p.q) query.search = p.q;
  if (p.tag) query.tag = p.tag;
  if (p.author) query.author = p.author;
  if (p.locale) query.locale = p.locale;
  return query;
}
