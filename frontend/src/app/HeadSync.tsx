import { useEffect, useRef } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ApiError } from '../lib/api';
import { pageKind } from '../reader/page-kind';
import { useMainRecord } from './main-record';

const SUFFIX = ' | Bulletin';

/**
 * Keeps the head true after in-app navigation: description, canonical, Open Graph / Twitter tags and JSON-LD
 * are rebuilt from the new page's main record (its route module's first API key, read from SWR's cache: no
 * extra request) with the server's own builders (ssr/head-dom.ts). The first page's head is the server's.
 * Renders nothing; placed after the frame so the screen has set its title (useDocumentTitle) first.
 */
export function HeadSync({ routes }: { routes: RouteObject[] }) {
  const { location, data, error } = useMainRecord();
  const firstPage = useRef(location.key);

  useEffect(() => {
    if (location.key === firstPage.current) return;
    const route = matchRoutes(routes, location)?.at(-1)?.route;
    const kind = route ? pageKind(route) : 'not-found';
    const failed = error instanceof ApiError ? error.status : 0;
    const status = kind === 'not-found' || failed === 404 || (kind === 'article' && failed === 400) ? 404 : 200;
    const main = status < 400 ? (data as never) : undefined;
    void import('../ssr/head-dom').then(({ applyHead }) =>
      applyHead({
        kind,
        status,
        path: `${location.pathname}${location.search}`,
        // Read when the head is written, not before the import: the screen may have set its title meanwhile
        // (its data arrived), and the title of the moment before ('Loading...') must not come back over it.
        title: currentTitle(),
        article: kind === 'article' ? main : undefined,
        category: kind === 'category' ? main : undefined,
        live: kind === 'live' ? main : undefined,
      }),
    );
  }, [location, data, error, routes]);

  return null;
}

/** The screen's own part of the tab title (useDocumentTitle's), without the site's suffix. */
function currentTitle(): string | undefined {
  return document.title.endsWith(SUFFIX) ? document.title.slice(0, -SUFFIX.length) : undefined;
}
