import type { StoredView } from '@bulletin/contract';
import type { Periods } from './periods';

/**
 * What a run of page views adds to the counts (docs/decisions/0034-analytics-counts.md). Pure: views in, increments
 * out; the caller writes them.
 *
 * - **Views** per newsroom hour and per newsroom day (`grain` h, d), per dimension: `site` (every page, one row a
 *   period), `page` (the article, '' for a page that is no article), `source` (group and name, every page),
 *   `article_source` (the same, per article), `locale`, `device`.
 * - **Visitors** per newsroom hour and per newsroom day and scope (`*` the whole site, '' pages that are no
 *   article, else the article), with the start of the period of the visitor's previous view in that scope (0: none
 *   that day). A view is written only when it is its visitor's first in its period and scope: the visitors of a
 *   period are then its rows, and those of any stretch of whole periods [from, to) the rows of its periods whose
 *   previous period began before `from`. A visitor hash lives one day (its salt changes daily), so "previous" never
 *   reaches past it.
 * `last` holds the latest view seen per visitor and scope; it is read and updated as the views go by, oldest first.
 */
export type Grain = 'h' | 'd';
export type Dimension = 'site' | 'page' | 'source' | 'article_source' | 'locale' | 'device';
export type CountKey = { grain: Grain; start: number; dimension: Dimension; article_id: string; value: string; detail: string };
export type VisitKey = { grain: Grain; start: number; article_id: string; previous: number };
export type Tally = { counts: Map<string, CountKey & { views: number }>; visits: Map<string, VisitKey & { visitors: number }> };

export const SITE = '*';

export function emptyTally(): Tally {
  return { counts: new Map(), visits: new Map() };
}

function addCount(tally: Tally, key: CountKey): void {
  const id = `${key.grain}\n${key.start}\n${key.dimension}\n${key.article_id}\n${key.value}\n${key.detail}`;
  const row = tally.counts.get(id);
  if (row) row.views += 1;
  else tally.counts.set(id, { ...key, views: 1 });
}

function addVisit(tally: Tally, key: VisitKey): void {
  const id = `${key.grain}\n${key.start}\n${key.article_id}\n${key.previous}`;
  const row = tally.visits.get(id);
  if (row) row.visitors += 1;
  else tally.visits.set(id, { ...key, visitors: 1 });
}

export const lastKey = (visitor: string, scope: string) => `${visitor}\n${scope}`;

/** Adds one view (views must come oldest first). */
export function tallyView(tally: Tally, view: StoredView, periods: Periods, last: Map<string, number>): void {
  const article = view.articleId ?? '';
  const source = { value: view.source, detail: view.sourceName ?? '' };
  const grains = [['h', periods.hourOf], ['d', periods.dayOf]] as const;
  for (const [grain, periodOf] of grains) {
    const start = periodOf(view.at);
    addCount(tally, { grain, start, dimension: 'site', article_id: '', value: '', detail: '' });
    addCount(tally, { grain, start, dimension: 'page', article_id: article, value: '', detail: '' });
    addCount(tally, { grain, start, dimension: 'source', article_id: '', ...source });
    if (article) addCount(tally, { grain, start, dimension: 'article_source', article_id: article, ...source });
    addCount(tally, { grain, start, dimension: 'locale', article_id: '', value: view.locale, detail: '' });
    addCount(tally, { grain, start, dimension: 'device', article_id: '', value: view.device, detail: '' });
  }
  if (!view.visitor) return;
  for (const scope of [SITE, article]) {
    const key = lastKey(view.visitor, scope);
    const previous = last.get(key);
    for (const [grain, periodOf] of grains) {
      const start = periodOf(view.at);
      const previousStart = previous === undefined ? 0 : periodOf(previous);
      // A view older than one already counted (batches of two instances crossing) is never a first.
      if (previous === undefined || previousStart < start) addVisit(tally, { grain, start, article_id: scope, previous: previousStart });
    }
    last.set(key, Math.max(previous ?? view.at, view.at));
  }
}
