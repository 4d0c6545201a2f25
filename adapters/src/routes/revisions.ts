import { Router, type Request } from 'express';
import { articleFromStrapi } from '../translate/article.js';
import { paginationQuery } from '../translate/query.js';
import { revisionFromStrapi, revisionListFromStrapi, type StrapiRevision, type StrapiRevisionSummary } from '../translate/revision.js';
import type { StrapiArticle, StrapiList, StrapiSingle } from '../translate/types.js';
import { param, send } from '../http/route.js';

/**
 * An article's revisions (docs/api.md "Article revisions"): its history, one snapshot, and a restore. Strapi
 * decides who may (cms/src/api/article-revision: whoever may edit the article; a restore under the editorial
 * rules of a PUT). Never public: not in the read cache (`apiCacheScope`), always `private, no-store`.
 */
export function revisionRoutes(): Router {
  const router = Router();
  const history = (req: Request) => `/articles/${param(req, 'id')}/revisions`;

  router.get('/articles/:id/revisions', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    let query;
    try {
      query = paginationQuery(req.query as Record<string, unknown>);
    } catch (error) {
      // The caller before the query: someone who may not see this history learns that, not what a good page is.
      await strapi.get(history(req), { pagination: { page: 1, pageSize: 1 } });
      throw error;
    }
    send(res, revisionListFromStrapi(await strapi.get<StrapiList<StrapiRevisionSummary>>(history(req), query)));
  });

  router.get('/articles/:id/revisions/:revisionId', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { data } = await strapi.get<StrapiSingle<StrapiRevision>>(`${history(req)}/${param(req, 'revisionId')}`);
    send(res, revisionFromStrapi(data));
  });

  router.post('/articles/:id/revisions/:revisionId/restore', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const { data } = await strapi.post<StrapiSingle<StrapiArticle>>(`${history(req)}/${param(req, 'revisionId')}/restore`);
    send(res, articleFromStrapi(data));
  });

  return router;
}
