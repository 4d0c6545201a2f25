/**
 * The one API client (docs/product.md#client; docs/api.md#envelope). Every call of the app goes through `api` (or the
 * SWR `fetcher`, which is `api.get`). It:
 * - prefixes the base from `VITE_API_URL` (default same-origin `/api`),
 * - aborts after 10 s,
 * - sends `Authorization: Bearer <token>` when a token is stored (lib/token.ts),
 * - sends and reads JSON and returns the envelope's `data`,
 * - throws `ApiError {status, message, errors}` built from `{success:false, message, errors}`,
 * - notes whether the content service answered (lib/cms-reachability.ts: the newsroom's banner),
 * - on a 401 to a request that carried a token: clears the token and sends the browser to
 *   `/login?redirect=<path+search>` (unless already on /login, or `redirectOn401: false`).
 */
import type { FieldError } from '@bulletin/contract';
import { clearToken, getToken } from './token';
import { noteCmsAnswer } from './cms-reachability';

export type { FieldError };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The message of one field's problem, if the server reported one. */
  fieldError(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';
export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const fallbackMessage = (status: number) => `Request failed with status ${status}`;

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null, undefined and '' values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Default true. False for calls whose 401 must not bounce to /login (e.g. logout). */
  redirectOn401?: boolean;
};

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  clearToken: () => void;
  /** The browser's location (injected for tests). */
  location: Pick<Location, 'pathname' | 'search' | 'assign'>;
  timeoutMs?: number;
};

export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

export function createApiClient(deps: ApiClientDeps) {
  const base = deps.baseUrl.replace(/\/+$/, '');

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, signal, redirectOn401 = true } = options;
    const token = deps.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);

    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(`${base}${withQuery(path.startsWith('/') ? path : `/${path}`, query)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted && !timedOut) throw error; // the caller cancelled: rethrow the AbortError untouched
      noteCmsAnswer(0);
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE);
      throw new ApiError(0, NETWORK_MESSAGE);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    noteCmsAnswer(response.status, response.headers.get('x-cache') === 'STALE-IF-ERROR');
    let parsed: unknown = undefined;
    let isJson = false;
    if (text) {
      try {
        parsed = JSON.parse(text);
        isJson = true;
      } catch {
        // not JSON (a proxy's error page): handled below
      }
    }

    if (response.status === 401 && token && redirectOn401) {
      deps.clearToken();
      const { pathname, search } = deps.location;
      if (pathname !== '/login') deps.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    }

    const envelope = isJson && isRecord(parsed) ? parsed : null;
    if (!response.ok || envelope?.success === false) {
      const message =
        envelope && typeof envelope.message === 'string' && envelope.message
          ? envelope.message
          : fallbackMessage(response.status);
      throw new ApiError(response.status, message, readErrors(envelope?.errors));
    }
    if (!text) return undefined as T;
    if (!envelope || envelope.success !== true) throw new ApiError(response.status, 'Unexpected response from the server');
    return envelope.data as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The API's address (`VITE_API_URL`, default same-origin `/api`): also where the live page's event stream opens. */
export const API_BASE = import.meta.env.VITE_API_URL || '/api';

export const api: ApiClient = createApiClient({
  baseUrl: API_BASE,
  fetch: (input, init) => fetch(input, init),
  getToken,
  clearToken,
  // On the server (entry-server.tsx renders reader pages) there is no window; the client is never called there.
  location: typeof window === 'undefined' ? { pathname: '/', search: '', assign: () => undefined } : window.location,
});

/** SWR fetcher: the key is an API path such as `/articles?limit=8`; resolves to the envelope's `data`. */
export const fetcher = <T = unknown>(key: string): Promise<T> => api.get<T>(key);
