import { Router } from 'express';
import { commentSchema } from '@bulletin/contract';
import { commentFromStrapi } from '../translate/comment.js';
import type { StrapiComment } from '../translate/types.js';
import { param, send } from '../http/route.js';
import { createInput } from './write-input.js';

export function commentRoutes(): Router {
  const router = Router();

  router.get('/articles/:id/comments', async (req, res) => {
    const { data } = await res.locals.strapi.get<{ data: StrapiComment[] }>(`/articles/${param(req, 'id')}/comments`);
    send(res, data.map(commentFromStrapi));
  });

  router.post('/articles/:id/comments', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, commentSchema, req.body);
    const { data } = await strapi.post<{ data: StrapiComment }>(`/articles/${param(req, 'id')}/comments`, { data: { content: input.content } });
    send(res, commentFromStrapi(data), 201);
  });

  router.delete('/comments/:id', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    await strapi.delete(`/comments/${param(req, 'id')}`);
    send(res, {});
  });

  return router;
}
