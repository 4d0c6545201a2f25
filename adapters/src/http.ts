import type { Request, Response } from 'express';
import { NotFoundError } from './errors.js';
import type { StrapiConnection } from './strapi-client.js';
import type { Env } from './env.js';
import type { LiveHub } from './live/hub.js';

/**
 * What every route module needs: the checked environment and the connection to Strapi (routes under /api use
 * their request's own client, `res.locals.strapi`; `connect()` is for calls made for no one in particular), and
 * the live hub of this process (live/hub.ts; made by the live routes when not given).
 */
export type Deps = { connect: StrapiConnection; env: Env; live?: LiveHub };

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
