import { PAGE_DATA_ID } from './ssr/page-data-id';

/**
 * The browser's entry: a few hundred bytes that decide when the app (start-client.tsx, its own chunk with
 * React, Chakra, the router and SWR) is fetched and run.
 * - A server-rendered reader page (it holds `#bulletin-page-data`) is already readable and its links work:
 *   the app is fetched after the page's `load` event, so its JavaScript never competes with the page's text
 *   and first image for the network or the main thread; then React hydrates. The screen's own chunks, named
 *   by the server in `<meta name="bulletin-modules">` (adapters/src/pages/preload.ts), are fetched with it.
 * - Newsroom and account screens (client-rendered, an empty `#root`) need the app at once.
 */
const start = () => {
  const modules = document.querySelector<HTMLMetaElement>('meta[name="bulletin-modules"]')?.content ?? '';
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // In a task of its own: the app's import (and Vite's preload of its chunks) is not added to the load event's task.
  // React DOM (the `framework` chunk) is asked for on its own as well: a module graph is evaluated in one task, so
  // the framework, which arrives first, is evaluated in one task and the app and its screens in a later one.
  setTimeout(() => {
    void import('react-dom/client');
    void import('./start-client');
  }, 0);
};

if (!document.getElementById(PAGE_DATA_ID) || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
