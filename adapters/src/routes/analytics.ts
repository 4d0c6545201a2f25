import { Router } from 'express';
import { send } from '../http/route.js';

export function analyticsRoutes(): Router {
  const router = Router();
  router.get('/analytics/dashboard', async (_req, res) => {
    const { data } = await res.locals.strapi.signedIn().get<{ data: Record<string, number> }>('/analytics/dashboard');
    send(res, data);
  });
  return router;
}
