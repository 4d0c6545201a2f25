import { rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { TooManyRequestsError } from './errors.js';
import type { Env } from './env.js';

/**
 * Sign-in and sign-up limits: per address and per account. Only failed attempts count, so a reader who
 * signs in often is never locked out; a password-guesser is, after LOGIN_LIMIT_PER_ACCOUNT tries.
 */
const rejected = (message: string): Options['handler'] => (_req, _res, next) => next(new TooManyRequestsError(message));

function accountKey(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function authLimits(env: Env): { login: RequestHandler[]; register: RequestHandler[] } {
  const common = { windowMs: env.AUTH_LIMIT_WINDOW_MS, standardHeaders: 'draft-8' as const, legacyHeaders: false };
  const perIp = rateLimit({
    ...common,
    limit: env.LOGIN_LIMIT_PER_IP,
    skipSuccessfulRequests: true,
    handler: rejected('Too many sign-in attempts from this address. Please try again in a few minutes.'),
  });
  const perAccount = rateLimit({
    ...common,
    limit: env.LOGIN_LIMIT_PER_ACCOUNT,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `account:${accountKey(req.body)}`,
    skip: (req) => accountKey(req.body) === '',
    handler: rejected('Too many failed sign-in attempts for this account. Please try again in a few minutes.'),
  });
  const registerPerIp = rateLimit({
    ...common,
    limit: env.REGISTER_LIMIT_PER_IP,
    handler: rejected('Too many sign-ups from this address. Please try again later.'),
  });
  return { login: [perIp, perAccount], register: [registerPerIp] };
}
