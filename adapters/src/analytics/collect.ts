import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { PageView, StoredView } from '@bulletin/contract';
import { deviceOf } from './device.js';
import { sourceOf } from './sources.js';
import type { VisitorHasher } from './visitor.js';

/**
 * Whether a beacon counts, and what of it is stored (docs/decisions/0028-analytics-storage.md):
 * - not counted: bots and crawlers (`isbot`'s maintained list; an empty user agent too), prefetches
 *   (`Sec-Purpose: prefetch`, `Purpose: prefetch`, `X-Moz: prefetch`);
 * - counted as a view but not as a visitor: readers who ask not to be tracked (`Sec-GPC: 1`, `DNT: 1`);
 * - stored: the page, article, language, source group, referrer domain, campaign, device class and the day's
 *   visitor hash, never the address or the user agent.
 */
export type Request = { headers: IncomingHttpHeaders; address: string; at: number; siteHost: string };

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
};

export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) => header(headers, name).split(/[;,\s]/).includes('prefetch'));
}

export function optsOut(headers: IncomingHttpHeaders): boolean {
  return header(headers, 'sec-gpc') === '1' || header(headers, 'dnt') === '1';
}

/** The view to store, or null when it does not count. */
export function viewToStore(view: PageView, request: Request, visitorOf: VisitorHasher): StoredView | null {
  const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
  if (!userAgent || isbot(userAgent) || isPrefetch(request.headers)) return null;
  return {
    at: request.at,
    path: view.path,
    articleId: view.articleId ?? null,
    locale: view.locale,
    ...sourceOf(view, request.siteHost),
    device: deviceOf(userAgent),
    visitor: optsOut(request.headers) ? null : visitorOf(request.address, userAgent),
  };
}
