import type { AnalyticsSource, AnalyticsSourceViews } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import type { Bucket } from './buckets';
import { COUNTS_TABLE, VISITS_TABLE } from './tables';
import { SITE, type Dimension, type Grain } from './tally';

/**
 * The newsroom's figures for the whole site or one article, read from the counting tables
 * (docs/decisions/0034-analytics-counts.md): rows of the newsroom's hours for a 24-hour range, of its days otherwise,
 * so a read sums a few thousand rows whatever the traffic. Visitors of a period are its first views; of a stretch of
 * periods [from, to), the first views of its periods whose previous view (that day) came before `from`. `article` is
 * one article's id, or null for every page.
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

/** The bucket holding a period's start (-1: none). */
const bucketOf = (span: Span, start: number) => span.buckets.findIndex((bucket) => start >= bucket.start && start < bucket.end);

/** Visitors per period start of the span's grain (every row is a first view of its period), per scope. */
function visitsPerStart(db: Knex, span: Span, scopes: string[] | null) {
  const query = db(VISITS_TABLE).where('grain', span.grain).andWhere('start', '>=', fromOf(span)).andWhere('start', '<', toOf(span));
  return scopes === null ? query.andWhere('article_id', '<>', SITE) : query.whereIn('article_id', scopes);
}

const scopeOf = (span: Span) => span.article ?? SITE;

type Line = { bucket: number; articleId: string | null; views: number; visitors: number };

/** Rows of views and of visitors per period start (and page, when grouped by it) added up per bucket and page. */
function perBucket(span: Span, views: Row[], visitors: Row[]): Line[] {
  const lines = new Map<string, Line>();
  const add = (rows: Row[], field: 'views' | 'visitors') => {
    for (const row of rows) {
      const bucket = bucketOf(span, num(row.start));
      const articleId = row.article_id ? String(row.article_id) : null;
      const key = `${bucket}\n${articleId ?? ''}`;
      const line = lines.get(key) ?? { bucket, articleId, views: 0, visitors: 0 };
      line[field] += num(row[field]);
      lines.set(key, line);
    }
  };
  add(views, 'views');
  add(visitors, 'visitors');
  return [...lines.values()];
}

/** Views and visitors per bucket, by the bucket's index (buckets without a view are absent). */
export async function countsPerBucket(db: Knex, span: Span): Promise<Map<number, { views: number; visitors: number }>> {
  const views = (await pages(db, span).select('start').sum({ views: 'views' }).groupBy('start')) as Row[];
  const visitors = (await visitsPerStart(db, span, [scopeOf(span)]).select('start').sum({ visitors: 'visitors' }).groupBy('start')) as Row[];
  return new Map(perBucket(span, views, visitors).map((line) => [line.bucket, { views: line.views, visitors: line.visitors }]));
}

/** Visitors of the whole span per scope: first views whose previous view came before the span. */
async function visitorsOf(db: Knex, span: Span, scopes: string[]): Promise<Map<string, number>> {
  const rows = (await visitsPerStart(db, span, scopes)
    .andWhere('previous', '<', fromOf(span))
    .select('article_id')
    .sum({ visitors: 'visitors' })
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
export async function countedPerBucketAndPage(db: Knex, span: Span): Promise<Line[]> {
  const views = (await counted(db, span, 'page').select('start', 'article_id').sum({ views: 'views' }).groupBy('start', 'article_id')) as Row[];
  const visitors = (await visitsPerStart(db, span, null).select('start', 'article_id').sum({ visitors: 'visitors' }).groupBy('start', 'article_id')) as Row[];
  return perBucket(span, views, visitors);
}
