/**
 * React Router 6 with every v7 behaviour switched on (no deprecation warnings; a v7 upgrade is a no-op), one set for
 * every router: the browser's (createBrowserRouter and RouterProvider), the server's (createStaticHandler,
 * createStaticRouter) and the tests' MemoryRouter. Each reads the flags it knows: `v7_startTransition` (the router's
 * state updates inside React.startTransition) is RouterProvider's and MemoryRouter's, the others the data router's
 * (MemoryRouter reads `v7_relativeSplatPath` too).
 */
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
  v7_startTransition: true,
} as const;
