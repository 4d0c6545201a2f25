import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { busDatabase, type Env } from '../env.js';
import { createReadCache } from './read-cache.js';
import { createPurgeBus } from './purge-bus.js';
import { PURGE_PATH, receivePurge } from './purge-receiver.js';
import type { PurgeChange as Change } from '@bulletin/contract';
import { statSync } from 'node:fs';
import path from 'node:path';
import { createReaderRoles } from './reader-roles.js';
import { createStrapiConnection } from '../strapi/client.js';
import { log, sendRequestId } from '../middleware/request-log.js';
import { cmsReachability } from '../strapi/reachability.js';

/** The frontend build served now: index.html's modification time (a deploy copies a new one in place). */
function frontendBuild(dist: string): string {
  try {
    return String(statSync(path.join(dist, 'index.html')).mtimeMs);
  } catch {
    return '';
  }
}

/**
 * The server's request listener: Strapi's purge notices, then the public read cache, then the Express app.
 * With the cache off (READ_CACHE_MAX_BYTES=0) every other request goes to the app. `onChanges` hears every
 * purge too (the live hub: live/hub.ts), from Strapi or from another instance; without PURGE_SECRET no notice
 * is received at all.
 */
export async function startReadPath(
  app: RequestListener,
  env: Env,
  { pages = false, onChanges }: { pages?: boolean; onChanges?: (changes: Change[]) => void } = {},
) {
  if (!env.PURGE_SECRET) {
    return { listener: app, close: async () => undefined };
  }
  const cache = env.READ_CACHE_MAX_BYTES === 0 ? null : await createReadCache(app, {
    maxBytes: env.READ_CACHE_MAX_BYTES,
    freshMs: env.READ_CACHE_FRESH_MS,
    staleMs: env.READ_CACHE_STALE_MS,
    staleIfErrorMs: env.READ_CACHE_STALE_IF_ERROR_MS,
    pages,
    currentBuild: () => frontendBuild(env.FRONTEND_DIST),
    // A read's question: it waits for Strapi no longer than any read does.
    isPlainReader: createReaderRoles(createStrapiConnection(env.CMS_URL, env.UPSTREAM_READ_TIMEOUT_MS)),
  });
  const apply = (changes: Change[]) => {
    cache?.purge(changes);
    onChanges?.(changes);
  };
  const bus = await createPurgeBus(busDatabase(env), apply);
  // Strapi answers again after it did not: a write it committed just before it stopped may never have sent its
  // purge notice, so everything kept may be stale (docs/decisions/0024-supervisor-and-stale-if-error.md).
  const stopWatching = cmsReachability.onRecovery(() => {
    log.info('the content service answers again: the read cache starts afresh');
    apply([{ type: 'all' }]);
  });
  const purge = receivePurge(env.PURGE_SECRET, async (changes: Change[]) => {
    apply(changes);
    await bus.publish(changes);
  });

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === PURGE_PATH) return sendRequestId(req, res, () => purge(req, res));
    if (!cache?.serve(req, res)) app(req, res);
  };
  return {
    listener,
    close: async () => {
      stopWatching();
      await bus.close();
      await cache?.close();
    },
  };
}
