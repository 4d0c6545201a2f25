import { Router } from 'express';
import { clientIp, requireToken, send, type Deps } from '../http.js';

export function analyticsRoutes({ strapi }: Deps): Router {
  const router = Router();
  router.get('/analytics/dashboard', async (req, res) => {
    const token = requireToken(req);
    const { data } = await strapi<{ data: Record<string, number> }>({ path: '/analytics/dashboard', token, clientIp: clientIp(req) });
    send(res, data);
  });
  return router;
}
