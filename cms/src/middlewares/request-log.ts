import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { pino } from 'pino';

/**
 * One JSON line per request (pretty on a terminal, not in CI): the request id the adapters sent (`X-Request-Id`,
 * adapters/src/request-log.ts) or a new one, method, path (never the query), status, duration, the user id when
 * signed in. Never a header, token, password or body. Replaces `strapi::logger`; Strapi's own start-up
 * messages keep their logger. Level: LOG_LEVEL (config/middlewares.ts).
 */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

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
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const user = (ctx.state as { user?: { id?: number } }).user?.id;
      log.info({ reqId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, ...(user ? { user } : {}) }, 'request');
    }
  };
};
