import { Router } from 'express';
import { categorySchema } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';
import { categoryFromStrapi, categoryInputToStrapi } from '../translate/category.js';
import type { StrapiCategory } from '../translate/types.js';
import { clientIp, param, parseSignedIn, requireToken, send, type Deps } from '../http.js';

export function categoryRoutes({ strapi }: Deps): Router {
  const router = Router();

  router.get('/categories', async (req, res) => {
    const { data } = await strapi<{ data: StrapiCategory[] }>({ path: '/categories', clientIp: clientIp(req) });
    send(res, data.map(categoryFromStrapi));
  });

  router.get('/categories/:id', async (req, res) => {
    const { data } = await strapi<{ data: StrapiCategory }>({ path: `/categories/${param(req, 'id')}`, clientIp: clientIp(req) });
    send(res, categoryFromStrapi(data));
  });

  router.post('/categories', async (req, res) => {
    const token = requireToken(req);
    const input = await parseSignedIn({ strapi }, req, token, categorySchema, req.body);
    const { data } = await strapi<{ data: StrapiCategory }>({
      method: 'POST',
      path: '/categories',
      body: { data: categoryInputToStrapi(input) },
      token,
      clientIp: clientIp(req),
    });
    send(res, categoryFromStrapi(data), 201);
  });

  router.put('/categories/:id', async (req, res) => {
    const token = requireToken(req);
    const { data: current } = await strapi<{ data: StrapiCategory }>({ path: `/categories/${param(req, 'id')}`, clientIp: clientIp(req) });
    const stored = {
      name: current.name,
      description: current.description ?? '',
      color: current.color ?? undefined,
      icon: current.icon ?? '',
      order: current.order ?? 0,
      parentCategory: current.parentCategory?.documentId ?? null,
    };
    const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
    const input = parseOrThrow(categorySchema, { ...stored, ...body });
    const { data } = await strapi<{ data: StrapiCategory }>({
      method: 'PUT',
      path: `/categories/${encodeURIComponent(current.documentId)}`,
      body: { data: categoryInputToStrapi(input) },
      token,
      clientIp: clientIp(req),
    });
    send(res, categoryFromStrapi(data));
  });

  router.delete('/categories/:id', async (req, res) => {
    const token = requireToken(req);
    await strapi({ method: 'DELETE', path: `/categories/${param(req, 'id')}`, token, clientIp: clientIp(req) });
    send(res, {});
  });

  return router;
}
