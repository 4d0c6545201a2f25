import { Router } from 'express';
import { newsletterSchema } from '@bulletin/contract';
import { parseOrThrow } from '../validate.js';
import { clientIp, send, type Deps } from '../http.js';
import { newsletterLimit } from '../newsletter-limit.js';

export function newsletterRoutes({ strapi, env }: Deps): Router {
  const router = Router();
  router.post('/newsletter', newsletterLimit(env), async (req, res) => {
    const { email } = parseOrThrow(newsletterSchema, req.body);
    await strapi({ method: 'POST', path: '/newsletter-subscribers/subscribe', body: { data: { email } }, clientIp: clientIp(req) });
    send(res, {});
  });
  return router;
}
