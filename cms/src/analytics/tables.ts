import type { Core } from '@strapi/strapi';
import { withSetupLock } from '../db/setup-lock';

/**
 * Page-view analytics' two tables (docs/decisions/0028-analytics-storage.md), made at bootstrap:
 * - `analytics_events`: one row per counted view — when (`occurred_at`, ms; `hour`, its hour in ms), the page,
 *   the article's id, the language, the source group and name, the referrer's domain, the campaign, the device
 *   class and the day's visitor hash (null for readers who asked not to be tracked). Nothing else of the reader.
 * - `analytics_hourly`: views and distinct visitors per hour, article ('' for other pages), language and source.
 */
export const EVENTS_TABLE = 'analytics_events';
export const HOURLY_TABLE = 'analytics_hourly';

/** The rollup's key, in the order of its primary key. */
export const HOURLY_KEY = ['hour', 'article_id', 'locale', 'source', 'source_name'] as const;

export async function ensureAnalyticsTables(strapi: Core.Strapi): Promise<void> {
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
    if (!(await db.schema.hasTable(HOURLY_TABLE))) {
      await db.schema.createTable(HOURLY_TABLE, (t) => {
        t.bigInteger('hour').notNullable();
        t.string('article_id', 200).notNullable();
        t.string('locale', 8).notNullable();
        t.string('source', 16).notNullable();
        t.string('source_name', 200).notNullable();
        t.integer('views').notNullable();
        t.integer('visitors').notNullable();
        t.primary([...HOURLY_KEY], 'analytics_hourly_pkey');
        t.index(['article_id', 'hour'], 'analytics_hourly_article_hour');
      });
    }
  });
}
