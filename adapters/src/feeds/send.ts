import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../env.js';
import { log } from '../middleware/request-log.js';

export const XML_TYPE = 'application/xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

type CacheEnv = Pick<Env, 'PUBLIC_CACHE_CONTROL'>;

function headers(res: Response, env: CacheEnv, type: string): void {
  res.status(200).setHeader('Content-Type', type);
  // Feeds are the same for every reader: the public API's Cache-Control.
  res.setHeader('Cache-Control', env.PUBLIC_CACHE_CONTROL);
}

export function sendFeed(res: Response, env: CacheEnv, type: string, body: string): void {
  headers(res, env, type);
  res.send(body);
}

/**
 * A feed written piece by piece as its rows arrive, at the pace the reader takes it (a large sitemap page is
 * never held whole). A failure after the first byte cannot become an error answer any more: the connection is
 * cut, so a client never takes half a sitemap for a whole one.
 */
export async function streamFeed(res: Response, env: CacheEnv, type: string, chunks: AsyncIterable<string>): Promise<void> {
  headers(res, env, type);
  try {
    await pipeline(Readable.from(chunks), res);
  } catch (err) {
    if (!res.destroyed) res.destroy();
    if (!(err instanceof Error && err.name === 'AbortError') && (err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      log.error({ err }, 'feed stopped');
    }
  }
}
