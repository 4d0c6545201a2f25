import type { AnalyticsSource, AnalyticsSourceViews } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import type { Bucket } from './buckets';
import { COUNTS_TABLE, VISITS_TABLE } from './tables';
import { SITE, type Dimension, type Grain } from './tally';

/**
 * The newsroom's figures for the whole site or one article, read from the counting tables
 * (docs/decisions/0034-analytics-counts.md): rows of the newsroom's hours for a 24-hour range, of its days otherwise,
 * so a read sums a few thousand rows whatever the traffic. Visitors of a stretch [from, to) are the first views of
 * its hours whose previous view (that day) came before `from`. `article` is one article's id, or null for every page.
 */
export type Span = { grain: Grain; buckets: Bucket[]; article: string | null };

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);

const fromOf = (span: Span) => span.buckets[0]!.start;
const toOf = (span: Span) => span.buckets[span.buckets.length - 1]!.end;

/** Rows of one dimension within the span. */
function counted(db: Knex, span: Span, dimension: Dimension) {
  return db(COUNTS_TABLE).where({ dimension, grain: span.grain }).andWhere('start', '>=', fromOf(span)).andWhere('start', '<', toOf(span));
}

/** The span's pages: the article's, or every page (one row a period). */
function pages(db: Knex, span: Span) {
  return span.article === null ? counted(db, span, 'site') : counted(db, span, 'page').andWhere('article_id', span.article);
}

/** The buckets as a derived table `b` (i, s, e): at most 30 rows, one SELECT each. */
function bucketTable(buckets: Bucket[]): { sql: string; bindings: number[] } {
  return {
    sql: buckets.map((_, i) => `SELECT ${i} AS i, CAST(? AS BIGINT) AS s, CAST(? AS BIGINT) AS e`).join(' UNION ALL '),
    bindings: buckets.flatMap((b) => [b.start, b.end]),
  };
}

/** First views within the span, each joined to its bucket `b`, counted when their previous view came before `b.s`. */
function visitsPerBucket(db: Knex, span: Span, scopes: string[] | null) {
  const b = bucketTable(span.buckets);
  const query = db(`${VISITS_TABLE} as v`)
    .joinRaw(`JOIN (${b.sql}) b ON v.start >= b.s AND v.start < b.e AND v.previous_hour < b.s`, b.bindings)
    .where('v.start', '>=', fromOf(span))
    .andWhere('v.start', '<', toOf(span));
  return scopes === null ? query.andWhere('v.article_id', '<>', SITE) : query.whereIn('v.article_id', scopes);
}

const scopeOf = (span: Span) => span.article ?? SITE;

/** Views and visitors per bucket, by the bucket's index (buckets without a view are absent). */
export async function countsPerBucket(db: Knex, span: Span): Promise<Map<number, { views: number; visitors: number }>> {
  const perStart = (await pages(db, span).select('start').sum({ views: 'views' }).groupBy('start')) as Row[];
  const visitors = (await visitsPerBucket(db, span, [scopeOf(span)]).select('b.i as i').sum({ visitors: 'v.visitors' }).groupBy('b.i')) as Row[];
  const out = new Map<number, { views: number; visitors: number }>();
  for (const row of perStart) {
    const start = num(row.start);
    const i = span.buckets.findIndex((bucket) => start >= bucket.start && start < bucket.end);
    const entry = out.get(i) ?? { views: 0, visitors: 0 };
    out.set(i, { ...entry, views: entry.views + num(row.views) });
  }
  for (const row of visitors) {
    const i = num(row.i);
    out.set(i, { views: out.get(i)?.views ?? 0, visitors: num(row.visitors) });
  }
  return out;
}

/** Visitors of the whole span per scope: first views whose previous view came before the span. */
async function visitorsOf(db: Knex, span: Span, scopes: string[]): Promise<Map<string, number>> {
  const rows = (await db(VISITS_TABLE)
    .select('article_id')
    .sum({ visitors: 'visitors' })
    .whereIn('article_id', scopes)
    .andWhere('start', '>=', fromOf(span))
    .andWhere('start', '<', toOf(span))
    .andWhere('previous_hour', '<', fromOf(span))
    .groupBy('article_id')) as Row[];
  return new Map(rows.map((r) => [String(r.article_id), num(r.visitors)]));
}

