import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { HydrationState } from '../ssr/page-data';
import { accountRoutes } from '../account/routes';
import { adminRoutes } from '../admin/routes';
import { Layout } from '../frame/Layout';
import { plainPage } from '../lib/route-module';
import { localizedReaderRoutes, readerRoutes } from '../reader/routes';
import { LanguageGuard } from '../frame/LanguageGuard';
import { PageSync } from './PageSync';
import { ROUTER_FUTURE } from './router-future';
import { RouteError } from './RouteError';

/**
 * All screens render inside the shared frame (frame/Layout.tsx). Route lists are owned by their areas:
 * reader/routes.tsx (public pages), account/routes.tsx (sign-in, sign-up), admin/routes.tsx (newsroom).
 * Every screen is lazy (its own chunk); reader screens must never import from admin/.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Frame,
    errorElement: <RouteError />, // a failure of the frame itself
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />, // a failing screen keeps the frame around the error
        children: [
          ...readerRoutes,
          ...localizedReaderRoutes,
          ...accountRoutes,
          ...adminRoutes,
          { path: '*', lazy: plainPage(() => import('../reader/pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * The shared frame, the head kept true as the reader moves between pages, and each reader page's view reported
 * (PageSync renders nothing).
 */
function Frame() {
  return (
    <>
      <LanguageGuard />
      <Layout />
      <PageSync routes={routes} />
    </>
  );
}

export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { future: ROUTER_FUTURE, hydrationData });

/**
 * Loads the lazy route modules the address matches, in place, before hydrating a server-rendered page:
 * the first browser render must already have the screens the server rendered.
 */
export async function resolveLazyRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
