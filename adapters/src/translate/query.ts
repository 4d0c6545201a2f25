/**
 * The contract's list queries (GET /articles?…) turned into the query object
 * our Strapi endpoints read (to be `qs.stringify`-ed). Every problem is
 * collected and reported at once as a BadRequestError with field errors.
 */
import { BadRequestError, type FieldError } from '../errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES, STATUS_FILTERS, type ArticleStatus } from '@bulletin/contract';

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

const NOT_TEXT = Symbol('not text');

/**
 * One query value as text: repeated params give their first value; numbers
 * and booleans become text; '' and whitespace become undefined; nested
 * objects are not text.
 */
function single(value: unknown): string | undefined | typeof NOT_TEXT {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return NOT_TEXT;
}

class Collector {
  readonly errors: FieldError[] = [];

  fail(field: string, message: string): undefined {
    this.errors.push({ field, message });
    return undefined;
  }

  text(params: Record<string, unknown>, field: string): string | undefined {
    const v = single(params[field]);
    return v === NOT_TEXT ? this.fail(field, `${field} must be text`) : v;
  }

  oneOf<T extends string>(
    params: Record<string, unknown>,
    field: string,
    allowed: readonly T[],
    message: string,
  ): T | undefined {
    const v = single(params[field]);
    if (v === undefined) return undefined;
    if (v !== NOT_TEXT && (allowed as readonly string[]).includes(v)) return v as T;
    return this.fail(field, message);
  }

  wholeNumber(
    params: Record<string, unknown>,
    field: string,
    min: number,
    max: number,
    message: string,
  ): number | undefined {
    const v = single(params[field]);
    if (v === undefined) return undefined;
    const n = v !== NOT_TEXT && /^\+?\d+$/.test(v) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    return this.fail(field, message);
  }

  throwIfAny(): void {
    const first = this.errors[0];
    if (first) throw new BadRequestError(first.message, this.errors);
  }
}

function readPagination(params: Record<string, unknown>, c: Collector): PaginationQuery {
  const page = c.wholeNumber(params, 'page', 1, Number.MAX_SAFE_INTEGER, MESSAGES.pageInvalid);
  const limit = c.wholeNumber(params, 'limit', 1, MAX_PAGE_SIZE, MESSAGES.limitInvalid);
  return { pagination: { page: page ?? 1, pageSize: limit ?? DEFAULT_PAGE_SIZE } };
}

/** page (from 1, default 1) and limit (1..100, default 12) for any list. */
export function paginationQuery(params: Record<string, unknown>): PaginationQuery {
  const c = new Collector();
  const query = readPagination(params, c);
  c.throwIfAny();
  return query;
}

const BOOLEAN_TEXT = ['true', 'false'] as const;

export function articleListQuery(params: Record<string, unknown>): ArticleListQuery {
  const c = new Collector();

  const search = c.text(params, 'q');
  const category = c.text(params, 'category');
  const tag = c.text(params, 'tag');
  const author = c.text(params, 'author');
  const featured = c.oneOf(params, 'featured', BOOLEAN_TEXT, 'featured must be true or false');
  const breaking = c.oneOf(params, 'breaking', BOOLEAN_TEXT, 'breaking must be true or false');
  const status = c.oneOf(
    params,
    'status',
    STATUS_FILTERS,
    `status must be one of ${STATUS_FILTERS.join(', ')}`,
  );
  const sortBy = c.oneOf(
    params,
    'sortBy',
    ARTICLE_SORT_FIELDS,
    `sortBy must be one of ${ARTICLE_SORT_FIELDS.join(', ')}`,
  );
  const sortOrder = c.oneOf(params, 'sortOrder', ['asc', 'desc'] as const, 'sortOrder must be asc or desc');
  const sortAlias = c.oneOf(params, 'sort', ['date'] as const, 'sort must be date');
  const paging = readPagination(params, c);
  c.throwIfAny();

  const query: ArticleListQuery = { ...paging };

  const filters: NonNullable<ArticleListQuery['filters']> = {};
  if (featured) filters.featured = { $eq: featured === 'true' };
  if (breaking) filters.breaking = { $eq: breaking === 'true' };
  if (category) {
    filters.category = { $or: [{ documentId: { $eq: category } }, { slug: { $eq: category } }] };
  }
  if (Object.keys(filters).length > 0) query.filters = filters;

  // Explicit sortBy/sortOrder win over the sort=date alias (publishDate desc).
  // sortOrder alone sorts the default field, publishDate (the search page
  // leaves sortBy out of its address when it is the default).
  if (sortBy || sortOrder || sortAlias) {
    const field: ArticleSortField = sortBy ?? 'publishDate';
    query.sort = [`${field}:${sortOrder ?? 'desc'}`, 'id:desc'];
  }

  if (status) query.editorialStatus = status;
  if (search) query.search = search;
  if (tag) query.tag = tag;
  if (author) query.author = author;
  return query;
}
