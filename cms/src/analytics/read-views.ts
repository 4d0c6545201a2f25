import type { AnalyticsSource, AnalyticsSourceViews } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import type { Bucket } from './buckets';
import { EVENTS_TABLE } from './tables';

/**
 * A reporter's figures and readers now, read from the raw rows of `analytics_events` (docs/decisions/0029-analytics-read.md,
 * 0034-analytics-counts.md; the whole site's come from the counting tables, read-counts.ts): views
 * are rows, visitors distinct visitor hashes (null for readers who asked not to be tracked: a view, no visitor).
 * Every read is bounded by time (`occurred_at`, indexed) and, when `articles` is a list, by article (a reporter's
 * own: `(article_id, occurred_at)`, indexed); `null` is every page. Counts come back as numbers on both databases.
 */
export type Scope = { from: number; to: number; articles: readonly string[] | null };

type Row = Record<string, unknown>;

const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Rows of `scope`: its time, its articles. */
function within(db: Knex, scope: Scope, alias = EVENTS_TABLE) {
  const query = db(alias === EVENTS_TABLE ? EVENTS_TABLE : `${EVENTS_TABLE} as ${alias}`)
    .where(`${alias}.occurred_at`, '>=', scope.from)
    .andWhere(`${alias}.occurred_at`, '<', scope.to);
  // An empty list (a reporter without articles) matches nothing: knex writes `1 = 0`.
  if (scope.articles) query.whereIn(`${alias}.article_id`, [...scope.articles]);
  return query;
}

/**
 * The rows of the buckets' span, each joined to its bucket (`b.i`, the index). The buckets are a derived table (one
 * SELECT per bucket, at most 30) joined on the event's time: day buckets in the newsroom's zone are 23, 24 or 25
 * hours long, so no arithmetic on the time gives the index.
 */
function inBuckets(db: Knex, buckets: Bucket[], articles: Scope['articles']) {
  const scope = { from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end, articles };
  const bounds = buckets.map((_, i) => `SELECT ${i} AS i, CAST(? AS BIGINT) AS s, CAST(? AS BIGINT) AS e`).join(' UNION ALL ');
  return within(db, scope, 'ev').joinRaw(
    `JOIN (${bounds}) b ON ev.occurred_at >= b.s AND ev.occurred_at < b.e`,
    buckets.flatMap((b) => [b.start, b.end]),
  );
}

/** Views and visitors per bucket, by the bucket's index (buckets without a view are absent). */
export async function viewsPerBucket(db: Knex, buckets: Bucket[], articles: Scope['articles']): Promise<Map<number, { views: number; visitors: number }>> {
  if (buckets.length === 0) return new Map();
  const rows = (await inBuckets(db, buckets, articles)
    .select('b.i as i')
    .count({ views: '*' })
    .countDistinct({ visitors: 'ev.visitor' })
    .groupBy('b.i')) as Row[];
  return new Map(rows.map((r) => [num(r.i), { views: num(r.views), visitors: num(r.visitors) }]));
}

export async function totalsOf(db: Knex, scope: Scope): Promise<{ views: number; visitors: number }> {
  const row = (await within(db, scope).count({ views: '*' }).countDistinct({ visitors: 'visitor' }).first()) as Row | undefined;
  return { views: num(row?.views), visitors: num(row?.visitors) };
}

/** The most viewed articles of the scope, most first (ties by id, so the order is stable). */
export async function topArticles(db: Knex, scope: Scope, limit: number): Promise<Array<{ articleId: string; views: number; visitors: number }>> {
  const rows = (await within(db, scope)
    .whereNotNull('article_id')
    .select('article_id')
    .count({ views: '*' })
    .countDistinct({ visitors: 'visitor' })
    .groupBy('article_id')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'article_id', order: 'asc' }])
    .limit(limit)) as Row[];
  return rows.map((r) => ({ articleId: String(r.article_id), views: num(r.views), visitors: num(r.visitors) }));
}

/** Views per source group and name, most first. */
export async function viewsPerSource(db: Knex, scope: Scope, limit: number): Promise<AnalyticsSourceViews[]> {
  const rows = (await within(db, scope)
    .select('source', 'source_name')
    .count({ views: '*' })
    .groupBy('source', 'source_name')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'source', order: 'asc' }, { column: 'source_name', order: 'asc' }])
    .limit(limit)) as Row[];
  // The column holds only the contract's groups (storedViewSchema checked each view before it was written).
  return rows.map((r) => ({ source: String(r.source) as AnalyticsSource, name: text(r.source_name), views: num(r.views) }));
}

/** Views per value of one column (`locale`, `device`), most first. */
export async function viewsPer(db: Knex, scope: Scope, column: 'locale' | 'device'): Promise<Array<{ value: string; views: number }>> {
  const rows = (await within(db, scope)
    .select(column)
    .count({ views: '*' })
    .groupBy(column)
    .orderBy([{ column: 'views', order: 'desc' }, { column, order: 'asc' }])) as Row[];
  return rows.map((r) => ({ value: String(r[column]), views: num(r.views) }));
}

/** Distinct visitors of the scope (readers now), and per article, most first. */
export async function readersOf(db: Knex, scope: Scope, limit: number): Promise<{ readers: number; articles: Array<{ articleId: string; readers: number }> }> {
  const total = (await within(db, scope).countDistinct({ readers: 'visitor' }).first()) as Row | undefined;
  const rows = (await within(db, scope)
    .whereNotNull('article_id')
    .whereNotNull('visitor')
    .select('article_id')
    .countDistinct({ readers: 'visitor' })
    .groupBy('article_id')
    .orderBy([{ column: 'readers', order: 'desc' }, { column: 'article_id', order: 'asc' }])
    .limit(limit)) as Row[];
  return { readers: num(total?.readers), articles: rows.map((r) => ({ articleId: String(r.article_id), readers: num(r.readers) })) };
}

/** Views and visitors per bucket and article (null: pages that are no article), for the export. */
export async function viewsPerBucketAndArticle(
  db: Knex,
  buckets: Bucket[],
  articles: Scope['articles'],
): Promise<Array<{ bucket: number; articleId: string | null; views: number; visitors: number }>> {
  if (buckets.length === 0) return [];
  const rows = (await inBuckets(db, buckets, articles)
    .select('b.i as i', 'ev.article_id as article_id')
    .count({ views: '*' })
    .countDistinct({ visitors: 'ev.visitor' })
    .groupBy('b.i', 'ev.article_id')) as Row[];
  return rows.map((r) => ({ bucket: num(r.i), articleId: text(r.article_id), views: num(r.views), visitors: num(r.visitors) }));
}
