/**
 * The contract's list queries (GET /articles?…) turned into the query object our Strapi endpoints read (to be
 * `qs.stringify`-ed). The accepted parameters are a zod schema like every other input; every problem is
 * reported at once (a BadRequestError: the first problem as the message, each one by field).
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES, STATUS_FILTERS, type ArticleStatus } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';

export const ARTICLE_SORT_FIELDS = ['publishDate', 'views', 'likes', 'createdAt', 'title'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

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
};

/**
 * One query value as text, as Express's query parser gives it: repeated params give their first value;
 * numbers and booleans become text; text is trimmed, and '' or whitespace is no value. Anything else (a
 * nested object such as `q[$ne]=x`) is left as it is, for the schema to refuse.
 */
function firstValue(value: unknown): unknown {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}

const param = <S extends z.ZodType>(schema: S) => z.preprocess(firstValue, schema.optional());

const text = (field: string) => param(z.string({ error: `${field} must be text` }));

const oneOf = <const T extends readonly [string, ...string[]]>(allowed: T, message: string) =>
  param(z.enum(allowed, { error: message }));

/** A whole number in min..max written in digits ('+3' too; not '1.5', '1e2' or '0x10'). */
const wholeNumber = (min: number, max: number, message: string) =>
  param(
    z
      .string({ error: message })
      .refine((v) => {
        const n = /^\+?\d+$/.test(v) ? Number(v) : NaN;
        return Number.isSafeInteger(n) && n >= min && n <= max;
      }, message)
      .transform(Number),
  );

const paginationParams = {
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER, MESSAGES.pageInvalid),
  limit: wholeNumber(1, MAX_PAGE_SIZE, MESSAGES.limitInvalid),
};

/** page (from 1, default 1) and limit (1..100, default 12) of any list; other parameters are ignored. */
const paginationParamsSchema = z.object(paginationParams);

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** GET /articles's parameters (CONTRACT.md), in the order their problems are reported. */
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
  ...paginationParams,
});

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
  return query;
}
