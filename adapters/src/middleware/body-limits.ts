import express, { type Request, type RequestHandler } from 'express';
import { PayloadTooLargeError } from '../http/errors.js';
import type { Env } from '../env.js';

/**
 * JSON body limits: small everywhere (BODY_LIMIT), large only where images travel as data URLs
 * (ARTICLE_BODY_LIMIT on article create and update, on live entries and on one's own profile photo). A body over its limit is a 413: refused on
 * its declared length before any of it is read, or, without a length, as soon as the limit is passed.
 */
const ARTICLE_WRITE = [
  { method: 'POST', path: /^\/articles\/?$/i },
  { method: 'PUT', path: /^\/articles\/[^/]+\/?$/i },
  // A live entry may carry an image as a data URL too.
  { method: 'POST', path: /^\/live\/[^/]+\/entries\/?$/i },
  { method: 'PUT', path: /^\/live\/[^/]+\/entries\/[^/]+\/?$/i },
  // One's own profile photo, a data URL (PUT /auth/me).
  { method: 'PUT', path: /^\/auth\/me\/?$/i },
];

const isArticleWrite = (req: Request): boolean =>
  ARTICLE_WRITE.some((route) => route.method === req.method && route.path.test(req.path));

function jsonUpTo(limit: number): RequestHandler {
  const parse = express.json({ limit });
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? '');
    if (Number.isFinite(declared) && declared > limit) {
      next(new PayloadTooLargeError());
      return;
    }
    parse(req, res, next);
  };
}

/** The API router's body parser. */
export function jsonBodies(env: Pick<Env, 'BODY_LIMIT' | 'ARTICLE_BODY_LIMIT'>): RequestHandler {
  const small = jsonUpTo(env.BODY_LIMIT);
  const large = jsonUpTo(env.ARTICLE_BODY_LIMIT);
  return (req, res, next) => (isArticleWrite(req) ? large : small)(req, res, next);
}
