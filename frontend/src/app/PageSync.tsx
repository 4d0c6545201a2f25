import { useEffect, useRef } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ApiError } from '../lib/api';
import { pageKindAt } from '../reader/page-kind';
import { useMainRecord } from './main-record';

const SUFFIX = ' | Bulletin';

/**
 * What follows each page the reader reaches, from its main record (its route module's first API key, read from SWR's
 * cache: no extra request). Renders nothing; placed after the frame so the screen has set its title
 * (useDocumentTitle) first.
 * - The page's view is reported (docs/decisions/0028-analytics-storage.md; which pages and when:
 *   reader/page-view.ts), the reporter loaded only then, so it never delays the page; without JavaScript nothing
 *   is sent.
 * - After in-app navigation the head is kept true: description, canonical, Open Graph / Twitter tags and JSON-LD
 *   rebuilt with the server's own builders (ssr/head-dom.ts). The first page's head is the server's.
 */
export function PageSync({ routes }: { routes: RouteObject[] }) {
  const { location, key, data, error } = useMainRecord();
  const firstPage = useRef(location.key);

  useEffect(() => {
    const kind = pageKindAt(routes, location);
    void import('../reader/page-view').then(({ pageShown }) => pageShown(kind, location, { key, data, error }));
    if (location.key === firstPage.current) return;
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
  }, [location, key, data, error, routes]);

  return null;
}

/** The screen's own part of the tab title (useDocumentTitle's), without the site's suffix. */
function currentTitle(): string | undefined {
  return document.title.endsWith(SUFFIX) ? document.title.slice(0, -SUFFIX.length) : undefined;
}
