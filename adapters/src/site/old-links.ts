import { Router, type RequestHandler } from 'express';
import { parsePublishDate } from '@bulletin/contract';
import { NotFoundError } from '../http/errors.js';
import type { Deps } from '../routes/deps.js';
import { log } from '../middleware/request-log.js';

/**
 * Old WordPress links keep working after an import (`npm run import -- wordpress …`): `/?p=123` and
 * `/YYYY/MM/DD/slug/` (WordPress's "day and name" permalinks, also without the last slash, and `/index.php?p=`)
 * answer `301` with `Location: /article/<slug>` when the post became an article the public may read (a dated
 * address by its slug and its day: the one WordPress gave that post; cms/src/api/redirect). Anything
 * else goes on to the page renderer, so an unknown old link is the site's normal 404 page. Mounted by `app.ts`
 * before the site's pages; Strapi's `GET /api/redirects/wordpress` does the lookup (cms/src/api/redirect).
 */
export type OldLink = { p: string } | { slug: string; date: string };

const DATED = /^\/(\d{4})\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/([^/]+)\/?$/;

/** What an address names in WordPress's terms, or null when it is no old link. */
export function oldLinkOf(pathname: string, query: URLSearchParams): OldLink | null {
  if (pathname === '/' || pathname === '/index.php') {
    const p = query.get('p');
    return p && /^[1-9]\d{0,9}$/.test(p) ? { p } : null;
  }
  const dated = DATED.exec(pathname);
  if (!dated) return null;
  // The day is part of the address: it must be one (not 2024/02/30), and the article must have had it.
  const date = `${dated[1]}-${dated[2]}-${dated[3]}`;
  if (!parsePublishDate(date)) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(dated[4] ?? '');
  } catch {
    return null;
  }
  return slug && slug.length <= 400 ? { slug: slug.normalize('NFC').toLowerCase(), date } : null;
}

/** A moved page: kept by browsers and CDNs for an hour (an article may be unpublished later). */
const MOVED_CACHE = 'public, max-age=3600';

export function oldLinkRoutes({ connect }: Deps): Router {
  const router = Router();
  const strapi = connect();
  const redirect: RequestHandler = async (req, res, next) => {
    const search = new URL(req.originalUrl, 'http://bulletin.invalid').searchParams;
    const link = oldLinkOf(req.path, search);
    if (!link) return next();
    try {
      const { data } = await strapi.get<{ data: { slug: string } }>('/redirects/wordpress', link);
      res.setHeader('Cache-Control', MOVED_CACHE);
      res.redirect(301, `/article/${encodeURIComponent(data.slug)}`);
    } catch (err) {
      // Not an imported, public article: the address is what it would have been without this route.
      if (!(err instanceof NotFoundError)) log.warn({ err }, 'old link lookup failed');
      next();
    }
  };
  router.get('/', redirect);
  router.get('/index.php', redirect);
  // With or without the last slash (Express's routes are not strict).
  router.get('/:year/:month/:day/:slug', redirect);
  return router;
}
