import type { RequestHandler } from 'express';
import type { Env } from '../env.js';

/**
 * Who may keep an API answer (docs/product.md#freshness; headers: docs/operations.md#caching-headers). Public reads — the same answer for every anonymous
 * reader — get a short shared cache (PUBLIC_CACHE_CONTROL); everything that depends on the caller and every
 * write is `private, no-store`. Errors are never kept (`NO_STORE`, set by the envelope handler in app.ts).
 *
 * `apiCacheScope` takes plain values (no Express request), so a read cache in front of Express can ask the
 * very same question.
 */
export const NO_STORE = 'private, no-store';

/**
 * The site's HTML (the built index.html, a server-rendered reader page) and its files without a content hash:
 * kept, but asked again every time (an ETag makes that a 304), so a new build or a changed article shows at once.
 */
export const REVALIDATE = 'no-cache';

export type CacheScope = 'public' | 'private';

/**
 * Reads that are public when no token is sent: articles, article lists and search, an article's comments, the
 * categories, live stories. With a token every answer is private, even the categories (the same for everyone): a signed-in
 * caller may have just changed them, and `stale-while-revalidate` would let their own browser show the old
 * answer once more.
 */
const PUBLIC_WITHOUT_TOKEN = [
  /^\/articles\/?$/,
  /^\/articles\/[^/]+\/?$/,
  /^\/articles\/[^/]+\/comments\/?$/,
  /^\/categories\/?$/,
  /^\/categories\/[^/]+\/?$/,
  // An author page's person.
  /^\/authors\/[^/]+\/?$/,
  // Live coverage: the running stories and one story with its entries (its event stream is never public).
  /^\/live\/?$/,
  /^\/live\/[^/]+\/?$/,
  // The latest corrections across the site (docs/product.md#corrections).
  /^\/corrections\/?$/,
];

/**
 * @param method the request's method
 * @param pathname the path under `/api` (`/articles/some-slug`)
 * @param search the query string (`status=` and `locale=all` ask for a staff list of articles: never shared)
 * @param hasToken whether an Authorization header was sent
 */
export function apiCacheScope(method: string, pathname: string, search: URLSearchParams, hasToken: boolean): CacheScope {
  if (method !== 'GET' && method !== 'HEAD') return 'private';
  if (hasToken || search.has('status')) return 'private';
  if (search.get('locale') === 'all' && /^\/articles\/?$/.test(pathname)) return 'private';
  return PUBLIC_WITHOUT_TOKEN.some((route) => route.test(pathname)) ? 'public' : 'private';
}

/** Sets Cache-Control on every API answer before the route runs (the envelope handler turns errors to no-store). */
export function apiCacheControl(env: Pick<Env, 'PUBLIC_CACHE_CONTROL'>): RequestHandler {
  return (req, res, next) => {
    const search = new URL(req.originalUrl, 'http://bulletin.invalid').searchParams;
    const scope = apiCacheScope(req.method, req.path, search, req.get('authorization') !== undefined);
    res.setHeader('Cache-Control', scope === 'public' ? env.PUBLIC_CACHE_CONTROL : NO_STORE);
    // A shared cache must not hand an anonymous answer to a signed-in reader (a reporter sees more).
    res.vary('Authorization');
    next();
  };
}
