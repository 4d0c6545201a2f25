import type { RequestHandler } from 'express';
import qs from 'qs';
import { BadGatewayError, ContentUnavailableError, UnauthorizedError } from '../http/errors.js';
import { cmsReachability } from './reachability.js';
import { fromStrapiError } from '../translate/strapi-error.js';
import { currentRequestId, REQUEST_ID_HEADER } from '../middleware/request-log.js';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * The one way the adapters talk to Strapi. A client is bound to one caller: their bearer token, their address
 * (sent as X-Forwarded-For, the one address Strapi's proxy setting reads, so its rate limits and logs see the
 * reader, not the adapters), their browser's User-Agent (a view counts once per visitor: address and browser)
 * and, for a request, its abort signal (a reader who leaves stops the calls made for them). Strapi's own permissions, policies and rate limits decide; its errors come back as typed HttpErrors.
 */
export type Caller = {
  token?: string | null;
  clientIp?: string;
  userAgent?: string;
  /** Aborted when the caller went away: nobody is answered. */
  signal?: AbortSignal;
  /** Aborted when the caller's request has waited for Strapi as long as it may (a read's deadline): a 503. */
  deadline?: AbortSignal;
};

export interface StrapiClient {
  /** The caller's bearer token, if any. */
  readonly token: string | null;
  get<T = unknown>(path: string, query?: object): Promise<T>;
  /** A JSON body, or a FormData sent as multipart (uploads). */
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
  /** The same caller signed in: a 401 (ERROR_MESSAGES.signInRequired) here when there is no token, before Strapi would answer 403. */
  signedIn(): StrapiClient;
  /** The same address and signal with another token (null: as an anonymous reader). */
  as(token: string | null): StrapiClient;
}

/** Makes clients for callers; `baseUrl` is Strapi's address (CMS_URL), each call limited to `timeoutMs`. */
export type StrapiConnection = (caller?: Caller) => StrapiClient;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The headers of every call to Strapi, built here and nowhere else. */
function outgoingHeaders(caller: Caller, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.clientIp) headers['x-forwarded-for'] = caller.clientIp;
  if (caller.userAgent) headers['user-agent'] = caller.userAgent;
  const requestId = currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

/** Statuses that mean no Strapi could answer, not that Strapi refused: 503 from Strapi, 502/504 from a proxy. */
const CONTENT_AWAY = new Set([502, 503, 504]);

export function createStrapiConnection(baseUrl: string, timeoutMs: number): StrapiConnection {
  async function call<T>(caller: Caller, method: Method, path: string, query?: object, body?: unknown): Promise<T> {
    const search = query ? qs.stringify(query, { encodeValuesOnly: true, skipNulls: true }) : '';
    const url = `${baseUrl}/api${path}${search ? `?${search}` : ''}`;
    const limits = [AbortSignal.timeout(timeoutMs), caller.signal, caller.deadline].filter((signal) => signal !== undefined);
    const init: RequestInit = {
      method,
      headers: outgoingHeaders(caller, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.any(limits),
    };
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch {
      // The caller went away: nobody is answered. Otherwise Strapi (or its database, through it) did not answer in
      // time: a 503 with Retry-After (docs/product.md#when-the-cms-is-away).
      if (caller.signal?.aborted) throw new BadGatewayError();
      cmsReachability.unreachable();
      throw new ContentUnavailableError();
    }
    // Strapi answers, but its database does not (cms/src/middlewares/server-faults.ts), or a proxy in front of Strapi
    // answers that no Strapi does (502, 504; Strapi never says either): the content is away as well.
    if (CONTENT_AWAY.has(response.status)) {
      await response.body?.cancel();
      cmsReachability.unreachable();
      throw new ContentUnavailableError();
    }
    cmsReachability.answered();
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) throw fromStrapiError(response.status, json);
    return json as T;
  }

  const clientFor = (caller: Caller = {}): StrapiClient => {
    const client: StrapiClient = {
      token: caller.token ?? null,
      get: (path, query) => call(caller, 'GET', path, query),
      post: (path, body) => call(caller, 'POST', path, undefined, body),
      put: (path, body) => call(caller, 'PUT', path, undefined, body),
      delete: (path) => call(caller, 'DELETE', path),
      signedIn: () => {
        if (!caller.token) throw new UnauthorizedError(ERROR_MESSAGES.signInRequired);
        return client;
      },
      as: (token) => clientFor({ ...caller, token }),
    };
    return client;
  };
  return clientFor;
}

/** The caller's bearer token from the Authorization header, if it is one. */
function bearer(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This request's Strapi client (`strapiPerRequest`): the caller's token, address and abort signal. */
      strapi: StrapiClient;
    }
  }
}

/**
 * One Strapi client per request, in `res.locals.strapi`: the bearer token of the Authorization header, the
 * address Express judged (`req.ip`, by TRUST_PROXY), the User-Agent, a signal aborted when the caller goes
 * away before the answer is sent and, for a read, one deadline (`readTimeoutMs`) shared by all its calls, so a
 * page that asks Strapi several times still answers 503 in bounded time when Strapi hangs.
 */
export function strapiPerRequest(connect: StrapiConnection, readTimeoutMs: number): RequestHandler {
  return (req, res, next) => {
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const read = req.method === 'GET' || req.method === 'HEAD';
    res.locals.strapi = connect({
      token: bearer(req.get('authorization')),
      clientIp: req.ip,
      userAgent: req.get('user-agent'),
      signal: gone.signal,
      deadline: read ? AbortSignal.timeout(readTimeoutMs) : undefined,
    });
    next();
  };
}
