import { Router } from 'express';
import { isClientRenderedScreen, pageViewSchema } from '@bulletin/contract';
import { send } from '../http/route.js';
import { parseOrThrow } from '../http/validate.js';
import { viewToStore } from '../analytics/collect.js';
import { viewBufferFor, type ViewBuffer } from '../analytics/view-buffer.js';
import { visitorHasher } from '../analytics/visitor.js';
import type { Deps } from './deps.js';

export function analyticsRoutes({ env, views }: Deps): Router {
  const router = Router();
  router.get('/analytics/dashboard', async (_req, res) => {
    const { data } = await res.locals.strapi.signedIn().get<{ data: Record<string, number> }>('/analytics/dashboard');
    send(res, data);
  });

  // A reader page's beacon (docs/decisions/0028-analytics-storage.md): answered at once (204); the view, if it
  // counts, joins the batch this instance hands to Strapi. The newsroom's and account screens are never counted.
  const buffer: ViewBuffer = views ?? viewBufferFor(env);
  const visitorOf = visitorHasher();
  const siteHost = new URL(env.PUBLIC_URL).hostname;
  router.post('/analytics/views', (req, res) => {
    const view = parseOrThrow(pageViewSchema, req.body);
    res.status(204).end();
    if (isClientRenderedScreen(view.path)) return;
    const stored = viewToStore(view, { headers: req.headers, address: req.ip ?? '', at: Date.now(), siteHost }, visitorOf);
    if (stored) buffer.add(stored);
  });
  return router;
}
