import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isClientRenderedScreen, splitLocalePath } from '@bulletin/contract';
import { pageKind } from '../reader/page-kind';
import { pageViewBody, sendPageView } from '../reader/page-view';
import { useMainRecord } from './main-record';

/**
 * Reports each reader page once to the analytics route (docs/decisions/0028-analytics-storage.md): the first,
 * server-rendered page after hydration, then every page reached in the app. An article page waits for its
 * article (its id is part of the view). Newsroom and account screens and not-found pages are never reported.
 * Renders nothing; runs in an effect, so it never delays the page, and without JavaScript nothing is sent.
 */
export function PageViewBeacon({ routes }: { routes: RouteObject[] }) {
  const { location, key, data, error } = useMainRecord();
  const reported = useRef<string | null>(null);
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === location.key || isClientRenderedScreen(location.pathname)) return;
    const route = matchRoutes(routes, location)?.at(-1)?.route;
    const kind = route ? pageKind(route) : 'not-found';
    if (kind === 'article' && key !== null && data === undefined && error === undefined) return;
    reported.current = location.key;
    const here = window.location.href;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = here;
    if (kind === 'not-found' || error) return;
    const articleId = kind === 'article' ? (data as { _id?: unknown } | undefined)?._id : undefined;
    sendPageView(
      pageViewBody({
        path: location.pathname,
        search: location.search,
        locale: splitLocalePath(location.pathname).locale,
        articleId: typeof articleId === 'string' ? articleId : null,
        referrer,
      }),
    );
  }, [location, key, data, error, routes]);

  return null;
}
