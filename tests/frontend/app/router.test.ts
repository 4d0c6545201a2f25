import { describe, expect, it } from 'vitest';
import { isClientRenderedScreen } from '@bulletin/contract';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../../../frontend/src/account/routes';
import { adminRoutes } from '../../../frontend/src/admin/routes';
import { readerRoutes } from '../../../frontend/src/reader/routes';

const top = (routes: RouteObject[]) => routes.filter((route) => route.path).map((route) => `/${route.path!}`);

/** The browser's route lists agree with the contract's client-rendered screens, which the server does not render. */
describe('route lists and the client-rendered screens', () => {
  it('newsroom and account screens are client-rendered', () => {
    for (const path of [...top(adminRoutes), ...top(accountRoutes)]) expect(isClientRenderedScreen(path), path).toBe(true);
  });

  it('no reader screen is', () => {
    const paths = top(readerRoutes);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(isClientRenderedScreen(path), path).toBe(false);
  });
});
