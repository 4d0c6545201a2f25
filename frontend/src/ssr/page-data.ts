/**
 * What a server-rendered page hands to the browser (entry-server.tsx → the page → entry-client.tsx), in a
 * `<script type="application/json" id="bulletin-page-data">` (data, never executed: the CSP stays strict).
 *
 * - `router`: React Router's hydration data (loader data of the matched routes), so the browser router
 *   starts on the rendered route without running loaders again.
 * - `data`: the answers of the page's API keys (SWR keys), given to SWR as `fallback`: the first browser
 *   render shows exactly what the server rendered, and the mount revalidation is answered from memory.
 * - `errors`: keys whose answer was an error (e.g. an unknown article's 404): screens see the same ApiError
 *   during hydration, so the server's 'Article Not Found' is also the browser's first render.
 */
import type { createBrowserRouter } from 'react-router-dom';
import { preload, type Middleware } from 'swr';
import { ApiError, type FieldError } from '../lib/api';
import { PAGE_DATA_ID } from './page-data-id';

/** React Router's hydration data (loader and action data of the matched routes). */
export type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

export { PAGE_DATA_ID };

export type KeyError = { status: number; message: string; errors?: FieldError[] };

export type PageData = {
  router: HydrationState;
  data: Record<string, unknown>;
  errors: Record<string, KeyError>;
};

/** The page data in the document, or null (a client-rendered page: newsroom, account, or a build without SSR). */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** `</script>` and friends cannot end the JSON early: `<`, `>`, `&` and the JS line separators are escaped. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const toApiError = (e: KeyError) => new ApiError(e.status, e.message, e.errors ?? []);

/**
 * SWR middleware: while a hydrated key has neither data nor error of its own, it reads the server's error.
 * The same objects on the server and in the browser, so both renders agree.
 */
export function pageErrors(errors: Record<string, KeyError>): Middleware {
  const known = new Map(Object.entries(errors).map(([key, e]) => [key, toApiError(e)]));
  return (useSWRNext) => (key, fetcher, config) => {
    const swr = useSWRNext(key, fetcher, config);
    const error = typeof key === 'string' ? known.get(key) : undefined;
    if (!error || swr.data !== undefined || swr.error !== undefined) return swr;
    return {
      get data() {
        return swr.data;
      },
      get isLoading() {
        return false;
      },
      get isValidating() {
        return swr.isValidating;
      },
      get error() {
        return error as typeof swr.error;
      },
      mutate: swr.mutate,
    };
  };
}

/** True while the browser hydrates a server-rendered page (start-client.tsx sets it; AppProviders clears it). */
let hydrating = false;
export const setHydrating = (value: boolean) => {
  hydrating = value;
};

/**
 * SWR middleware: a hook that mounts while the page hydrates and whose key the server answered does not revalidate
 * on mount. Its data is the server's, read moments ago through the read cache; a revalidation would only hash the
 * same answer again and could re-render the whole screen in one long task just after hydrating (measured on the home
 * page). Hooks mounted later (the next visit of the screen) revalidate as usual.
 */
export function pageAnswers(data: Record<string, unknown>): Middleware {
  const answered = new Set(Object.keys(data));
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, hydrating && typeof key === 'string' && answered.has(key) ? { ...config, revalidateOnMount: false } : config);
}

/**
 * In the browser, before hydrating: a key the server answered with an error revalidates once when its hook mounts
 * (an unavailable API is retried); that first fetch gets the server's error from memory instead of asking again
 * (SWR's `preload` is consumed by it).
 */
export function primeFirstFetch(page: PageData): void {
  for (const [key, e] of Object.entries(page.errors)) {
    const failed = Promise.reject(toApiError(e));
    failed.catch(() => undefined);
    preload(key, () => failed);
  }
}
