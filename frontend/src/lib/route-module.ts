/**
 * The route-module convention. Every screen is a module loaded on demand (its own chunk):
 *
 *   // reader/pages/HomePage.tsx
 *   export const apiKeys: ApiKeys = () => ['/articles?featured=true&limit=6'];   // optional
 *   export default function HomePage() { const { data } = useSWR('/articles?featured=true&limit=6'); ... }
 *
 *   // reader/routes.tsx
 *   { index: true, lazy: plainPage(() => import('./pages/HomePage')) }
 *
 * - `plainPage()` is for screens made of plain elements and CSS modules (the reader's, like the frame): no
 *   Chakra, no Emotion, no style system to start in the browser (docs/decisions/0021-reader-pages-without-chakra.md).
 *   `page()` (ui/chakra/page.ts) renders the screen inside Chakra UI's provider, loaded with the screen:
 *   newsroom and account screens, and any screen built with Chakra components. Both are `routeOf()`.
 * - `default` is the screen's component.
 * - `apiKeys(params, search)` (optional) lists the SWR keys (API paths) the screen will read. When the
 *   route is entered, `page()` starts those requests at once (SWR `preload`), in parallel with rendering,
 *   and the screen's own `useSWR(key)` picks up the same request. It never blocks navigation, so the
 *   screen still shows its own loading, error and empty states.
 * - `redirect(data)` (optional) names the address the page sends the reader on to, from its API answers (key →
 *   data), or null to show the page: the server answers a 302 (entry-server.tsx); the screen itself navigates.
 * - Routes that reuse a screen with a fixed parameter (e.g. /news is the category page of `news`) pass
 *   it as `page(load, { slug: 'news' })`; the screen reads params with `usePageParams()`, not `useParams()`.
 */
import type { ComponentType } from 'react';
import { useParams, useMatches, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { preload } from 'swr';
import { splitLocalePath } from '@bulletin/contract';
import { fetcher } from './api';
import { localizedKey } from '../i18n/localized-key';
import type { AreaCatalogs } from '../i18n/area';

export type ApiKeys = (params: Params, search: URLSearchParams) => string[];

export type PageRedirect = (data: Record<string, unknown>) => string | null;

export type RouteModule = {
  default: ComponentType;
  apiKeys?: ApiKeys;
  redirect?: PageRedirect;
  /** An area catalog the screen says its text from (i18n/area.ts): the server loads it before rendering the page. */
  messages?: AreaCatalogs;
  /** Settles once what the screen needs before its first render in the browser is loaded (i18n/area.ts `preloadArea`). */
  ready?: Promise<unknown>;
};

/** What a route module's route carries: its fixed params, API keys, redirect and area catalog (read by entry-server.tsx too). */
export type PageHandle = { params?: Record<string, string>; apiKeys?: ApiKeys; redirect?: PageRedirect; messages?: AreaCatalogs };

/** Starts the requests of `keys` now; errors surface later through the screen's useSWR. */
function preloadKeys(keys: readonly string[]): void {
  for (const key of keys) {
    // (a no-op answering undefined on the server, where entry-server.tsx reads the keys itself)
    void Promise.resolve(preload(key, fetcher)).catch(() => undefined);
  }
}

/** The `lazy` of a route whose screen is a route module of plain elements (no Chakra UI). */
export function plainPage(load: () => Promise<RouteModule>, fixedParams?: Record<string, string>) {
  return routeOf(load, fixedParams);
}

/** Loads, beside the screen's own chunk, a module whose default export wraps the screen (e.g. in a UI library's provider). */
export type ScreenScope = () => Promise<{ default: (Screen: ComponentType) => ComponentType }>;

/** The `lazy` of a route whose screen is a route module; `fixedParams` are added to the URL's params, `scope` wraps it. */
export function routeOf(load: () => Promise<RouteModule>, fixedParams?: Record<string, string>, scope?: ScreenScope) {
  return async () => {
    const [module, wrap] = await Promise.all([load(), scope?.()]);
    const { apiKeys } = module;
    await module.ready;
    return {
      Component: wrap ? wrap.default(module.default) : module.default,
      // The module's own exports (apiKeys, redirect, messages) and the fixed params.
      handle: { ...module, params: fixedParams } satisfies PageHandle,
      loader: apiKeys
        ? ({ params, request }: LoaderFunctionArgs) => {
            const url = new URL(request.url);
            const { locale } = splitLocalePath(url.pathname);
            preloadKeys(apiKeys({ ...params, ...fixedParams }, url.searchParams).map((key) => localizedKey(key, locale)));
            return null;
          }
        : undefined,
    };
  };
}

/** The route's URL params plus the fixed params given to `page()`. */
export function usePageParams(): Params {
  const params = useParams();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as PageHandle | undefined;
  return { ...params, ...handle?.params };
}
