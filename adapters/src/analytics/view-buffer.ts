import { createHmac } from 'node:crypto';
import { PURGE_SIGNATURE_HEADER, PURGE_TIMESTAMP_HEADER, signPurgeNotice, type StoredView } from '@bulletin/contract';
import { log } from '../middleware/request-log.js';
import type { Env } from '../env.js';

/**
 * Counted views held in memory and handed to Strapi in batches (as the article view counter does,
 * cms/src/articles/view-counter.ts): a busy hour's thousands of views a second become one signed
 * `POST /api/analytics/views` per ANALYTICS_FLUSH_MS, or sooner once ANALYTICS_BATCH_SIZE views wait, and Strapi
 * writes each batch in one transaction.
 *
 * - A batch is signed like a purge notice (HMAC-SHA256 over "<timestamp>.<body>" with PURGE_SECRET): only the
 *   adapters may write views. Without the secret nothing is collected (one warning at start).
 * - No acknowledged view is lost while Strapi answers: a failed batch is put back for the next flush (at most
 *   MAX_PENDING views are held; beyond that, while Strapi stays away, the oldest are dropped with a log line).
 * - On shutdown (SIGTERM, SIGINT) the buffer flushes before the process exits; flushes run one after another.
 */
export type ViewBuffer = { add(view: StoredView): void; flush(): Promise<void>; close(): Promise<void> };

export type ViewBufferOptions = { cmsUrl: string; secret: string | undefined; flushMs: number; batchSize: number; timeoutMs: number };

const MAX_PENDING = 200_000;

export function createViewBuffer(options: ViewBufferOptions): ViewBuffer {
  const { cmsUrl, secret, flushMs, batchSize, timeoutMs } = options;
  let pending: StoredView[] = [];
  let chain: Promise<void> = Promise.resolve();
  if (!secret) log.warn('[analytics] PURGE_SECRET is not set: page views are not collected');

  async function send(views: StoredView[]): Promise<void> {
    if (!secret) return;
    const body = JSON.stringify({ views });
    const timestamp = String(Date.now());
    const res = await fetch(`${cmsUrl}/api/analytics/views`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PURGE_TIMESTAMP_HEADER]: timestamp,
        [PURGE_SIGNATURE_HEADER]: signPurgeNotice(createHmac, secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`Strapi answered ${res.status}`);
  }

  async function writePending(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending.slice(0, batchSize);
      pending = pending.slice(batch.length);
      try {
        await send(batch);
      } catch (error) {
        pending = [...batch, ...pending];
        if (pending.length > MAX_PENDING) {
          const dropped = pending.length - MAX_PENDING;
          pending = pending.slice(dropped);
          log.error(`[analytics] ${dropped} view(s) dropped: Strapi has not taken them for too long`);
        }
        log.error(`[analytics] could not write ${batch.length} view(s); kept for the next flush: ${String(error)}`);
        return;
      }
    }
  }

  const flush = (): Promise<void> => {
    chain = chain.then(writePending);
    return chain;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    add(view) {
      if (!secret) return;
      pending.push(view);
      if (pending.length === batchSize) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** The buffer of this process, as the environment sets it. */
export function viewBufferFor(env: Env): ViewBuffer {
  return createViewBuffer({
    cmsUrl: env.CMS_URL,
    secret: env.PURGE_SECRET,
    flushMs: env.ANALYTICS_FLUSH_MS,
    batchSize: env.ANALYTICS_BATCH_SIZE,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
}
