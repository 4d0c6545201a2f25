import { Router } from 'express';
import { send } from '../http/route.js';
import type { Deps } from './deps.js';
import { ServiceUnavailableError } from '../http/errors.js';

/** How long Strapi (and, through it, the database) may take before the adapters call themselves not ready. */
const READY_TIMEOUT_MS = 2000;

/**
 * `GET /api/health`: liveness, the adapters' process answers (nothing else is asked).
 * `GET /api/ready`: readiness, Strapi answers and its database runs a query (`GET /api/ready` in Strapi,
 * cms/src/api/health) within READY_TIMEOUT_MS; else 503 'Not ready'. Both are `private, no-store` (not public
 * reads: apiCacheScope), so the read cache never keeps them.
 */
export function healthRoutes({ connect }: Deps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    send(res, { status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    try {
      await connect({ signal: AbortSignal.timeout(READY_TIMEOUT_MS) }).get('/ready');
    } catch {
      throw new ServiceUnavailableError('Not ready');
    }
    send(res, { status: 'ready', checks: { strapi: 'ok', database: 'ok' } });
  });
  return router;
}
