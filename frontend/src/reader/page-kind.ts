import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import { SECTION_SLUGS } from './routes';

import type { PageKind } from '@bulletin/contract';

export type { PageKind };

const SECTIONS = new Set<string>(SECTION_SLUGS);

/** The kind of page a matched leaf route shows (reader/routes.tsx; '*' is the not-found page). */
export function pageKind(route: { index?: boolean; path?: string }): PageKind {
  if (route.index) return 'home';
  if (route.path === 'article/:slug') return 'article';
  if (route.path === 'category/:slug' || SECTIONS.has(route.path ?? '')) return 'category';
  if (route.path === 'author/:slug') return 'author';
  if (route.path === 'search') return 'search';
  if (route.path === 'live/:slug') return 'live';
  if (route.path === '*') return 'not-found';
  return 'content';
}

/** The kind of page `routes` show at `location` (after in-app navigation: the head, the page view). */
export function pageKindAt(routes: RouteObject[], location: Location): PageKind {
  const route = matchRoutes(routes, location)?.at(-1)?.route;
  return route ? pageKind(route) : 'not-found';
}
