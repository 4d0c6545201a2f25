import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { pino } from 'pino';
import { withDbTime, type DbTime } from '../db/request-time';

/**
 * One JSON line per request (pretty on a terminal, not in CI): the request id the adapters sent (`X-Request-Id`,
 * adapters/src/middleware/request-log.ts) or a new one, method, path (never the query), status, duration, the user id when
 * signed in, and the database's share (`db` ms over `queries` statements, db/request-time.ts), which the answer
 * also carries as `Server-Timing` for the adapters. Never a header, token, password or body. Replaces `strapi::logger`; Strapi's own start-up
 * messages keep their logger. Level: LOG_LEVEL (config/middlewares.ts).
 */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;
const round = (ms: number) => Math.round(ms * 10) / 10;

export default (config: { level?: string }) => {
  const pretty = process.stdout.isTTY && !process.env.CI;
  const log = pino({
    name: 'strapi',
    level: config.level ?? 'info',
    base: undefined,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'name', singleLine: true } } } : {}),
  });
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint();
    const given = ctx.get('x-request-id');
    const reqId = WELL_FORMED.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', reqId);
    const db: DbTime = { queries: 0, ms: 0 };
    try {
      await withDbTime(db, next);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const user = ctx.state.user?.id;
      const dbMs = round(db.ms);
      if (!ctx.headerSent) ctx.set('Server-Timing', `db;dur=${dbMs};desc="${db.queries} queries", total;dur=${round(ms)}`);
      log.info(
        { reqId, method: ctx.method, path: ctx.path, status: ctx.status, ms: round(ms), db: dbMs, queries: db.queries, ...(user ? { user } : {}) },
        'request',
      );
    }
  };
};
