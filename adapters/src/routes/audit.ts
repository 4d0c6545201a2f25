import { Router } from 'express';
import { auditListParamsSchema } from '@bulletin/contract';
import { auditListFromStrapi, auditListQuery, type StrapiAuditEntry } from '../translate/audit.js';
import type { StrapiList } from '../translate/types.js';
import { parseForCaller } from '../http/validate.js';
import { send } from '../http/route.js';

/**
 * GET /audit: the newsroom's activity log, newest first (admins only, by Strapi's role matrix: anyone else
 * gets Strapi's 403, no token a 401). Never public, so never in the read cache (`apiCacheScope`).
 */
export function auditRoutes(): Router {
  const router = Router();

  router.get('/audit', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    // The caller before the query: a reporter's bad query is their 403, not a 400.
    const params = await parseForCaller(auditListParamsSchema, req.query, () => strapi.get('/audit-entries', { pagination: { page: 1, pageSize: 1 } }));
    send(res, auditListFromStrapi(await strapi.get<StrapiList<StrapiAuditEntry>>('/audit-entries', auditListQuery(params))));
  });

  return router;
}
