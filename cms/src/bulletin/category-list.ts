import type { Core } from '@strapi/strapi';
import { joinTableOf, tableOf } from './lookup';
import { wherePublic } from './access';
import { publishedCountsByCategory } from './category-counts';

/**
 * The public list of one category's articles (a category page, the home's category box, an article's related
 * articles) read straight from the tables (docs/decisions/0009-indexes-at-scale.md). Strapi filters through the
 * article→category link with a join to the categories and de-duplicates, so PostgreSQL joins every article of
 * the category before it sorts; here the category's row ids are read first and the articles are checked
 * against the `(category, article)` link index with `IN (…)`, so the planner may walk the
 * `(editorialStatus, publishDate, id)` index for a first page or join the category's link rows for a deep one.
 * Same rule (`publicArticleFilter`), same filters and same order as the general path, which keeps every other
 * query.
 */
export const FAST_SORT_FIELDS = ['publishDate', 'title', 'views', 'likes'] as const;
type SortField = (typeof FAST_SORT_FIELDS)[number];
type Direction = 'asc' | 'desc';

export type CategoryListQuery = {
  /** A category's documentId, or (`orSlug`) its documentId or slug. */
  category: string;
  orSlug: boolean;
  /** An article to leave out (the related list leaves out the article itself). */
  exceptDocumentId?: string;
  sort: { field: SortField; direction: Direction };
};

type Eq = { $eq?: unknown };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Record<string, unknown>, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));
const eqText = (v: unknown): string | undefined => {
  if (!isObject(v) || !onlyKeys(v, ['$eq'])) return undefined;
  const value = (v as Eq).$eq;
  return typeof value === 'string' ? value : undefined;
};

function readSort(sort: unknown): CategoryListQuery['sort'] | undefined {
  if (sort === undefined) return { field: 'publishDate', direction: 'desc' };
  const parts = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((s) => String(s).trim());
  if (parts.length !== 2 || parts[1] !== 'id:desc') return undefined;
  const [field, direction] = parts[0]!.split(':');
  if (!(FAST_SORT_FIELDS as readonly string[]).includes(field!) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field: field as SortField, direction };
}

/**
 * The query this module answers, when a list is exactly that: the public rule, a category filter as the
 * adapters send it (by documentId, or by documentId or slug), optionally one article left out, a sort it knows.
 * Anything else (another filter, a status, a search, a tag, an author, another sort) is undefined: the general path.
 */
export function categoryListQuery(filters: unknown, sort: unknown): CategoryListQuery | undefined {
  if (!isObject(filters) || !onlyKeys(filters, ['category', 'documentId'])) return undefined;
  const order = readSort(sort);
  if (!order) return undefined;
  const cat = filters.category;
  if (!isObject(cat)) return undefined;
  let query: CategoryListQuery | undefined;
  if (onlyKeys(cat, ['documentId']) && eqText(cat.documentId) !== undefined) {
    query = { category: eqText(cat.documentId)!, orSlug: false, sort: order };
  } else if (onlyKeys(cat, ['$or']) && Array.isArray(cat.$or) && cat.$or.length === 2) {
    const [byId, bySlug] = cat.$or as unknown[];
    const id = isObject(byId) && onlyKeys(byId, ['documentId']) ? eqText(byId.documentId) : undefined;
    const slug = isObject(bySlug) && onlyKeys(bySlug, ['slug']) ? eqText(bySlug.slug) : undefined;
    if (id !== undefined && id === slug) query = { category: id, orSlug: true, sort: order };
  }
  if (!query) return undefined;
  if (filters.documentId !== undefined) {
    const except = filters.documentId;
    if (!isObject(except) || !onlyKeys(except, ['$ne']) || typeof except.$ne !== 'string') return undefined;
    query.exceptDocumentId = except.$ne;
  }
  return query;
}

/**
 * The list's total from the kept per-category counts (`category-counts.ts`), not by joining the category's
 * link rows: minus the article left out when it is itself one of the visible articles of the category.
 */
async function visibleTotal(
  strapi: Core.Strapi,
  categoryIds: number[],
  except: { count: () => Promise<number> } | undefined,
  now: Date,
): Promise<number> {
  const counts = await publishedCountsByCategory(strapi, now, categoryIds);
  const total = categoryIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  return except ? total - (await except.count()) : total;
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
  const { table: categories, column: categoryColumn } = tableOf(strapi, 'api::category.category');
  const link = joinTableOf(strapi, 'api::article.article', 'category');

  const categoryRows = (await knex(categories)
    .where(categoryColumn('documentId'), query.category)
    .modify((q) => {
      if (query.orSlug) q.orWhere(categoryColumn('slug'), query.category);
    })
    .select('id')) as Array<{ id: number }>;
  if (!categoryRows.length) return { ids: [], total: 0 };
  const categoryIds = categoryRows.map((r) => Number(r.id));

  // The public rule, as `publicArticleFilter` states it (status published, publish date come): `wherePublic`.
  const visible = (leaveOut = true) =>
    wherePublic(strapi, knex(`${articles} as a`), 'a', now)
      .whereIn(
        'a.id',
        knex(link.name).whereIn(link.inverseJoinColumn.name, categoryIds).select(link.joinColumn.name),
      )
      .modify((q) => {
        if (leaveOut && query.exceptDocumentId !== undefined) q.andWhere(`a.${column('documentId')}`, '<>', query.exceptDocumentId);
      });
  // The article left out, when it is one of the category's visible articles (0 or 1).
  const except =
    query.exceptDocumentId === undefined
      ? undefined
      : {
          count: async () => {
            const [row] = (await visible(false).andWhere(`a.${column('documentId')}`, query.exceptDocumentId).count({ total: '*' })) as Array<{ total: number | string }>;
            return Number(row?.total ?? 0);
          },
        };

  const total = await visibleTotal(strapi, categoryIds, except, now);
  if (start >= total) return { ids: [], total };
  const rows = (await visible()
    .select('a.id')
    .orderBy([
      { column: `a.${column(query.sort.field)}`, order: query.sort.direction },
      { column: 'a.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(start)) as Array<{ id: number }>;
  return { ids: rows.map((r) => Number(r.id)), total };
}
