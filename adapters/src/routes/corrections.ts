import { Router } from 'express';
import { correctionSchema } from '@bulletin/contract';
import { articleFromStrapi } from '../translate/article.js';
import { correctionListFromStrapi } from '../translate/correction.js';
import type { StrapiArticle, StrapiCorrectionEntry, StrapiSingle } from '../translate/types.js';
import { param, send } from '../http/route.js';
import { createInput } from './write-input.js';

/**
 * Corrections of published articles (docs/product.md#corrections, docs/decisions/0030-corrections.md): attached
 * and changed by editors and admins (Strapi's role matrix; its rule in cms/src/articles/corrections.ts), never
 * deleted; the latest across the site for everyone (a public read, purged with the article lists).
 */
export function correctionRoutes(): Router {
  const router = Router();
  const corrections = (id: string) => `/articles/${encodeURIComponent(id)}/corrections`;

  router.get('/corrections', async (_req, res) => {
    const { data } = await res.locals.strapi.get<{ data: StrapiCorrectionEntry[] }>('/corrections');
    send(res, correctionListFromStrapi(data));
  });

  router.post('/articles/:id/corrections', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, correctionSchema, req.body);
    const { data } = await strapi.post<StrapiSingle<StrapiArticle>>(corrections(param(req, 'id')), { data: input });
    send(res, articleFromStrapi(data), 201);
  });

  router.put('/articles/:id/corrections/:correctionId', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, correctionSchema, req.body);
    const { data } = await strapi.put<StrapiSingle<StrapiArticle>>(`${corrections(param(req, 'id'))}/${encodeURIComponent(param(req, 'correctionId'))}`, {
      data: input,
    });
    send(res, articleFromStrapi(data));
  });

  return router;
}
