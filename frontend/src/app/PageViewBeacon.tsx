import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pageKind } from '../reader/page-kind';
import { useMainRecord } from './main-record';

/**
 * Reports each reader page once to the analytics route (docs/decisions/0028-analytics-storage.md; which pages and
 * when: reader/page-view.ts). Renders nothing; runs in an effect and loads the reporter then, so it never delays
 * the page and adds nothing to what a page loads at once; without JavaScript nothing is sent.
 */
export function PageViewBeacon({ routes }: { routes: RouteObject[] }) {
  const { location, key, data, error } = useMainRecord();
  useEffect(() => {
    const route = matchRoutes(routes, location)?.at(-1)?.route;
    const kind = route ? pageKind(route) : 'not-found';
    void import('../reader/page-view').then(({ pageShown }) => pageShown(kind, location, { key, data, error }));
  }, [location, key, data, error, routes]);
  return null;
}
