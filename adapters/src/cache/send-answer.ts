import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredAnswer } from './answer-store.js';
import { pickEncoding } from './encode.js';

/**
 * `X-Cache`: HIT (from memory), STALE (from memory, past fresh, a refresh is running), MISS (this request
 * made the one call behind the answer), SHARED (it waited for another request's call: coalesced).
 */
export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'SHARED';

/** Headers never replayed from a stored answer: they describe one transfer, not the answer. */
const PER_TRANSFER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'age']);

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Writes a stored answer for one request: 304 when the browser already holds it, else the bytes in the best
 * encoding the browser accepts. `overrides` replace stored headers (a signed-in reader's answer is private).
 */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: StoredAnswer,
  state: CacheState,
  overrides: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(answer.headers)) if (!PER_TRANSFER.has(name)) res.setHeader(name, value);
  for (const [name, value] of Object.entries(overrides)) res.setHeader(name, value);
  if (answer.etag) res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Authorization, Accept-Encoding');
  res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))));
  res.setHeader('X-Cache', state);
  if (answer.status === 200 && answer.etag && matches(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = (encoding && answer[encoding]) || answer.body;
  if (body !== answer.body) res.setHeader('Content-Encoding', encoding as string);
  res.statusCode = answer.status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
