import { Router } from 'express';
import { ERROR_MESSAGES, isAuthorSlug } from '@bulletin/contract';
import { authorFromStrapi, staffMemberFromStrapi } from '../translate/author.js';
import type { StrapiAuthor, StrapiStaffMember } from '../translate/types.js';
import { NotFoundError } from '../http/errors.js';
import { param, send } from '../http/route.js';

/**
 * `GET /authors/:slug`: an author page's person (docs/product.md#author-pages), the same for every reader: read
 * anonymously. A 404 when the account has no public page (not staff, blocked, or no published article).
 */
export function authorRoutes(): Router {
  const router = Router();
  router.get('/authors/:slug', async (req, res) => {
    const slug = param(req, 'slug');
    // Anything but an author slug names no author (and never reaches the database).
    if (!isAuthorSlug(slug)) throw new NotFoundError(ERROR_MESSAGES.authorNotFound);
    const { data } = await res.locals.strapi.as(null).get<{ data: StrapiAuthor }>(`/authors/${encodeURIComponent(slug)}`);
    send(res, authorFromStrapi(data));
  });
  // `GET /staff`: the newsroom's staff by name, whom an article may credit as a co-author; staff only (the role matrix).
  router.get('/staff', async (_req, res) => {
    const { data } = await res.locals.strapi.signedIn().get<{ data: StrapiStaffMember[] }>('/staff');
    send(res, data.map(staffMemberFromStrapi));
  });
  return router;
}
