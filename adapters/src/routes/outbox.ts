import { Router } from 'express';
import { DEFAULT_PAGE_SIZE, paginationParamsSchema } from '@bulletin/contract';
import { outboxListFromStrapi, outboxMessageFromStrapi, type StrapiOutboxMessage, type StrapiOutboxSummary } from '../translate/outbox.js';
import type { StrapiList } from '../translate/types.js';
import { parseForCaller } from '../http/validate.js';
import { send } from '../http/route.js';

/**
 * GET /outbox and /outbox/:id: the e-mails a site without SMTP_URL wrote to its outbox, newest first (admins only,
 * by Strapi's role matrix; 404 when e-mail goes to an SMTP server). Never cached (`apiCacheScope`: private).
 */
export function outboxRoutes(): Router {
  const router = Router();

  router.get('/outbox', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    // The caller before the query: a reporter's bad query is their 403, not a 400.
    const params = await parseForCaller(paginationParamsSchema, req.query, () => strapi.get('/outbox', { page: 1, limit: 1 }));
    const query = { page: params.page ?? 1, limit: params.limit ?? DEFAULT_PAGE_SIZE };
    send(res, outboxListFromStrapi(await strapi.get<StrapiList<StrapiOutboxSummary>>('/outbox', query)));
  });

  router.get('/outbox/:id', async (req, res) => {
    const { data } = await res.locals.strapi.signedIn().get<{ data: StrapiOutboxMessage }>(`/outbox/${encodeURIComponent(req.params.id)}`);
    send(res, outboxMessageFromStrapi(data));
  });

  return router;
}
