import type { Request, Response } from 'express';
import { UnauthorizedError } from './errors.js';
import type { StrapiClient } from './strapi-client.js';
import type { Env } from './env.js';

/** What every route module needs: the Strapi client and the checked environment. */
export type Deps = { strapi: StrapiClient; env: Env };

export function send(res: Response, data: unknown, status = 200, extra: Record<string, unknown> = {}) {
  res.status(status).json({ success: true, data, ...extra });
}

export function bearer(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Endpoints for signed-in callers: no token is a 401 here, before Strapi would answer 403. */
export function requireToken(req: Request): string {
  const token = bearer(req);
  if (!token) throw new UnauthorizedError('Please sign in');
  return token;
}

/** Forwarded to Strapi so its own rate limits and logs see the reader, not the adapters. */
export function clientIp(req: Request): string | undefined {
  return req.ip;
}

export function param(req: Request, name: string): string {
  return encodeURIComponent(String(req.params[name] ?? ''));
}
