import type { Location } from 'react-router-dom';
import { isClientRenderedScreen, splitLocalePath, type PageKind, type PageView } from '@bulletin/contract';

/** The analytics route a reader page reports its view to (docs/api.md#page-views). */
export const PAGE_VIEWS_PATH = '/api/analytics/views';

const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/**
 * The beacon's body (the contract's `pageViewSchema`): the page, its article, its language (the address's), the
 * referrer and `utm_*`; null for the newsroom's and account screens, which are never reported.
 */
export function pageViewBody(page: { pathname: string; search: string }, articleId: string | null, referrer: string): PageView | null {
  if (isClientRenderedScreen(page.pathname)) return null;
  const query = new URLSearchParams(page.search);
  const utm: PageView['utm'] = {};
  for (const name of UTM) {
    const value = query.get(`utm_${name}`)?.trim().slice(0, 200);
    if (value) utm[name] = value;
  }
  return { path: page.pathname.slice(0, 2000), articleId, locale: splitLocalePath(page.pathname).locale, referrer: referrer.slice(0, 2000), utm };
}

/** The last page reported (its location key) and the address it had: the next page's referrer. */
let reported: string | undefined;
let previousUrl: string | undefined;

/**
 * Called with the page shown, its kind (reader/page-kind.ts) and its main record (app/main-record.ts) whenever either changes: each page is
 * reported once, the first (server-rendered) one after hydration with the browser's referrer, each later one with
 * the page before as its referrer. An article page waits for its article (its id is part of the view); a page
 * that is not found or failed to load is not reported.
 */
export function pageShown(kind: PageKind, location: Location, main: { key: unknown; data: unknown; error: unknown }): void {
  if (reported === location.key) return;
  if (kind === 'article' && main.key && main.data === undefined && !main.error) return;
  reported = location.key;
  const referrer = previousUrl ?? document.referrer;
  previousUrl = window.location.href;
  if (kind === 'not-found' || main.error) return;
  const articleId = kind === 'article' ? ((main.data as { _id?: string } | undefined)?._id ?? null) : null;
  const body = pageViewBody(location, articleId, referrer);
  if (body && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(PAGE_VIEWS_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  }
}
