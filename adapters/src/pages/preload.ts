import { existsSync, readFileSync, statSync } from 'node:fs';
import type { PageKind } from './page-types.js';

/**
 * `<link rel="modulepreload">` for the screen a server-rendered page shows (its lazy chunk and what it imports),
 * from Vite's manifest (frontend/dist/.vite/manifest.json): the browser fetches them with the entry instead of
 * after it, so the page hydrates sooner. The entry's own chunks are already in index.html.
 */
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;

const screen = (name: string) => `src/reader/pages/${name}.tsx`;
/** The screen module of each page kind (frontend/src/reader/routes.tsx); content pages by their address. */
const SCREENS: Partial<Record<PageKind, string>> = {
  home: screen('HomePage'),
  article: screen('ArticlePage'),
  category: screen('CategoryPage'),
  search: screen('SearchPage'),
  live: screen('LivePage'),
  'not-found': screen('NotFoundPage'),
};
const CONTENT: Record<string, string> = {
  weather: screen('WeatherPage'),
  newsletters: screen('NewslettersPage'),
  terms: screen('TermsPage'),
  privacy: screen('PrivacyPage'),
  cookies: screen('CookiesPage'),
  contact: screen('ContactPage'),
  // Watch Live when nothing is live ("No live coverage right now"); with a running story it is a redirect.
  live: screen('LiveIndexPage'),
};

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Read again when the manifest changes (a new build copied in place has new chunk names). */
export function makePreloads(manifestPath: string): (kind: PageKind, pathname: string) => string {
  let seen = -1;
  let manifest: Manifest = {};
  let entry = new Set<string>();
  const cache = new Map<string, string>();
  return (kind, pathname) => {
    if (!existsSync(manifestPath)) return '';
    const mtime = statSync(manifestPath).mtimeMs;
    if (mtime !== seen) {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
      cache.clear();
      seen = mtime;
    }
    const module = kind === 'content' ? CONTENT[pathname.split('/')[1] ?? ''] : SCREENS[kind];
    if (!module || !manifest[module]) return '';
    let links = cache.get(module);
    if (links === undefined) {
      const files = [...closure(manifest, [module])].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
      links = files.length > 0 ? `<meta name="bulletin-modules" content="${files.join(' ')}">` : '';
      cache.set(module, links);
    }
    return links;
  };
}
