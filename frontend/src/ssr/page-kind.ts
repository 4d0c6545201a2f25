import { SECTION_SLUGS } from '../reader/routes';

/** What a reader page is, for its head and structured data (the server's render and the browser's head-sync). */
export type PageKind = 'home' | 'article' | 'category' | 'search' | 'content' | 'not-found';

const SECTIONS = new Set<string>(SECTION_SLUGS);

/** The kind of page a matched leaf route shows (reader/routes.tsx; '*' is the not-found page). */
export function pageKind(route: { index?: boolean; path?: string }): PageKind {
  if (route.index) return 'home';
  if (route.path === 'article/:slug') return 'article';
  if (route.path === 'category/:slug' || SECTIONS.has(route.path ?? '')) return 'category';
  if (route.path === 'search') return 'search';
  if (route.path === '*') return 'not-found';
  return 'content';
}
