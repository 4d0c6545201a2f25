import type { StoredView } from '@bulletin/contract';
import type { Knex } from '../db/setup-lock';
import type { Periods } from './periods';
import { writeTally } from './store-views';
import { COUNTS_TABLE, EVENTS_TABLE, VISITS_TABLE } from './tables';
import { emptyTally, tallyView } from './tally';

/**
 * Counts page views again from the raw rows (docs/decisions/0034-analytics-counts.md): for a site whose counting
 * tables are new (they replaced the first storage's hourly rollup), and for `npm run bench:analytics`, whose
 * generated rows are written straight into the raw table. From the newsroom day of the oldest raw row (retention
 * deletes whole days, so that day is complete) the counts are dropped and made again; older days keep theirs. The
 * rows go by oldest first, a page at a time, each page's counts written in one transaction. Not to be run while
 * views are being stored.
 */
const PAGE = 20_000;
const DAY_MS = 86_400_000;

type EventRow = Record<string, unknown>;

const viewOf = (row: EventRow): StoredView => ({
  at: Number(row.occurred_at),
  path: String(row.path),
  articleId: row.article_id === null ? null : String(row.article_id),
  locale: String(row.locale) as StoredView['locale'],
  source: String(row.source) as StoredView['source'],
  sourceName: row.source_name === null ? null : String(row.source_name),
  referrerDomain: null,
  campaign: null,
  device: String(row.device) as StoredView['device'],
  visitor: row.visitor === null ? null : String(row.visitor),
});

/** Answers how many raw rows were counted. */
export async function recountViews(db: Knex, periods: Periods, progress: (counted: number) => void = () => undefined): Promise<number> {
  const oldest = (await db(EVENTS_TABLE).min({ at: 'occurred_at' }).first()) as { at: unknown } | undefined;
  if (oldest?.at === null || oldest?.at === undefined) return 0;
  const from = periods.dayOf(Number(oldest.at));
  await db(COUNTS_TABLE).where('start', '>=', from).delete();
  await db(VISITS_TABLE).where('start', '>=', from).delete();
  // A visitor hash lives one UTC day: the latest view per visitor and scope is forgotten when the day changes.
  const last = new Map<string, number>();
  let day = -1;
  let after = { at: from, id: 0 };
  let counted = 0;
  for (;;) {
    const rows = (await db(EVENTS_TABLE)
      .select('id', 'occurred_at', 'path', 'article_id', 'locale', 'source', 'source_name', 'device', 'visitor')
      // The first condition alone is what the time index can seek on (PostgreSQL does not derive it from the second).
      .where('occurred_at', '>=', after.at)
      .andWhere((q) => q.where('occurred_at', '>', after.at).orWhere('id', '>', after.id))
      .orderBy([{ column: 'occurred_at' }, { column: 'id' }])
      .limit(PAGE)) as EventRow[];
    if (rows.length === 0) return counted;
    const tally = emptyTally();
    for (const row of rows) {
      const view = viewOf(row);
      const utcDay = Math.floor(view.at / DAY_MS);
      if (utcDay !== day) {
        last.clear();
        day = utcDay;
      }
      tallyView(tally, view, periods, last);
    }
    await db.transaction((trx) => writeTally(trx, tally));
    const end = rows[rows.length - 1]!;
    after = { at: Number(end.occurred_at), id: Number(end.id) };
    counted += rows.length;
    progress(counted);
  }
}
