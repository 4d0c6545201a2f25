import type { Core } from '@strapi/strapi';
import type { ViewsConfig } from '../../config/views';
import { tableOf } from '../db/tables';

/**
 * Article views counted in memory and written in batches: a breaking story's thousands of visits a second
 * become one `UPDATE … SET views = views + n` per article per flush (VIEW_FLUSH_MS), not one write each.
 *
 * - Strapi owns the database, so the counts live here: every adapters instance sends its views to Strapi, and
 *   the SQL increment keeps every Strapi instance exact (no read-then-write).
 * - A view's answer is the stored count plus what this instance still holds for the article, and never less than
 *   one more than its previous answer: the stored count is read before a flush may move pending views into it,
 *   so without that floor two answers could repeat a number. Answers stay within the true total.
 * - No acknowledged view is lost: a failed write puts its counts back; on shutdown (Strapi's `destroy`, run on
 *   SIGTERM / SIGINT) the counter flushes, and views arriving after that are written at once.
 */
const UID = 'api::article.article';

const pending = new Map<number, number>();
/** The last count this instance answered per article (the floor of its next answer). */
const lastShown = new Map<number, number>();
let timer: NodeJS.Timeout | undefined;
let closing = false;
let chain: Promise<void> = Promise.resolve();

async function increment(strapi: Core.Strapi, id: number, by: number): Promise<number> {
  const { table, column } = tableOf(strapi, UID);
  const rows = await strapi.db.connection<Record<string, number>>(table).where({ id }).increment(column('views'), by).returning(column('views'));
  return Number(rows[0]?.[column('views')] ?? 0);
}

async function writePending(strapi: Core.Strapi): Promise<void> {
  const batch = [...pending.entries()];
  pending.clear();
  for (const [id, count] of batch) {
    try {
      await increment(strapi, id, count);
    } catch (error) {
      pending.set(id, (pending.get(id) ?? 0) + count);
      strapi.log.error(`[views] could not write ${count} view(s) of article ${id}; kept for the next flush: ${String(error)}`);
    }
  }
}

/** Writes what is pending; flushes run one after another, never two at once. */
function flushViews(strapi: Core.Strapi): Promise<void> {
  chain = chain.then(() => writePending(strapi));
  return chain;
}

/**
 * Counts one view of the article (its database id, whose stored count is `stored`) and returns the count to
 * show. While the counter is stopping, the view is written straight away.
 */
export async function countView(strapi: Core.Strapi, id: number, stored: number): Promise<number> {
  let count: number;
  if (closing) {
    count = await increment(strapi, id, 1);
  } else {
    const held = (pending.get(id) ?? 0) + 1;
    pending.set(id, held);
    count = stored + held;
  }
  const shown = Math.max(count, (lastShown.get(id) ?? 0) + 1);
  lastShown.set(id, shown);
  return shown;
}

/** The count to show for an article without counting a view (a visitor's repeated view): what `countView` shows. */
export function shownViews(id: number, stored: number): number {
  return Math.max(stored + (pending.get(id) ?? 0), lastShown.get(id) ?? 0);
}

/** At bootstrap: the flush timer. */
export function startViewCounter(strapi: Core.Strapi): void {
  const { flushMs } = strapi.config.get<ViewsConfig>('views');
  closing = false;
  timer = setInterval(() => void flushViews(strapi), flushMs);
  timer.unref();
}

/** In Strapi's `destroy` (graceful shutdown): stop the timer, write everything, count later views directly. */
export async function stopViewCounter(strapi: Core.Strapi): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  closing = true;
  await flushViews(strapi);
}
