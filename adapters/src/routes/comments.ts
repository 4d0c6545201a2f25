import { Router } from 'express';
import { commentSchema } from '@bulletin/contract';
import { commentFromStrapi } from '../translate/comment.js';
import type { StrapiComment } from '../translate/types.js';
import { bearer, clientIp, param, parseSignedIn, requireToken, send, type Deps } from '../http.js';

export function commentRoutes({ strapi }: Deps): Router {
  const router = Router();

  router.get('/articles/:id/comments', async (req, res) => {
    const { data } = await strapi<{ data: StrapiComment[] }>({ path: `/articles/${param(req, 'id')}/comments`, token: bearer(req), clientIp: clientIp(req) });
    send(res, data.map(commentFromStrapi));
  });

  router.post('/articles/:id/comments', async (req, res) => {
    const token = requireToken(req);
    const input = await parseSignedIn({ strapi }, req, token, commentSchema, req.body);
    const { data } = await strapi<{ data: StrapiComment }>({
      method: 'POST',
      path: `/articles/${param(req, 'id')}/comments`,
      body: { data: { content: input.content } },
      token,
      clientIp: clientIp(req),
    });
    send(res, commentFromStrapi(data), 201);
  });

  router.delete('/comments/:id', async (req, res) => {
    const token = requireToken(req);
    await strapi({ method: 'DELETE', path: `/comments/${param(req, 'id')}`, token, clientIp: clientIp(req) });
    send(res, {});
  });

  return router;
}
