import type { Locale, PageView } from '@bulletin/contract';

/** The analytics route a reader page reports its view to (docs/api.md#page-views). */
export const PAGE_VIEWS_PATH = '/api/analytics/views';

const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** The beacon's body (the contract's `pageViewSchema`): the page, its article, language, referrer and `utm_*`. */
export function pageViewBody(page: { path: string; search: string; locale: Locale; articleId: string | null; referrer: string }): PageView {
  const query = new URLSearchParams(page.search);
  const utm: PageView['utm'] = {};
  for (const name of UTM) {
    const value = query.get(`utm_${name}`)?.trim().slice(0, 200);
    if (value) utm[name] = value;
  }
  return { path: page.path.slice(0, 2000), articleId: page.articleId, locale: page.locale, referrer: page.referrer.slice(0, 2000), utm };
}

/** Sends the view without waiting for an answer (`navigator.sendBeacon`); a browser without it sends nothing. */
export function sendPageView(body: PageView): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(PAGE_VIEWS_PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
