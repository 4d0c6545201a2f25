import type { Context, Next } from 'koa';
import { RETRY_AFTER_SECONDS } from '@bulletin/contract';
import { isDatabaseAway } from '../db/database-away';

/** The operating system's "no space left" and "quota exceeded". */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

const isDiskFull = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DISK_FULL.has(code);
};

/**
 * Failures of the server, not of the request, answered in Strapi's error shape with what the caller can do instead
 * of a 500 (docs/decisions/0024-supervisor-and-stale-if-error.md). Placed inside `strapi::errors`, so it sees the
 * error first.
 * - The database did not answer: 503 with Retry-After; the site's adapters then answer readers from what they keep
 *   and say the content service is away.
 * - The disk is full: 507; nothing was stored (the part of a file already written is removed:
 *   cms/src/media/partial-files.ts).
 */
export const serverFaults = () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (isDatabaseAway(error)) {
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'The database is unavailable', details: {} } };
      return;
    }
    if (isDiskFull(error)) {
      ctx.status = 507;
      ctx.body = { data: null, error: { status: 507, name: 'InsufficientStorageError', message: 'The disk is full', details: {} } };
      return;
    }
    throw error;
  }
};

export default serverFaults;
