import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { primeFirstFetch, readPageData } from './ssr/page-data';

/**
 * The browser's entry. A reader page rendered on the server (adapters/src/pages) carries its data in
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
  void resolveLazyRoutes(window.location).then(() => {
    primeFirstFetch(page);
    hydrateRoot(container, app(createAppRouter(page.router)));
  });
} else {
  createRoot(container).render(app(createAppRouter()));
}
