import type { Request, Response } from 'express';
import { NotFoundError } from './errors.js';

/** A route's success answer: `{ success: true, data }`, with any `extra` keys beside `data`. */
export function send(res: Response, data: unknown, status = 200, extra: Record<string, unknown> = {}) {
  res.status(status).json({ success: true, data, ...extra });
}

/**
 * A path parameter, percent-encoded for a Strapi path. '.' and '..' (sent as '%2e%2e') stay dot segments
 * after encoding, and URL resolution would remove them: '/articles/%2e%2e/comments' would reach Strapi's
 * '/api/comments'. No record has such an id, so they are a 404 here.
 */
export function param(req: Request, name: string): string {
  const value = String(req.params[name] ?? '');
  if (value === '.' || value === '..') throw new NotFoundError();
  return encodeURIComponent(value);
}
