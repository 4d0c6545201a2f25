import { Router } from 'express';
import type { SiteSettings } from '@bulletin/contract';
import { send } from '../http/route.js';
import type { Deps } from './deps.js';

/**
 * `GET /api/settings`: the site's settings the browser needs and cannot know otherwise — the newsroom's time
 * zone (`NEWSROOM_TIME_ZONE`, read and checked once at start), in which the editor takes publish dates and the
 * newsroom shows scheduled times (docs/product.md#scheduling; docs/decisions/0018). Public (nothing in it is
 * secret), answered from the environment without asking Strapi; `private, no-store` like every answer that is not
 * a content read.
 */
export function settingsRoutes({ env }: Deps): Router {
  const router = Router();
  router.get('/settings', (_req, res) => {
    const settings: SiteSettings = { timeZone: env.NEWSROOM_TIME_ZONE };
    send(res, settings);
  });
  return router;
}
