import type { Core } from '@strapi/strapi';
import { PUBLISHED } from '@bulletin/contract';
import { deliver, type Change } from './notices';
import { queryOf } from '../db/queries';

/**
 * Scheduled appearance: a published article whose publishDate is still ahead becomes public at that moment
 * without any write (`access/visibility.ts`), so its due time is a change too. The watch sleeps until the next due
 * publishDate (one query on the `(editorialStatus, publishDate, id)` index of `db/read-path-indexes.ts`), then sends an article notice for every
 * article that came due since its last look. It looks again at least every RECHECK_MS (writes made by another
 * Strapi process) and sooner when a write here schedules an earlier article (`noteArticleSchedule`). Each Strapi
 * process runs its own watch; a duplicate notice is harmless.
 */
const UID = 'api::article.article';
const RECHECK_MS = 60_000;

let strapiRef: Core.Strapi | null = null;
let timer: NodeJS.Timeout | undefined;
/** When the armed timer fires (ms since epoch). */
let wakeAt = Infinity;
/** Articles due up to this moment have been announced. */
let seenUpTo = 0;
/** The earliest future publishDate a write here has scheduled (kept until it passes, so no look forgets it). */
let noted = Infinity;
let running: Promise<void> | null = null;
let again = false;
const dueListeners = new Set<() => void>();

function arm(at: number): void {
  clearTimeout(timer);
  const now = Date.now();
  if (noted <= now) noted = Infinity;
  wakeAt = Math.min(at, noted, now + RECHECK_MS);
  timer = setTimeout(() => void look(), Math.max(0, wakeAt - now));
  timer.unref();
}

async function lookOnce(strapi: Core.Strapi): Promise<void> {
  const now = new Date();
  const articles = queryOf(strapi, UID);
  const due = await articles.findMany({
    where: { editorialStatus: PUBLISHED, publishDate: { $gt: new Date(seenUpTo).toISOString(), $lte: now.toISOString() } },
    select: ['documentId', 'slug'],
    populate: { category: { select: ['documentId'] } },
  });
  seenUpTo = now.getTime();
  const changes: Change[] = due.map((a) => ({
    type: 'article',
    id: a.documentId,
    slug: a.slug ?? '',
    categoryIds: a.category?.documentId ? [a.category.documentId] : [],
  }));
  await deliver(changes);
  if (due.length) for (const listener of dueListeners) listener();
  const next = await articles.findOne({
    where: { editorialStatus: PUBLISHED, publishDate: { $gt: now.toISOString() } },
    select: ['publishDate'],
    orderBy: { publishDate: 'asc' },
  });
  const nextAt = next?.publishDate ? new Date(next.publishDate).getTime() : Infinity;
  if (strapiRef) arm(nextAt);
}

/** One look at a time; a look asked for meanwhile runs right after. */
async function look(): Promise<void> {
  const strapi = strapiRef;
  if (!strapi) return;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await lookOnce(strapi);
      } catch (error) {
        strapi.log.error(`[schedule] could not look for due articles: ${String(error)}`);
        if (strapiRef) arm(Date.now() + 5_000);
      }
    } while (again && strapiRef);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** A write here published an article for `at`: wake up then if that is sooner than planned. */
export function noteArticleSchedule(at: Date): void {
  const time = at.getTime();
  if (!strapiRef || !Number.isFinite(time) || time <= Date.now()) return;
  noted = Math.min(noted, time);
  if (time < wakeAt) arm(time);
}

/** `listener` is called whenever a look finds articles that fell due (after their notice). */
export function onArticlesDue(listener: () => void): void {
  dueListeners.add(listener);
}

/** At bootstrap: articles due from now on are announced. */
export function startScheduleWatch(strapi: Core.Strapi): void {
  strapiRef = strapi;
  seenUpTo = Date.now();
  void look();
}

/** In destroy: no more looks. */
export async function stopScheduleWatch(): Promise<void> {
  strapiRef = null;
  clearTimeout(timer);
  timer = undefined;
  wakeAt = Infinity;
  noted = Infinity;
  dueListeners.clear();
  await running?.catch(() => undefined);
}
