import { existsSync, readFileSync, statSync } from 'node:fs';
import type { PageKind } from './page-types.js';

/**
 * What a server-rendered page's head names from Vite's manifest (frontend/dist/.vite/manifest.json):
 * - `<link rel="stylesheet">` for the CSS of the app (the frame) and of the screen: the page is styled by static
 *   CSS files (reader CSS modules, one cached file), read before the first paint;
 * - `<meta name="bulletin-modules">` listing the screen's chunks (its lazy chunk and what it imports), which the
 *   entry modulepreloads once the page has loaded (frontend/src/entry-client.tsx), so the page hydrates sooner.
 *   The entry's own chunks are already in index.html. The page's language's interface catalog is one of them
 *   (frontend/src/i18n/compiled/<locale>.ts; docs/decisions/0025-interface-languages.md).
 */
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] };
type Manifest = Record<string, Chunk>;

const screen = (name: string) => `src/reader/pages/${name}.tsx`;
/** The app's chunk (frontend/src/start-client.tsx, the frame and the router), which the entry loads on every page. */
const APP = 'src/start-client.tsx';
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

const stylesheets = (manifest: Manifest, keys: Set<string>): string =>
  [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))].map((file) => `<link rel="stylesheet" href="/${file}">`).join('');

/** Read again when the manifest changes (a new build copied in place has new chunk names). */
/** The interface catalog of a language (frontend/src/i18n/i18n.ts loads it before the page hydrates). */
const catalog = (locale: string) => `src/i18n/compiled/${locale}.ts`;
/** The font of a language's script (frontend/src/i18n/fonts; none for English): its style sheet is linked at once. */
const font = (locale: string) => `src/i18n/fonts/${locale}.ts`;

/**
 * The page's script font, regular and bold, asked for with the page: text rarely waits for it (swap), and the bold of
 * headlines does not swap in after the first paint and move the lines below (docs/decisions/0025-interface-languages.md).
 */
const fontPreloads = (manifest: Manifest, key: string): string =>
  (manifest[key]?.assets ?? [])
    .filter((file) => /-(400|700)-normal-[^/]*\.woff2$/.test(file))
    .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/** `pathname` without its language prefix (`/hi/privacy` → `/privacy`), `locale` the page's language. */
export function makePreloads(manifestPath: string): (kind: PageKind, pathname: string, locale: string) => string {
  let seen = -1;
  let manifest: Manifest = {};
  let entry = new Set<string>();
  let app = new Set<string>();
  const cache = new Map<string, string>();
  return (kind, pathname, locale) => {
    if (!existsSync(manifestPath)) return '';
    const mtime = statSync(manifestPath).mtimeMs;
    if (mtime !== seen) {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
      app = closure(manifest, [...entry, APP]);
      cache.clear();
      seen = mtime;
    }
    const module = kind === 'content' ? CONTENT[pathname.split('/')[1] ?? ''] : SCREENS[kind];
    const key = module && manifest[module] ? module : '';
    const messages = manifest[catalog(locale)] ? catalog(locale) : '';
    const script = manifest[font(locale)] ? font(locale) : '';
    const cacheKey = `${key} ${messages} ${script}`;
    let head = cache.get(cacheKey);
    if (head === undefined) {
      const screenChunks = key ? closure(manifest, [key]) : new Set<string>();
      const fontChunks = script ? closure(manifest, [script]) : new Set<string>();
      const chunks = [...screenChunks, ...(messages ? [messages] : []), ...fontChunks];
      const files = chunks.filter((chunk) => !entry.has(chunk) && manifest[chunk]!.file.endsWith('.js')).map((chunk) => `/${manifest[chunk]!.file}`);
      head =
        stylesheets(manifest, new Set([...app, ...screenChunks, ...fontChunks])) +
        fontPreloads(manifest, script) +
        (files.length > 0 ? `<meta name="bulletin-modules" content="${files.join(' ')}">` : '');
      cache.set(cacheKey, head);
    }
    return head;
  };
}
