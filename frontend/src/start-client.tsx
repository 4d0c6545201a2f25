import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { ROUTER_FUTURE } from './app/router-future';
import { splitLocalePath } from '@bulletin/contract';
import { chosenLocale } from './frame/language-memory';
import type { I18n } from '@lingui/core';
import { loadI18n } from './i18n/i18n';
import { primeFirstFetch, readPageData, setHydrating } from './ssr/page-data';

/**
 * The app in the browser, started by entry-client.tsx. A reader page rendered on the server (adapters/src/pages) carries its data in
 * `#bulletin-page-data`: the matched lazy screens are loaded first, then React hydrates the server's HTML
 * with the same data (no second fetch, no flash). Newsroom and account pages are rendered here.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Bulletin: no #root element');

const page = readPageData(document);
// The address decides the language (docs/product.md#languages); its catalog is loaded before the first render. A screen
// the server does not render (no page data: the newsroom, the account forms, which have one address for every language
// and are never cached) reads in the language the reader chose in the selector.
const i18nReady = loadI18n((!page && chosenLocale()) || splitLocalePath(window.location.pathname).locale);

const app = (router: ReturnType<typeof createAppRouter>, i18n: I18n) => (
  <StrictMode>
    <AppProviders page={page} i18n={i18n}>
      <RouterProvider router={router} future={ROUTER_FUTURE} />
    </AppProviders>
  </StrictMode>
);

if (page) {
  // Start-up in several short tasks rather than a few long ones (a long task is what a slow phone feels and what
  // Lighthouse counts as blocking time): the modules were evaluated in one; matching the address and loading the
  // matched screens in the next; making the router in another; then hydration, itself sliced (a transition hydrates
  // in React's ~5 ms units, and below-the-fold parts in passes of their own: ssr/hydrate-later.tsx).
  void (async () => {
    await nextTask();
    const [i18n] = await Promise.all([i18nReady, resolveLazyRoutes(window.location)]);
    await nextTask();
    primeFirstFetch(page);
    const router = createAppRouter(page.router);
    await nextTask();
    setHydrating(true);
    // The page is already painted by the server: nothing is gained by hydrating in one blocking task.
    startTransition(() => {
      hydrateRoot(container, app(router, i18n));
    });
  })();
} else {
  void i18nReady.then((i18n) => {
    document.documentElement.lang = i18n.locale;
    createRoot(container).render(app(createAppRouter(), i18n));
  });
}

/** Resolves in a new task, after the browser has had the main thread (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
