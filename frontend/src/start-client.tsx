import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { primeFirstFetch, readPageData, setHydrating } from './ssr/page-data';

/**
 * The app in the browser, started by entry-client.tsx. A reader page rendered on the server (adapters/src/pages) carries its data in
 * `#bulletin-page-data`: the matched lazy screens are loaded first, then React hydrates the server's HTML
 * with the same data (no second fetch, no flash). Newsroom and account pages are rendered here.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Bulletin: the #root element is missing from index.html');

const page = readPageData(document);

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders page={page}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </AppProviders>
  </StrictMode>
);

if (page) {
  // The screens' modules, then (in a task of its own) hydration, itself sliced.
  const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  void resolveLazyRoutes(window.location).then(async () => {
    await yieldToBrowser();
    primeFirstFetch(page);
    setHydrating(true);
    // A transition hydrates in React's time slices (~5 ms tasks that yield to the browser) instead of one long
    // task: the page is already painted by the server, so nothing is gained by blocking the main thread.
    startTransition(() => {
      hydrateRoot(container, app(createAppRouter(page.router)));
    });
  });
} else {
  createRoot(container).render(app(createAppRouter()));
}
