import type { Core } from '@strapi/strapi';
import type { AnalyticsConfig } from '../../config/analytics';
import type { NewsroomConfig } from '../../config/newsroom';
import { periodsFor } from './periods';
import { EVENTS_TABLE } from './tables';

/**
 * Retention of page views (docs/decisions/0028-analytics-storage.md): raw rows older than ANALYTICS_RETENTION_DAYS
 * are deleted at each start and every hour after, by whole newsroom days (the oldest day kept is complete, so its
 * figures can be counted again from it: rebuild.ts); the counting tables keep their figures for ever. Deleted a slice at a
 * time, oldest first, so no statement holds the table (on SQLite, the database) for long while readers and batches
 * wait. Several processes may do it at once: deleting a row already gone is nothing.
 */
const DAY_MS = 86_400_000;
const EVERY_MS = 3_600_000;
const SLICE = 5_000;

/** Deletes the raw rows older than the retention at `now`; answers how many went. */
export async function dropExpiredViews(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  const { retentionDays } = strapi.config.get<AnalyticsConfig>('analytics');
  const before = periodsFor(strapi.config.get<NewsroomConfig>('newsroom').timeZone).dayOf(now - retentionDays * DAY_MS);
  const db = strapi.db.connection;
  let dropped = 0;
  for (;;) {
    const ids = await db(EVENTS_TABLE).where('occurred_at', '<', before).orderBy('occurred_at').limit(SLICE).pluck('id');
    if (ids.length === 0) return dropped;
    dropped += await db(EVENTS_TABLE).whereIn('id', ids).delete();
  }
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<unknown> = Promise.resolve();

function runOnce(strapi: Core.Strapi): void {
  running = running
    .then(() => dropExpiredViews(strapi))
    .then((dropped) => {
      if (dropped > 0) strapi.log.info(`[analytics] ${dropped} page views past their retention deleted (their counts stay)`);
    })
    .catch((error: unknown) => strapi.log.error(`[analytics] the retention sweep failed: ${error instanceof Error ? error.message : String(error)}`));
}

export function startAnalyticsRetention(strapi: Core.Strapi): void {
  runOnce(strapi);
  timer = setInterval(() => runOnce(strapi), EVERY_MS);
  timer.unref();
}

/** On shutdown: no new sweep, and the one under way finishes before the database closes. */
export async function stopAnalyticsRetention(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
}
