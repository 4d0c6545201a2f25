import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredAnswer } from './answer-store.js';
import { pickEncoding } from './encode.js';

/**
 * `X-Cache`: HIT (from memory), STALE (from memory, past fresh, a refresh is running), MISS (this request
 * made the one call behind the answer), SHARED (it waited for another request's call: coalesced).
 */
export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'SHARED';

/** Headers never replayed from a stored answer: they describe one transfer, not the answer. */
const PER_TRANSFER = new Set(['x-bulletin-page', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'age']);

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The answer's replayable headers as one flat list, made once per answer (a hit then costs one writeHead). */
const replayable = new WeakMap<StoredAnswer, string[]>();
function replayHeaders(answer: StoredAnswer): string[] {
  let list = replayable.get(answer);
  if (!list) {
    list = [];
    for (const [name, value] of Object.entries(answer.headers)) if (!PER_TRANSFER.has(name)) list.push(name, value);
    if (answer.etag) list.push('etag', answer.etag);
    list.push('vary', 'Authorization, Accept-Encoding');
    replayable.set(answer, list);
  }
  return list;
}

/**
 * Writes a stored answer for one request: 304 when the browser already holds it, else the bytes in the best
 * encoding the browser accepts. `overrides` (lower-case names) replace stored headers (a signed-in reader's
 * answer is private).
 */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: StoredAnswer,
  state: CacheState,
  overrides: Record<string, string> = {},
): void {
  let headers = replayHeaders(answer);
  const replaced = Object.keys(overrides);
  if (replaced.length) {
    headers = headers.filter((_, i, all) => !replaced.includes(all[i - (i % 2)]!));
    for (const name of replaced) headers.push(name, overrides[name]!);
  }
  const extra = ['age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))), 'x-cache', state];
  if (answer.status === 200 && answer.etag && matches(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, [...headers, ...extra]);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = (encoding && answer[encoding]) || answer.body;
  if (body !== answer.body) extra.push('content-encoding', encoding as string);
  extra.push('content-length', String(body.length));
  res.writeHead(answer.status, [...headers, ...extra]);
  res.end(req.method === 'HEAD' ? undefined : body);
}
