import { Router } from 'express';
import { newsletterSchema } from '@bulletin/contract';
import { parseOrThrow } from '../http/validate.js';
import { send } from '../http/route.js';
import type { Deps } from './deps.js';
import { newsletterLimit } from '../middleware/newsletter-limit.js';

export function newsletterRoutes({ env }: Deps): Router {
  const router = Router();
  router.post('/newsletter', newsletterLimit(env), async (req, res) => {
    const { email } = parseOrThrow(newsletterSchema, req.body);
    await res.locals.strapi.as(null).post('/newsletter-subscribers/subscribe', { data: { email } });
    send(res, {});
  });
  return router;
}
