import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

/**
 * Structured logs (docs/decisions/0016-logs-and-health.md): one JSON line per request — request id, method, path
 * (never the query), status, duration, whether the read cache answered — pretty on a terminal, JSON otherwise.
 * Never a header, token, password or body. The request id comes from a well-formed incoming `X-Request-Id` or is
 * made here; it is sent back, and carried into every call to Strapi (`currentRequestId`, strapi-client.ts), whose
 * own log line (cms/src/middlewares/request-log.ts) shows the same id.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request being served (undefined outside one). */
export const currentRequestId = (): string | undefined => requestIds.getStore();

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

const pretty = process.stdout.isTTY && !process.env.CI;

/** The adapters' logger: pino-pretty on a terminal (not in CI), JSON lines otherwise; its level is LOG_LEVEL. */
export const log: Logger = pino({
  name: 'adapters',
  base: undefined,
  ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'name', singleLine: true } } } : {}),
});

/** At start, from the checked environment (env.ts). */
export function setLogLevel(level: string): void {
  log.level = level;
}

/** Wraps the server's listener: every request gets its id, and one line when its answer is finished. */
export function logRequests(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req);
    // Taken now: Express rewrites req.url under a mount point (/api) while it routes.
    const path = (req.url ?? '/').split('?', 1)[0];
    res.setHeader(REQUEST_ID_HEADER, id);
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const cache = res.getHeader('x-cache');
      log.info({ reqId: id, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10, ...(cache ? { cache } : {}) }, 'request');
    });
    requestIds.run(id, () => listener(req, res));
  };
}
