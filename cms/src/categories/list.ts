import type { Core } from '@strapi/strapi';
import type { Locale } from '@bulletin/contract';
import { joinTableOf, tableOf } from '../db/tables';
import { publicDueTime, wherePublic } from '../access/visibility';
import { publishedCountsByCategory } from './counts';
import { ORDER_TABLE } from './order';
import { isOneOf, isRecord as isObject } from '../requests/input';

/**
 * The public list of one category's articles (a category page, the home's category box, an article's related
 * articles) read straight from the tables (docs/decisions/0009-indexes-at-scale.md). Strapi filters through the
 * article→category link with a join to the categories and de-duplicates, so PostgreSQL joins every article of
 * the category before it sorts. Here the category's row ids are read first; in publish-date order (the
 * default, and related articles) the page is a range of the kept `category_article_order` index
 * (`order.ts`), so page 500 costs about what page 1 does; by title, views or likes the category's link
 * rows are joined to the articles and sorted. The total is the kept count (`counts.ts`). Same rule
 * (`publicArticleFilter`), same filters and same order as the general path, which keeps every other query.
 */
export const FAST_SORT_FIELDS = ['publishDate', 'title', 'views', 'likes'] as const;
type SortField = (typeof FAST_SORT_FIELDS)[number];
type Direction = 'asc' | 'desc';

export type CategoryListQuery = {
  /** The articles' language (a list is one language: docs/product.md#languages). */
  locale: Locale;
  /** A category's documentId, or (`orSlug`) its documentId or slug. */
  category: string;
  orSlug: boolean;
  /** An article to leave out (the related list leaves out the article itself). */
  exceptDocumentId?: string;
  sort: { field: SortField; direction: Direction };
};

const onlyKeys = (o: Record<string, unknown>, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));
const eqText = (v: unknown): string | undefined => {
  if (!isObject(v) || !onlyKeys(v, ['$eq'])) return undefined;
  return typeof v.$eq === 'string' ? v.$eq : undefined;
};

function readSort(sort: unknown): CategoryListQuery['sort'] | undefined {
  if (sort === undefined) return { field: 'publishDate', direction: 'desc' };
  const parts = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((s) => String(s).trim());
  if (parts.length !== 2 || parts[1] !== 'id:desc') return undefined;
  const [field, direction] = parts[0]!.split(':');
  if (!isOneOf(FAST_SORT_FIELDS, field) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field, direction };
}

/**
 * The query this module answers, when a list is exactly that: the public rule in one language, a category filter as
 * the adapters send it (by documentId, or by documentId or slug), optionally one article left out, a sort it knows.
 * Anything else (another filter, a status, a search, a tag, an author, another sort) is undefined: the general path.
 */
export function categoryListQuery(filters: unknown, sort: unknown, locale: Locale): CategoryListQuery | undefined {
  if (!isObject(filters) || !onlyKeys(filters, ['category', 'documentId'])) return undefined;
  const order = readSort(sort);
  if (!order) return undefined;
  const cat = filters.category;
  if (!isObject(cat)) return undefined;
  let query: CategoryListQuery | undefined;
  if (onlyKeys(cat, ['documentId']) && eqText(cat.documentId) !== undefined) {
    query = { locale, category: eqText(cat.documentId)!, orSlug: false, sort: order };
  } else if (onlyKeys(cat, ['$or']) && Array.isArray(cat.$or) && cat.$or.length === 2) {
    const [byId, bySlug]: unknown[] = cat.$or;
    const id = isObject(byId) && onlyKeys(byId, ['documentId']) ? eqText(byId.documentId) : undefined;
    const slug = isObject(bySlug) && onlyKeys(bySlug, ['slug']) ? eqText(bySlug.slug) : undefined;
    if (id !== undefined && id === slug) query = { locale, category: id, orSlug: true, sort: order };
  }
  if (!query) return undefined;
  if (filters.documentId !== undefined) {
    const except = filters.documentId;
    if (!isObject(except) || !onlyKeys(except, ['$ne']) || typeof except.$ne !== 'string') return undefined;
    query.exceptDocumentId = except.$ne;
  }
  return query;
}

