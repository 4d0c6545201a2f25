import { apiCacheScope } from '../middleware/cache-control.js';
import { cacheKey } from './cache-key.js';
import { apiReads, FEED_READS, READER_PAGE_PARAMS } from './query-params.js';
import { remember } from './remember.js';
import { isFeed, isReaderPage } from './tags.js';

/** How the read cache may answer a request for one address. */
export type CacheRoute = {
  /** The normalised address its answer is kept under, with only the parameters the route reads (cache-key.ts). */
  key: string;
  pathname: string;
  /** A feed or a reader page: the same answer for every caller, signed in or not. */
  forEveryone: boolean;
  /** A public API read that a signed-in plain reader shares with anonymous readers. */
  sharedWithReaders: boolean;
};

/** The prefix of the API's addresses. */
export const API = '/api';

/** Public answers a signed-in plain reader gets exactly as an anonymous reader does. Not one article: its answer says whether this reader liked it. */
const SHARED_WITH_READERS = [
  /^\/articles\/?$/,
  /^\/articles\/[^/]+\/comments\/?$/,
  /^\/categories(\/[^/]+)?\/?$/,
  /^\/authors\/[^/]+\/?$/,
  /^\/live(\/[^/]+)?\/?$/,
  /^\/corrections\/?$/,
];

/**
 * The route of a GET for `url` (the request's path and query as sent), or null when the cache never answers
 * it and the Express app does. `pages`: whether reader pages are rendered on the server and so may be kept.
 */
export function cacheRoute(url: string, pages: boolean): CacheRoute | null {
  const { pathname, searchParams } = new URL(url, 'http://bulletin.invalid');
  // Only an address the URL parser left as it was: dot segments ('/uploads/%2e%2e/api/…') are Express's to refuse.
  if (pathname !== url.split('?')[0]) return null;
  if (isFeed(pathname)) return { key: cacheKey(pathname, searchParams, FEED_READS), pathname, forEveryone: true, sharedWithReaders: true };
  if (pages && isReaderPage(pathname)) return { key: cacheKey(pathname, searchParams, READER_PAGE_PARAMS), pathname, forEveryone: true, sharedWithReaders: true };
  if (!pathname.startsWith(`${API}/`)) return null;
  const apiPath = pathname.slice(API.length);
  // Public or not is judged on the address as sent (`status=` asks for a staff list), before any parameter is dropped.
  if (apiCacheScope('GET', apiPath, searchParams, false) !== 'public') return null;
  const key = cacheKey(pathname, searchParams, apiReads(apiPath));
  return { key, pathname, forEveryone: false, sharedWithReaders: SHARED_WITH_READERS.some((route) => route.test(apiPath)) };
}

/**
 * `cacheRoute` remembered for the last `max` addresses of up to 1 kB asked: a hit on a popular address then costs
 * one lookup instead of a URL parse, a sorted query and a few regular expressions. A flood of distinct addresses
 * only empties the memory (at most `max` × 1 kB) and starts again.
 */
export function rememberRoutes(pages: boolean, max = 2000): (url: string) => CacheRoute | null {
  return remember((url) => cacheRoute(url, pages), max, 1024);
}
