/**
 * The server's entry (built by `vite build --ssr` into frontend/dist-ssr, imported by adapters/src/pages).
 * `render(url, api)` renders a reader page with its data, in the browser's own route modules:
 * 1. React Router's static handler matches the address and loads the matched lazy screens;
 * 2. the screen's declared API keys (route-module.ts `apiKeys`) are read through `api` — the adapters'
 *    own public API, through the read cache;
 * 3. React's streaming renderer renders the app inside an Emotion cache; Chakra's critical CSS is extracted for the
 *    screens built with Chakra (reader screens and the frame use the static style sheet, adapters/src/pages/preload.ts);
 * 4. the page data (router state, SWR answers, errors) goes back for `#bulletin-page-data`.
 * Head tags and structured data: `headTags` (ssr/head), which the adapters call with the page's facts.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { Params } from 'react-router-dom';
import { Writable } from 'node:stream';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { ROUTER_FUTURE } from './app/router-future';
import type { PageHandle } from './lib/route-module';
import { HeadContext, type HeadInfo } from './lib/head-context';
import { splitLocalePath, type ApiAnswer, type ApiSource, type PageKind, type Rendered, type RenderedPage } from '@bulletin/contract';
import { loadI18n } from './i18n/i18n';
import { loadArea } from './i18n/area';
import { localizedKey } from './i18n/localized-key';
import { readerTo } from './i18n/links';
import { pageKind } from './reader/page-kind';
import { PAGE_DATA_ID, serializePageData, type KeyError, type PageData } from './ssr/page-data';

export { PAGE_DATA_ID };
/** The page's head tags and JSON-LD (ssr/head), for the adapters' answer. */
export { headTags } from './ssr/head';

export type { ApiAnswer, ApiSource, PageKind, Rendered, RenderedPage };

const handler = createStaticHandler(routes, { future: ROUTER_FUTURE });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function readKeys(keys: string[], api: ApiSource) {
  const data: Record<string, unknown> = {};
  const errors: Record<string, KeyError> = {};
  await Promise.all(
    keys.map(async (key) => {
      try {
        const { status, body } = await api(key);
        if (status < 400 && isRecord(body) && body.success === true) {
          data[key] = body.data;
          return;
        }
        const message = isRecord(body) && typeof body.message === 'string' ? body.message : `Request failed with status ${status}`;
        errors[key] = { status, message, errors: isRecord(body) && Array.isArray(body.errors) ? (body.errors as KeyError['errors']) : [] };
      } catch {
        errors[key] = { status: 503, message: 'Could not reach the server. Please check your connection and try again.' };
      }
    }),
  );
  return { data, errors };
}

function renderStream(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        console.error('[pages] render error', error);
      },
    });
  });
}

/** Renders the reader page at `url` (absolute). */
export async function render(url: string, api: ApiSource): Promise<Rendered> {
  const request = new Request(url, { method: 'GET' });
  // The address alone decides the page's language (docs/product.md#languages): its catalog, its API reads.
  const { locale } = splitLocalePath(new URL(url).pathname);
  const [context, i18n] = await Promise.all([handler.query(request), loadI18n(locale)]);
  if (context instanceof Response) {
    return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  if (context.errors) console.error('[pages] a route failed', context.errors);
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as PageHandle | undefined;
  const params: Params = { ...leaf?.params, ...handle?.params };
  const kind = leaf ? pageKind(leaf.route) : 'not-found';
  // The screen's area catalog (i18n/area.ts), which the browser loads before hydrating too.
  if (handle?.messages) await loadArea(i18n, handle.messages);
  const keys = (handle?.apiKeys?.(params, new URL(url).searchParams) ?? []).map((key) => localizedKey(key, locale));
  const { data, errors } = await readKeys(keys, api);
  const location = handle?.redirect?.(data);
  if (location) return { type: 'redirect', status: 302, location: readerTo(location, locale) as string };

  const failures = Object.values(errors).map((e) => e.status);
  const missing = kind === 'not-found' || failures.includes(404) || (kind === 'article' && failures.includes(400));
  const status = missing ? 404 : failures.some((s) => s >= 500) ? 503 : context.statusCode >= 400 ? context.statusCode : 200;

  const page: PageData = {
    // One entry per matched route (the first render of a lazy route lists fewer): the same page, the same bytes.
    router: {
      loaderData: Object.fromEntries(context.matches.map((m) => [m.route.id, context.loaderData[m.route.id] ?? null])),
      actionData: context.actionData,
      errors: context.errors,
    },
    data,
    errors,
  };
  const head: HeadInfo = {};
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });

  const html = await renderStream(
    <StrictMode>
      <HeadContext.Provider value={head}>
        <CacheProvider value={cache}>
          <AppProviders page={page} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </HeadContext.Provider>
    </StrictMode>,
  );
  // Chakra's critical CSS, for the screens built with it (reader screens are styled by the static style sheet).
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)).replace(/<style[^>]*><\/style>/g, '');

  return {
    type: 'page',
    status,
    kind,
    locale,
    params,
    title: head.title,
    data,
    main: keys.length > 0 && !missing ? data[keys[0]] : undefined,
    html,
    styles,
    pageData: serializePageData(page),
  };
}
