import type { Request, Response } from 'express';
import type { z } from 'zod';
import { parseOrThrow } from './validate.js';
import { NotFoundError, UnauthorizedError } from './errors.js';
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

/**
 * Body validation for signed-in writes. When the body is bad, the token is checked first, so a signed-out
 * or revoked token is a 401 (as it would be for a good body) rather than a 400 about the fields.
 */
export async function parseSignedIn<S extends z.ZodType>(
  { strapi }: Pick<Deps, 'strapi'>,
  req: Request,
  token: string,
  schema: S,
  input: unknown,
): Promise<z.output<S>> {
  if (!schema.safeParse(input).success) await strapi({ path: '/session/me', token, clientIp: clientIp(req) });
  return parseOrThrow(schema, input);
}
