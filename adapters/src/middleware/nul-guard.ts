import type { RequestHandler } from 'express';
import { BadRequestError } from '../http/errors.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL in an id, a query parameter or a body field reached a Strapi
 * query or insert and failed it (a 500, shown as 502). No text of Bulletin needs one, so a request that
 * carries one is refused up front, on either database.
 */
const NUL_IN_URL = /%00/i;
const MESSAGE = 'Text must not contain NUL characters';
const MAX_DEPTH = 64;

/** Where the first NUL is in a parsed JSON value ('' for the value itself), or null if there is none. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const refuseNul: RequestHandler = (req, _res, next) => {
  // The raw address: Node's parser refuses a literal NUL, so it can only come percent-encoded.
  if (NUL_IN_URL.test(req.originalUrl)) throw new BadRequestError('Malformed URL');
  const field = nulAt(req.body, '');
  if (field !== null) throw new BadRequestError(MESSAGE, [{ field, message: MESSAGE }]);
  next();
};
