import type { Core } from '@strapi/strapi';
import { withSetupLock } from '../db/setup-lock';

/**
 * Page-view analytics' tables (docs/decisions/0028-analytics-storage.md, 0034-analytics-counts.md), made at bootstrap:
 * - `analytics_events`: one row per counted view — when (`occurred_at`, ms; `hour`, its UTC hour in ms), the page,
 *   the article's id, the language, the source group and name, the referrer's domain, the campaign, the device
 *   class and the day's visitor hash (null for readers who asked not to be tracked). Nothing else of the reader.
 *   Kept for ANALYTICS_RETENTION_DAYS.
 * - `analytics_counts`: views per newsroom hour and day and per dimension (cms/src/analytics/tally.ts).
 * - `analytics_visits`: first views of a visitor per newsroom hour and day and scope, by the period of their previous view.
 * The two counting tables are kept for ever; the newsroom's figures read them, and the raw rows only for a
 * reporter's own articles and for readers now.
 */
export const EVENTS_TABLE = 'analytics_events';
export const COUNTS_TABLE = 'analytics_counts';
export const VISITS_TABLE = 'analytics_visits';
/** The hourly rollup of the first storage, replaced by the two counting tables (rebuilt from the raw rows). */
const FORMER_HOURLY_TABLE = 'analytics_hourly';

export const COUNTS_KEY = ['dimension', 'grain', 'start', 'article_id', 'value', 'detail'] as const;
export const VISITS_KEY = ['article_id', 'grain', 'start', 'previous'] as const;

/** Makes what is missing; answers whether the counting tables are new (to be filled from the raw rows). */
export async function ensureAnalyticsTables(strapi: Core.Strapi): Promise<boolean> {
  let created = false;
  await withSetupLock(strapi, async (db) => {
    if (!(await db.schema.hasTable(EVENTS_TABLE))) {
      await db.schema.createTable(EVENTS_TABLE, (t) => {
        t.bigIncrements('id').primary();
        t.bigInteger('occurred_at').notNullable();
        t.bigInteger('hour').notNullable();
        t.string('path', 2000).notNullable();
        t.string('article_id', 200).nullable();
        t.string('locale', 8).notNullable();
        t.string('source', 16).notNullable();
        t.string('source_name', 200).nullable();
        t.string('referrer_domain', 200).nullable();
        t.string('campaign', 200).nullable();
        t.string('device', 8).notNullable();
        t.string('visitor', 32).nullable();
        t.index(['occurred_at'], 'analytics_events_occurred_at');
        t.index(['visitor', 'hour'], 'analytics_events_visitor_hour');
      });
    }
    // A reporter's figures read their own articles' raw rows.
    await db.raw('CREATE INDEX IF NOT EXISTS analytics_events_article_time ON analytics_events (article_id, occurred_at)');
    if (!(await db.schema.hasTable(COUNTS_TABLE))) {
      created = true;
      await db.schema.createTable(COUNTS_TABLE, (t) => {
        t.string('dimension', 16).notNullable();
        t.string('grain', 1).notNullable();
        t.bigInteger('start').notNullable();
        t.string('article_id', 200).notNullable();
        t.string('value', 200).notNullable();
        t.string('detail', 200).notNullable();
        t.integer('views').notNullable();
        t.primary([...COUNTS_KEY], 'analytics_counts_pkey');
        t.index(['article_id', 'dimension', 'grain', 'start'], 'analytics_counts_article');
      });
    }
    // PostgreSQL sums the counts from an index that holds them, without visiting the table's pages (SQLite's reads
    // are fast without one).
    if (strapi.db.dialect.client === 'postgres') {
      await db.raw(`CREATE INDEX IF NOT EXISTS analytics_counts_views ON ${COUNTS_TABLE} (dimension, grain, start) INCLUDE (article_id, value, detail, views)`);
    }
    // The first form of the visits table (hours only, 2026-11-27) is made again with its counts.
    if ((await db.schema.hasTable(VISITS_TABLE)) && !(await db.schema.hasColumn(VISITS_TABLE, 'grain'))) {
      await db.schema.dropTable(VISITS_TABLE);
      await db(COUNTS_TABLE).delete();
    }
    if (!(await db.schema.hasTable(VISITS_TABLE))) {
      created = true;
      await db.schema.createTable(VISITS_TABLE, (t) => {
        t.string('article_id', 200).notNullable();
        t.string('grain', 1).notNullable();
        t.bigInteger('start').notNullable();
        t.bigInteger('previous').notNullable();
        t.integer('visitors').notNullable();
        t.primary([...VISITS_KEY], 'analytics_visits_pkey');
      });
    }
    await db.schema.dropTableIfExists(FORMER_HOURLY_TABLE);
  });
  return created;
}
