import { createHmac, timingSafeEqual } from 'node:crypto';
import { signPurgeNotice } from '@bulletin/contract';

/**
 * A batch of views comes only from the adapters: signed like a purge notice (HMAC-SHA256 over
 * "<timestamp>.<body>" keyed with PURGE_SECRET), within a minute of now. The body is checked as JSON re-serialised
 * from the parsed request: the adapters send `JSON.stringify`'s output, whose parse-and-stringify round trip is exact.
 */
const MAX_SKEW_MS = 60_000;

export function isSignedBatch(secret: string | null, timestamp: unknown, signature: unknown, body: string, now = Date.now()): boolean {
  if (!secret || typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) return false;
  const expected = Buffer.from(signPurgeNotice(createHmac, secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