export async function countedTotals(db: Knex, span: Span): Promise<{ views: number; visitors: number }> {
  const row = (await pages(db, span).sum({ views: 'views' }).first()) as Row | undefined;
  const visitors = await visitorsOf(db, span, [scopeOf(span)]);
  return { views: num(row?.views), visitors: visitors.get(scopeOf(span)) ?? 0 };
}

/** The most viewed articles of the span, most first (ties by id). */
export async function countedTopArticles(db: Knex, span: Span, limit: number): Promise<Array<{ articleId: string; views: number; visitors: number }>> {
  const rows = (await counted(db, span, 'page')
    .andWhere('article_id', '<>', '')
    .select('article_id')
    .sum({ views: 'views' })
    .groupBy('article_id')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'article_id', order: 'asc' }])
    .limit(limit)) as Row[];
  const ids = rows.map((r) => String(r.article_id));
  const visitors = ids.length === 0 ? new Map<string, number>() : await visitorsOf(db, span, ids);
  return ids.map((id, i) => ({ articleId: id, views: num(rows[i]!.views), visitors: visitors.get(id) ?? 0 }));
}

/** Views per source group and name, most first. */
export async function countedSources(db: Knex, span: Span, limit: number): Promise<AnalyticsSourceViews[]> {
  const query = span.article === null ? counted(db, span, 'source') : counted(db, span, 'article_source').andWhere('article_id', span.article);
  const rows = (await query
    .select('value', 'detail')
    .sum({ views: 'views' })
    .groupBy('value', 'detail')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'value', order: 'asc' }, { column: 'detail', order: 'asc' }])
    .limit(limit)) as Row[];
  // The value is one of the contract's groups (storedViewSchema checked each view before it was counted).
  return rows.map((r) => ({ source: String(r.value) as AnalyticsSource, name: r.detail ? String(r.detail) : null, views: num(r.views) }));
}

/** Views per language or device class over every page, most first. */
export async function countedPer(db: Knex, span: Span, dimension: 'locale' | 'device'): Promise<Array<{ value: string; views: number }>> {
  const rows = (await counted(db, span, dimension)
    .select('value')
    .sum({ views: 'views' })
    .groupBy('value')
    .orderBy([{ column: 'views', order: 'desc' }, { column: 'value', order: 'asc' }])) as Row[];
  return rows.map((r) => ({ value: String(r.value), views: num(r.views) }));
}

/** Views and visitors per bucket and page (an article, or null: pages that are no article), for the export. */
export async function countedPerBucketAndPage(db: Knex, span: Span): Promise<Array<{ bucket: number; articleId: string | null; views: number; visitors: number }>> {
  const b = bucketTable(span.buckets);
  const views = (await db(`${COUNTS_TABLE} as c`)
    .joinRaw(`JOIN (${b.sql}) b ON c.start >= b.s AND c.start < b.e`, b.bindings)
    .where({ 'c.dimension': 'page', 'c.grain': span.grain })
    .andWhere('c.start', '>=', fromOf(span))
    .andWhere('c.start', '<', toOf(span))
    .select('b.i as i', 'c.article_id as article_id')
    .sum({ views: 'c.views' })
    .groupBy('b.i', 'c.article_id')) as Row[];
  const visitors = (await visitsPerBucket(db, span, null).select('b.i as i', 'v.article_id as article_id').sum({ visitors: 'v.visitors' }).groupBy('b.i', 'v.article_id')) as Row[];
  const key = (r: Row) => `${num(r.i)}\n${String(r.article_id)}`;
  const visitorsOfKey = new Map(visitors.map((r) => [key(r), num(r.visitors)]));
  return views.map((r) => ({
    bucket: num(r.i),
    articleId: r.article_id ? String(r.article_id) : null,
    views: num(r.views),
    visitors: visitorsOfKey.get(key(r)) ?? 0,
  }));
}
