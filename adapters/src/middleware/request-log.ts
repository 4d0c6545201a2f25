import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

/**
 * Structured logs (docs/decisions/0016-logs-and-health.md): one JSON line per request — request id, method, path
 * (never the query), status, duration, whether the read cache answered — pretty on a terminal, JSON otherwise.
 * Never a header, token, password or body. The request id comes from a well-formed incoming `X-Request-Id` or is
 * made here; it is sent back (`sendRequestId`; the read cache writes it in its own head), and carried into every
 * call to Strapi (`currentRequestId`, strapi/client.ts), whose own log line (cms/src/middlewares/request-log.ts)
 * shows the same id.
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

/** The id header of the request being served, as a flat [name, value] list for `writeHead` (empty outside one). */
export function requestIdHeader(): string[] {
  const id = currentRequestId();
  return id ? [REQUEST_ID_HEADER, id] : [];
}

/** Express's first middleware (and the purge route's): the answer carries the id of the request it answers. */
export function sendRequestId(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const id = currentRequestId();
  if (id) res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

const pretty = process.stdout.isTTY && !process.env.CI;

/**
 * JSON lines go to stdout in writes of about 4 kB (one system call per line was a fifth of a cache hit's cost),
 * at the latest every `LOG_FLUSH_MS`; a normal exit or a crash (`exit` event) writes what is left.
 */
export const LOG_FLUSH_MS = 200;
const lines = () => pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS });

/** The adapters' logger: pino-pretty on a terminal (not in CI), JSON lines otherwise; its level is LOG_LEVEL. */
export const log: Logger = pretty
  ? pino({ name: 'adapters', base: undefined, transport: { target: 'pino-pretty', options: { ignore: 'name', singleLine: true } } })
  : pino({ name: 'adapters', base: undefined }, lines());

/** At start, from the checked environment (env.ts). */
export function setLogLevel(level: string): void {
  log.level = level;
}

/** The path of a request address, without its query (never logged: search words stay out of the logs). */
const pathOf = (url = '/'): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** How the read cache answered a response it wrote (its head goes out whole, not through `setHeader`). */
const CACHE_STATE = Symbol('cache state');
type Noted = ServerResponse & { [CACHE_STATE]?: string };

/** Called by the read cache with the X-Cache it sent: the request's log line says it as `cache`. */
export function noteCacheState(res: ServerResponse, state: string): void {
  (res as Noted)[CACHE_STATE] = state;
}

/**
 * Addresses whose answered requests are logged at `debug`, not `info`: a page-view beacon follows nearly every page
 * read, and would double the log for nothing an operator looks for. A refused one (4xx, 5xx) is still an `info` line.
 */
const QUIET_WHEN_FINE = new Set(['/api/analytics/views']);

/** Wraps the server's listener: every request gets its id, and one line when its answer is finished. */
export function logRequests(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const id = requestIdOf(req);
    // Taken now: Express rewrites req.url under a mount point (/api) while it routes.
    const path = pathOf(req.url);
    res.once('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const cache = (res as Noted)[CACHE_STATE];
      const level = res.statusCode < 400 && QUIET_WHEN_FINE.has(path) ? 'debug' : 'info';
      log[level]({ reqId: id, method: req.method, path, status: res.statusCode, ms, cache }, 'request');
    });
    requestIds.run(id, () => listener(req, res));
  };
}
