import type { StoredView } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import { EVENTS_TABLE, HOURLY_KEY, HOURLY_TABLE } from './tables';

/**
 * Writes one batch of counted views (from the adapters, adapters/src/analytics/view-buffer.ts) in one transaction:
 * the raw rows, several per statement, and the hourly rollup, one upsert per key (`views + n`,
 * `visitors + new ones`). A visitor counts once per rollup row: one already stored in that hour, article, language
 * and source is not counted again. Batches of this process are written one after another.
 */
const HOUR_MS = 3_600_000;
const ROWS_PER_INSERT = 200;
const VISITORS_PER_QUERY = 500;

type Rollup = { hour: number; article_id: string; locale: string; source: string; source_name: string; views: number; visitors: Set<string> };

const rollupKey = (r: Pick<Rollup, (typeof HOURLY_KEY)[number]>) => JSON.stringify([r.hour, r.article_id, r.locale, r.source, r.source_name]);

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

type EventRow = ReturnType<typeof eventRow>;

function rollupsOf(rows: EventRow[]): Map<string, Rollup> {
  const rollups = new Map<string, Rollup>();
  for (const row of rows) {
    const key = { hour: row.hour, article_id: row.article_id ?? '', locale: row.locale, source: row.source, source_name: row.source_name ?? '' };
    const id = rollupKey(key);
    const rollup = rollups.get(id) ?? { ...key, views: 0, visitors: new Set<string>() };
    rollup.views += 1;
    if (row.visitor) rollup.visitors.add(row.visitor);
    rollups.set(id, rollup);
  }
  return rollups;
}

/** Drops from each rollup the visitors already stored under its key (before this batch's rows are inserted). */
async function dropKnownVisitors(trx: Knex, rows: EventRow[], rollups: Map<string, Rollup>): Promise<void> {
  const visitors = [...new Set(rows.map((r) => r.visitor).filter((v): v is string => v !== null))];
  if (visitors.length === 0) return;
  const firstHour = Math.min(...rows.map((r) => r.hour));
  for (const part of chunks(visitors, VISITORS_PER_QUERY)) {
    const known = await trx(EVENTS_TABLE)
      .distinct('hour', 'article_id', 'locale', 'source', 'source_name', 'visitor')
      .whereIn('visitor', part)
      .andWhere('hour', '>=', firstHour);
    for (const k of known as Array<Record<string, unknown>>) {
      const id = rollupKey({
        hour: Number(k.hour),
        article_id: String(k.article_id ?? ''),
        locale: String(k.locale),
        source: String(k.source),
        source_name: String(k.source_name ?? ''),
      });
      rollups.get(id)?.visitors.delete(String(k.visitor));
    }
  }
}

async function upsertRollups(trx: Knex, rollups: Rollup[]): Promise<void> {
  const columns = [...HOURLY_KEY, 'views', 'visitors'];
  for (const part of chunks(rollups, 100)) {
    const values = part.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    const bindings = part.flatMap((r) => [r.hour, r.article_id, r.locale, r.source, r.source_name, r.views, r.visitors.size]);
    await trx.raw(
      `INSERT INTO ${HOURLY_TABLE} (${columns.join(', ')}) VALUES ${values}
       ON CONFLICT (${HOURLY_KEY.join(', ')}) DO UPDATE SET
         views = ${HOURLY_TABLE}.views + excluded.views, visitors = ${HOURLY_TABLE}.visitors + excluded.visitors`,
      bindings,
    );
  }
}

let chain: Promise<void> = Promise.resolve();

export function storeViews(db: Knex, views: StoredView[]): Promise<void> {
  const write = chain.then(() =>
    db.transaction(async (trx) => {
      const rows = views.map(eventRow);
      const rollups = rollupsOf(rows);
      await dropKnownVisitors(trx, rows, rollups);
      for (const part of chunks(rows, ROWS_PER_INSERT)) await trx(EVENTS_TABLE).insert(part);
      await upsertRollups(trx, [...rollups.values()]);
    }),
  );
  // The next batch waits for this one, whether it was written or not (its sender tries it again).
  chain = write.catch(() => undefined);
  return write;
}
