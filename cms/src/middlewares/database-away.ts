import type { Context, Next } from 'koa';
import { isDatabaseAway } from '../db/database-away';

/** Seconds a caller is asked to wait before trying again, as the site's own 503s do. */
const RETRY_AFTER_SECONDS = '30';

/**
 * A request that failed because the database did not answer is a 503 with Retry-After in Strapi's error shape, not
 * a 500: the site's adapters then answer readers from what they keep and say the content service is away
 * (docs/decisions/0024-supervisor-and-stale-if-error.md). Placed inside `strapi::errors`, so it sees the error first.
 */
export const databaseAway = () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (!isDatabaseAway(error)) throw error;
    ctx.status = 503;
    ctx.set('Retry-After', RETRY_AFTER_SECONDS);
    ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'The database is unavailable', details: {} } };
  }
};

export default databaseAway;
