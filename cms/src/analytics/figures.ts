import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AnalyticsArticle, AnalyticsExport, AnalyticsOverview, AnalyticsRange, AnalyticsRealtime, DeviceClass, Locale } from '@bulletin/contract';
import type { RequestUser } from '../access/caller';
import { roleOf } from '../access/roles';
import { queryOf } from '../db/queries';
import { CREDIT_POPULATE, creditedTo, isCredited } from '../access/credits';
import { bucketsOf, type Bucket } from './buckets';
import { countedPer, countedPerBucketAndPage, countedSources, countedTopArticles, countedTotals, countsPerBucket, type Span } from './read-counts';
import { readersOf, topArticles, totalsOf, viewsPer, viewsPerBucket, viewsPerBucketAndArticle, viewsPerSource } from './read-views';
import type { Knex } from '../db/setup-lock';
import { exportRowsOf, named, seriesOf, type ArticleNames } from './shape';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * The newsroom's page-view figures (docs/decisions/0029-analytics-read.md): who sees what — editors and admins every
 * page, a reporter only their own articles' views — and the reads that make each answer: the whole site and one
 * article from the counting tables, a reporter's own articles (a reader of two counts once) from their raw rows
 * (docs/decisions/0034-analytics-counts.md).
 */
const UID = 'api::article.article';
const TOP_ARTICLES = 10;
const TOP_SOURCES = 20;
/** Readers now: distinct visitors of the last five minutes. */
const REALTIME_MS = 5 * 60_000;

export type Ask = { user: RequestUser; range: AnalyticsRange; timeZone: string; now?: number };

/** The articles whose views the caller may see: null (every page) for editors and admins, a reporter's own ids. */
async function visibleArticles(strapi: Core.Strapi, user: RequestUser): Promise<string[] | null> {
  if (roleOf(user) !== 'reporter') return null;
  const own = await queryOf(strapi, UID).findMany({ where: creditedTo(user.id), select: ['documentId'] });
  return own.map((a) => a.documentId);
}

async function namesOf(strapi: Core.Strapi, ids: string[]): Promise<ArticleNames> {
  if (ids.length === 0) return new Map();
  const rows = await queryOf(strapi, UID).findMany({ where: { documentId: { $in: ids } }, select: ['documentId', 'title', 'slug'] });
  return new Map(rows.map((r) => [r.documentId, { title: r.title ?? '', slug: r.slug ?? '' }]));
}

const spanOf = (range: AnalyticsRange, buckets: Bucket[], article: string | null): Span => ({ grain: range === '24h' ? 'h' : 'd', buckets, article });

/** The range's figures over every page (counted) or over a reporter's articles (their raw rows). */
async function rangeFigures(db: Knex, range: AnalyticsRange, buckets: Bucket[], articles: string[] | null) {
  // One after another: SQLite answers one statement at a time anyway, and PostgreSQL's pool stays free for others.
  if (articles === null) {
    const span = spanOf(range, buckets, null);
    return {
      perBucket: await countsPerBucket(db, span),
      totals: await countedTotals(db, span),
      top: await countedTopArticles(db, span, TOP_ARTICLES),
      sources: await countedSources(db, span, TOP_SOURCES),
      languages: await countedPer(db, span, 'locale'),
      devices: await countedPer(db, span, 'device'),
    };
  }
  const scope = { from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end, articles };
  return {
    perBucket: await viewsPerBucket(db, buckets, articles),
    totals: await totalsOf(db, scope),
    top: await topArticles(db, scope, TOP_ARTICLES),
    sources: await viewsPerSource(db, scope, TOP_SOURCES),
    languages: await viewsPer(db, scope, 'locale'),
    devices: await viewsPer(db, scope, 'device'),
  };
}

export async function overviewOf(strapi: Core.Strapi, { user, range, timeZone, now = Date.now() }: Ask): Promise<AnalyticsOverview> {
  const db = strapi.db.connection;
  const articles = await visibleArticles(strapi, user);
  const buckets = bucketsOf(range, now, timeZone);
  const { perBucket, totals, top, sources, languages, devices } = await rangeFigures(db, range, buckets, articles);
  const realtime = await readersOf(db, { from: now - REALTIME_MS, to: now + 1, articles }, TOP_ARTICLES);
  const names = await namesOf(strapi, [...new Set([...top.map((a) => a.articleId), ...realtime.articles.map((a) => a.articleId)])]);
  return {
    series: seriesOf(buckets, perBucket),
    totals,
    topArticles: top.map((a) => ({ ...named(a.articleId, names), views: a.views, visitors: a.visitors })),
    sources,
    languages: languages.map((l) => ({ locale: l.value as Locale, views: l.views })),
    devices: devices.map((d) => ({ device: d.value as DeviceClass, views: d.views })),
    realtime: namedReaders(realtime, names),
  };
}

/** Readers now with their articles' titles. */
function namedReaders(realtime: Awaited<ReturnType<typeof readersOf>>, names: ArticleNames): AnalyticsRealtime {
  return {
    readers: realtime.readers,
    articles: realtime.articles.map((a) => {
      const { _id, title } = named(a.articleId, names);
      return { _id, title, readers: a.readers };
    }),
  };
}

/** Readers now for the caller (the live figure's stream): distinct visitors of the last five minutes, a reporter's own articles' only. */
export async function realtimeOf(strapi: Core.Strapi, user: RequestUser, now = Date.now()): Promise<AnalyticsRealtime> {
  const articles = await visibleArticles(strapi, user);
  const realtime = await readersOf(strapi.db.connection, { from: now - REALTIME_MS, to: now + 1, articles }, TOP_ARTICLES);
  return namedReaders(realtime, await namesOf(strapi, realtime.articles.map((a) => a.articleId)));
}

/** One article's figures; 404 for no such article, 403 for a reporter asking about another's. */
export async function articleFiguresOf(strapi: Core.Strapi, articleId: string, { user, range, timeZone, now = Date.now() }: Ask): Promise<AnalyticsArticle> {
  const article = await strapi.documents(UID).findFirst({
    filters: { documentId: { $eq: articleId } },
    fields: ['documentId'],
    populate: CREDIT_POPULATE,
  });
  if (!article) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
  if (roleOf(user) === 'reporter' && !isCredited(article, user.id)) throw new errors.ForbiddenError(ERROR_MESSAGES.reporterFiguresOwnOnly);
  const db = strapi.db.connection;
  const buckets = bucketsOf(range, now, timeZone);
  const span = spanOf(range, buckets, articleId);
  const perBucket = await countsPerBucket(db, span);
  const totals = await countedTotals(db, span);
  const sources = await countedSources(db, span, TOP_SOURCES);
  return { series: seriesOf(buckets, perBucket), totals, sources };
}

/** The export's lines: per bucket and article, what the caller may see. */
export async function exportOf(strapi: Core.Strapi, { user, range, timeZone, now = Date.now() }: Ask): Promise<AnalyticsExport> {
  const articles = await visibleArticles(strapi, user);
  const buckets = bucketsOf(range, now, timeZone);
  const db = strapi.db.connection;
  const counts = articles === null ? await countedPerBucketAndPage(db, spanOf(range, buckets, null)) : await viewsPerBucketAndArticle(db, buckets, articles);
  const names = await namesOf(strapi, [...new Set(counts.flatMap((c) => (c.articleId === null ? [] : [c.articleId])))]);
  return { rows: exportRowsOf(buckets, counts, names, timeZone) };
}
