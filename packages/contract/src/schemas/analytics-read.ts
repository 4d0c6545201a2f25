import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { ANALYTICS_SOURCES, DEVICE_CLASSES } from './analytics.js';
import { oneOf } from './list-params.js';

/**
 * The newsroom's page-view figures (docs/decisions/0029-analytics-read.md): what `GET /api/analytics/overview`,
 * `/analytics/articles/:id` and `/analytics/export` take and answer. Views are counted views; visitors are distinct
 * visitor hashes, which change every day (docs/decisions/0028-analytics-storage.md), so a reader who comes back on
 * another day is another visitor.
 */

/** The period asked for: the last 24 hours by the hour, the last 7 or 30 days (today included) by the day. */
export const ANALYTICS_RANGES = ['24h', '7d', '30d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';

export const analyticsRangeParamsSchema = z.object({
  range: oneOf(ANALYTICS_RANGES, 'range must be 24h, 7d or 30d')
    .transform((range) => range ?? DEFAULT_ANALYTICS_RANGE)
    .describe('`24h` (hourly buckets), `7d` or `30d` (daily buckets, today included); default `7d`'),
});

const count = z.number().int().nonnegative();
const isoDate = z.iso.datetime({ offset: true });

export const analyticsPointShape = z
  .strictObject({
    at: isoDate.describe("The bucket's start (an hour, or midnight in the newsroom's time zone), as an ISO instant"),
    views: count,
    visitors: count.describe('Distinct visitors in the bucket'),
  })
  .meta({ id: 'AnalyticsPoint' });

export const analyticsTotalsShape = z
  .strictObject({
    views: count,
    visitors: count.describe('Distinct visitor hashes in the range: a reader counts once a day (hashes change daily)'),
  })
  .meta({ id: 'AnalyticsTotals' });

export const analyticsSourceShape = z
  .strictObject({
    source: z.enum(ANALYTICS_SOURCES),
    name: z.string().nullable().describe('The engine or network, the domain, or the campaign; null for direct'),
    views: count,
  })
  .meta({ id: 'AnalyticsSource' });

const articleRef = {
  _id: z.string().describe("The article's id"),
  title: z.string().nullable().describe('null when the article has since been deleted'),
};

/** Readers now: the last five minutes (the overview's `realtime`, and each event of `GET /analytics/realtime/stream`). */
export const analyticsRealtimeShape = z
  .strictObject({
    readers: count.describe('Distinct visitors of the last five minutes'),
    articles: z.array(z.strictObject({ ...articleRef, readers: count })).describe('Their articles, most read first (at most ten)'),
  })
  .meta({ id: 'AnalyticsRealtime' });
export type AnalyticsRealtime = z.output<typeof analyticsRealtimeShape>;

export const analyticsOverviewShape = z
  .strictObject({
    series: z.array(analyticsPointShape).describe('Every bucket of the range, oldest first, empty ones with zeros'),
    totals: analyticsTotalsShape,
    topArticles: z
      .array(z.strictObject({ ...articleRef, slug: z.string().nullable(), views: count, visitors: count }))
      .describe('The ten most viewed articles, most viewed first'),
    sources: z.array(analyticsSourceShape).describe('Views per source group and name, most first (at most 20)'),
    languages: z.array(z.strictObject({ locale: z.enum(LOCALES), views: count })),
    devices: z.array(z.strictObject({ device: z.enum(DEVICE_CLASSES), views: count })),
    realtime: analyticsRealtimeShape,
  })
  .meta({ id: 'AnalyticsOverview' });

export const analyticsArticleShape = z
  .strictObject({
    series: z.array(analyticsPointShape),
    totals: analyticsTotalsShape,
    sources: z.array(analyticsSourceShape),
  })
  .meta({ id: 'AnalyticsArticle' });

/** One line of the export: a bucket and an article (`articleId` null: pages that are no article). */
export const analyticsExportRowShape = z.strictObject({
  at: isoDate,
  /** The bucket's start as the newsroom's clock reads it: 'YYYY-MM-DD HH:mm'. */
  local: z.string(),
  articleId: z.string().nullable(),
  title: z.string().nullable(),
  slug: z.string().nullable(),
  views: count,
  visitors: count,
});

export const analyticsExportShape = z.strictObject({ rows: z.array(analyticsExportRowShape) });

export type AnalyticsPoint = z.output<typeof analyticsPointShape>;
export type AnalyticsTotals = z.output<typeof analyticsTotalsShape>;
export type AnalyticsSourceViews = z.output<typeof analyticsSourceShape>;
export type AnalyticsOverview = z.output<typeof analyticsOverviewShape>;
export type AnalyticsArticle = z.output<typeof analyticsArticleShape>;
export type AnalyticsExportRow = z.output<typeof analyticsExportRowShape>;
export type AnalyticsExport = z.output<typeof analyticsExportShape>;
