/**
 * Whether an error means the database did not answer (stopped, restarting, unreachable, no connection free in time)
 * rather than that the request or the code was wrong: such a request is answered 503 with Retry-After, never a 500
 * (docs/product.md#when-the-cms-is-away).
 */

/** PostgreSQL's SQLSTATE classes and codes for a server that is not there: connection exceptions (08), shutting down or starting (57P01–57P03). */
const AWAY_SQLSTATES = /^(08\d{3}|57P0[1-3])$/;
/** The operating system's "nobody there" on a socket. */
const AWAY_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres and knex say so only in words. */
const AWAY_MESSAGES = [/^Connection terminated/i, /not queryable/i, /^Knex: Timeout acquiring a connection/i];

export function isDatabaseAway(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, name, message, cause } = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (AWAY_SQLSTATES.test(code) || AWAY_SOCKET_CODES.has(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && AWAY_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseAway(cause, depth + 1);
}