/** The category's row ids: by documentId, or (`orSlug`) by documentId or slug. */
async function categoryIdsOf(strapi: Core.Strapi, category: string, orSlug: boolean): Promise<number[]> {
  const { table, column } = tableOf(strapi, 'api::category.category');
  const query = strapi.db.connection<{ id: number }>(table).where(column('documentId'), category);
  if (orSlug) query.orWhere(column('slug'), category);
  const rows = await query.select('id');
  return rows.map((r) => Number(r.id));
}

/**
 * The categories' visible articles in publish-date order, from `category_article_order` (`order.ts`):
 * one range of its `(category_id, publish_date, article_id)` index per category — read backwards for newest
 * first — so a deep page skips index entries instead of joining the category's link rows and sorting them.
 */
/** A row of `category_article_order`. */
type OrderRow = { article_id: number; category_id: number; locale: string; publish_date: unknown };

function byPublishDate(strapi: Core.Strapi, categoryIds: number[], locale: Locale, direction: Direction, now: Date) {
  return strapi.db
    .connection<OrderRow>(ORDER_TABLE)
    .whereIn('category_id', categoryIds)
    .andWhere('locale', locale)
    .andWhere('publish_date', '<=', publicDueTime(strapi, now))
    .orderBy([
      { column: 'publish_date', order: direction },
      { column: 'article_id', order: 'desc' },
    ]);
}

/** The article's row id from its documentId (the one row: articles have neither drafts nor locales). */
async function rowIdOf(strapi: Core.Strapi, documentId: string): Promise<number | undefined> {
  const { table, column } = tableOf(strapi, 'api::article.article');
  const row = await strapi.db.connection<{ id: number }>(table).where(column('documentId'), documentId).first('id');
  return row ? Number(row.id) : undefined;
}

export async function categoryListPage(
  strapi: Core.Strapi,
  query: CategoryListQuery,
  start: number,
  limit: number,
  now = new Date(),
): Promise<{ ids: number[]; total: number }> {
  const knex = strapi.db.connection;
  const { table: articles, column } = tableOf(strapi, 'api::article.article');
  const link = joinTableOf(strapi, 'api::article.article', 'category');

  const [categoryIds, exceptId] = await Promise.all([
    categoryIdsOf(strapi, query.category, query.orSlug),
    query.exceptDocumentId === undefined ? undefined : rowIdOf(strapi, query.exceptDocumentId),
  ]);
  if (!categoryIds.length) return { ids: [], total: 0 };

  // The page: by publish date from the kept order; by title, views or likes, the articles of the category's
  // link rows (`publicArticleFilter` as `wherePublic`) sorted.
  const page =
    query.sort.field === 'publishDate'
      ? byPublishDate(strapi, categoryIds, query.locale, query.sort.direction, now).select({ id: 'article_id' })
      : wherePublic(strapi, knex<{ id: number }>(`${articles} as a`), 'a', now)
          .andWhere(`a.${column('language')}`, query.locale)
          .whereIn('a.id', knex(link.name).whereIn(link.inverseJoinColumn.name, categoryIds).select(link.joinColumn.name))
          .select('a.id')
          .orderBy([
            { column: `a.${column(query.sort.field)}`, order: query.sort.direction },
            { column: 'a.id', order: 'desc' },
          ]);
  if (exceptId !== undefined) page.whereNot(query.sort.field === 'publishDate' ? 'article_id' : 'a.id', exceptId);

  // The total from the kept counts, minus the article left out when it is one of the visible ones.
  const [counts, excepted, rows] = await Promise.all([
    publishedCountsByCategory(strapi, now, query.locale, categoryIds),
    exceptId === undefined ? [] : byPublishDate(strapi, categoryIds, query.locale, 'desc', now).where('article_id', exceptId).select('article_id'),
    page.limit(limit).offset(start),
  ]);
  const total = categoryIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0) - excepted.length;
  return { ids: rows.map((r) => Number(r.id)), total };
}

/**
 * An article's related articles: the newest `limit` visible articles of its categories in its language, itself left
 * out (by row ids; no total). The same list as the category list of its category without it.
 */
export async function relatedArticleIds(
  strapi: Core.Strapi,
  article: { id: number; locale: Locale },
  categoryIds: number[],
  limit: number,
  now = new Date(),
): Promise<number[]> {
  const articleId = article.id;
  if (!categoryIds.length || limit <= 0) return [];
  const rows = await byPublishDate(strapi, categoryIds, article.locale, 'desc', now).whereNot('article_id', articleId).select({ id: 'article_id' }).limit(limit);
  return rows.map((r) => Number(r.id));
}
