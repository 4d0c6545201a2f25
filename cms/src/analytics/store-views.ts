import type { StoredView } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import type { Periods } from './periods';
import { COUNTS_KEY, COUNTS_TABLE, EVENTS_TABLE, VISITS_KEY, VISITS_TABLE } from './tables';
import { emptyTally, lastKey, SITE, tallyView, type Tally } from './tally';

/**
 * Writes one batch of counted views (from the adapters, adapters/src/analytics/view-buffer.ts) in one transaction:
 * the raw rows, several per statement, and what they add to the counts (tally.ts), one upsert per key. Batches of
 * this process are written one after another.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ROWS_PER_INSERT = 200;
const VISITORS_PER_QUERY = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const eventRow = (view: StoredView) => ({
  occurred_at: view.at,
  hour: Math.floor(view.at / HOUR_MS) * HOUR_MS,
  path: view.path,
  article_id: view.articleId,
  locale: view.locale,
  source: view.source,
  source_name: view.sourceName,
  referrer_domain: view.referrerDomain,
  campaign: view.campaign,
  device: view.device,
  visitor: view.visitor,
});

/** The latest stored view of each of the batch's visitors, per scope (tally.ts), from the rows of their day. */
async function lastViewsOf(trx: Knex, views: StoredView[]): Promise<Map<string, number>> {
  const last = new Map<string, number>();
  const visitors = [...new Set(views.map((v) => v.visitor).filter((v): v is string => v !== null))];
  if (visitors.length === 0) return last;
  const since = Math.floor((Math.min(...views.map((v) => v.at)) - DAY_MS) / HOUR_MS) * HOUR_MS;
  for (const part of chunks(visitors, VISITORS_PER_QUERY)) {
    const rows = (await trx(EVENTS_TABLE)
      .select('visitor', 'article_id')
      .max({ at: 'occurred_at' })
      .whereIn('visitor', part)
      .andWhere('hour', '>=', since)
      .groupBy('visitor', 'article_id')) as Array<{ visitor: string; article_id: string | null; at: unknown }>;
    for (const row of rows) {
      const at = Number(row.at);
      last.set(lastKey(row.visitor, row.article_id ?? ''), at);
      last.set(lastKey(row.visitor, SITE), Math.max(last.get(lastKey(row.visitor, SITE)) ?? at, at));
    }
  }
  return last;
}

async function upsert<Row extends Record<string, string | number>>(trx: Knex, table: string, key: readonly string[], total: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = [...key, total];
  for (const part of chunks(rows, 100)) {
    const values = part.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await trx.raw(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${total} = ${table}.${total} + excluded.${total}`,
      part.flatMap((row) => columns.map((c) => row[c]!)),
    );
  }
}

/** Adds a tally to the counting tables. */
export async function writeTally(trx: Knex, tally: Tally): Promise<void> {
  await upsert(trx, COUNTS_TABLE, COUNTS_KEY, 'views', [...tally.counts.values()]);
  await upsert(trx, VISITS_TABLE, VISITS_KEY, 'visitors', [...tally.visits.values()]);
}

let chain: Promise<void> = Promise.resolve();

export function storeViews(db: Knex, views: StoredView[], periods: Periods): Promise<void> {
  const write = chain.then(() =>
    db.transaction(async (trx) => {
      const oldestFirst = [...views].sort((a, b) => a.at - b.at);
      const last = await lastViewsOf(trx, oldestFirst);
      const tally = emptyTally();
      for (const view of oldestFirst) tallyView(tally, view, periods, last);
      for (const part of chunks(oldestFirst.map(eventRow), ROWS_PER_INSERT)) await trx(EVENTS_TABLE).insert(part);
      await writeTally(trx, tally);
    }),
  );
  // The next batch waits for this one, whether it was written or not (its sender tries it again).
  chain = write.catch(() => undefined);
  return write;
}
