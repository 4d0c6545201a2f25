import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredAnswer } from './answer-store.js';
import { pickEncoding } from './encode.js';
import { noteCacheState, requestIdHeader } from '../middleware/request-log.js';

/**
 * `X-Cache`: HIT (from memory), STALE (from memory, past fresh, a refresh is running), MISS (this request
 * made the one call behind the answer), SHARED (it waited for another request's call: coalesced), STALE-IF-ERROR
 * (from memory, past its stale time: the content service did not answer).
 */
export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'SHARED' | 'STALE-IF-ERROR';

/** Headers never replayed from a stored answer: they describe one transfer, not the answer. */
const PER_TRANSFER = new Set(['x-bulletin-page', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'age']);

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The answer's replayable headers as one flat list. */
function replayHeaders(answer: StoredAnswer): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) if (!PER_TRANSFER.has(name)) list.push(name, value);
  if (answer.etag) list.push('etag', answer.etag);
  list.push('vary', 'Authorization, Accept-Encoding');
  return list;
}

/** An answer's heads as flat lists: for a 304, and for its bytes in each encoding it is kept in. */
type Heads = { notModified: string[]; identity: string[]; gzip: string[] | null; br: string[] | null };

/** Made once per answer: a hit then adds only its own few headers (age, X-Cache, its request id). */
const headsMade = new WeakMap<StoredAnswer, Heads>();
function headsOf(answer: StoredAnswer): Heads {
  let heads = headsMade.get(answer);
  if (!heads) {
    const replay = replayHeaders(answer);
    const withBody = (body: Buffer, encoding?: 'gzip' | 'br') => [...replay, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.length)];
    heads = {
      notModified: replay,
      identity: withBody(answer.body),
      gzip: answer.gzip && withBody(answer.gzip, 'gzip'),
      br: answer.br && withBody(answer.br, 'br'),
    };
    headsMade.set(answer, heads);
  }
  return heads;
}

/** `head` with the `overrides` (lower-case names) in place of the stored values; `head` itself when there are none. */
function withOverrides(head: string[], overrides: Record<string, string>): string[] {
  const replaced = Object.keys(overrides);
  if (replaced.length === 0) return head;
  const kept = head.filter((_, i, all) => !replaced.includes(all[i - (i % 2)]!));
  for (const name of replaced) kept.push(name, overrides[name]!);
  return kept;
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
  const heads = headsOf(answer);
  noteCacheState(res, state);
  const own = ['age', String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000))), 'x-cache', state, ...requestIdHeader()];
  if (answer.status === 200 && answer.etag && matches(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, withOverrides(heads.notModified, overrides).concat(own));
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const encoded = encoding && answer[encoding] ? encoding : null;
  const head = encoded ? heads[encoded]! : heads.identity;
  res.writeHead(answer.status, withOverrides(head, overrides).concat(own));
  res.end(req.method === 'HEAD' ? undefined : encoded ? answer[encoded]! : answer.body);
}
