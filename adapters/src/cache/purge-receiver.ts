import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  PURGE_SIGNATURE_HEADER,
  PURGE_TIMESTAMP_HEADER,
  purgeNoticeSchema,
  signPurgeNotice,
  type PurgeChange as Change,
} from '@bulletin/contract';
import { log } from '../middleware/request-log.js';

/**
 * `POST /internal/purge`: Strapi's notice of what a committed write changed (cms/src/purge/notices.ts).
 * Signed with the shared PURGE_SECRET: `X-Bulletin-Signature` is the hex HMAC-SHA256 of
 * "<X-Bulletin-Timestamp>.<raw body>", and the timestamp must be within a minute (a captured notice cannot be
 * replayed later). Anything else is a 401 or 400 and purges nothing.
 */
export const PURGE_PATH = '/internal/purge';
const MAX_BODY = 64 * 1024;
const MAX_SKEW_MS = 60_000;

export const signPurge = (secret: string, timestamp: string, body: string): string =>
  signPurgeNotice(createHmac, secret, timestamp, body);

export function verifyPurge(secret: string, timestamp: string | undefined, signature: string | undefined, body: string, now = Date.now()): boolean {
  if (!secret || !timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(signPurge(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

function reply(res: ServerResponse, status: number, message?: string): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'private, no-store');
  if (!message) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ success: false, message }));
}

/** Handles the purge route; `purge` applies the changes here and passes them to the other instances. */
export function receivePurge(secret: string, purge: (changes: Change[]) => Promise<void>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') return reply(res, 405, 'Method not allowed');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      if (size > MAX_BODY) return reply(res, 413, 'Request is too large');
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? undefined : value;
      };
      if (!verifyPurge(secret, header(PURGE_TIMESTAMP_HEADER), header(PURGE_SIGNATURE_HEADER), body)) return reply(res, 401, 'Bad signature');
      let parsed;
      try {
        parsed = purgeNoticeSchema.safeParse(JSON.parse(body));
      } catch {
        return reply(res, 400, 'Malformed JSON in request body');
      }
      if (!parsed.success) return reply(res, 400, 'Not a purge notice');
      purge(parsed.data.changes).then(
        () => reply(res, 204),
        (error: unknown) => {
          // Applied here; only the other instances may not have heard. Strapi need not retry.
          log.error({ err: error }, 'purge bus publish failed');
          reply(res, 204);
        },
      );
    });
  };
}
