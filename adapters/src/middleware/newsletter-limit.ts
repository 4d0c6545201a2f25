import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { TooManyRequestsError } from '../http/errors.js';
import type { Env } from '../env.js';
import { ERROR_MESSAGES } from '@bulletin/contract';

/** Newsletter sign-ups per client address: NEWSLETTER_LIMIT_PER_IP in NEWSLETTER_LIMIT_WINDOW_MS, then a 429. */
const NEWSLETTER_LIMITED = ERROR_MESSAGES.newsletterTooOften;

export function newsletterLimit(env: Pick<Env, 'NEWSLETTER_LIMIT_PER_IP' | 'NEWSLETTER_LIMIT_WINDOW_MS'>): RequestHandler {
  return rateLimit({
    windowMs: env.NEWSLETTER_LIMIT_WINDOW_MS,
    limit: env.NEWSLETTER_LIMIT_PER_IP,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManyRequestsError(NEWSLETTER_LIMITED)),
  });
}
