#!/usr/bin/env node
// `npm run size`: the gzip size of the JavaScript each route loads, from the built frontend's chunk graph
// (frontend/dist/.vite/manifest.json; run `npm run build` first). A route loads the entry chunk, its
// screen's lazy chunk(s) and everything those import statically; what they import dynamically (e.g. the
// article editor's rich-text editor) is shown as "later".
//
// Every page also loads its language's interface catalog (src/i18n/compiled/<locale>.ts, one chunk per language,
// docs/decisions/0025-interface-languages.md): each route counts the largest of the nine, so the budgets hold in
// every language.
//
// Fails (exit 1) when
// - the home route loads more than 100 KB gzip of JavaScript (HOME_BUDGET; 89.7 KB measured 2026-11-24 with reader
//   pages without Chakra UI, docs/decisions/0021; 144.4 KB before; the app chunk the entry loads after the page
//   included; raised by 8 KB from 92 KB for the nine languages: the i18n runtime and a language's strings),
// - a route with its own `budget` in ROUTES (the live coverage screens) loads more than that, or
// - a reader route's chunks (loaded at once or later) hold newsroom code: a chunk of a module under
//   src/admin/, or CKEditor (by name or content), or a reader source file imports from src/admin/ or
//   an editor package, or
// - a reader route loads Emotion (Chakra UI's styling) at once: reader pages are plain elements and static CSS.
//
// Writes a passing measurement to bench/results/size-latest.json and .md (docs/performance.md quotes it).
// Options: --json prints the measurements as JSON and writes nothing (used by tests/e2e/bundles.spec.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOME_BUDGET = 100 * 1024;

const reader = (name) => `src/reader/pages/${name}.tsx`;
const ADMIN_LAYOUT = 'src/admin/AdminLayout.tsx';
/** Chakra UI's provider and system, which `page()` loads with newsroom and account screens (src/ui/chakra/page.ts). */
const CHAKRA = 'src/ui/chakra/ChakraScope.tsx';

/** Each route with the modules its screen is made of (keys of the manifest), as registered in *\/routes.tsx. */
export const ROUTES = [
  { path: '/', area: 'reader', modules: [reader('HomePage')] },
  { path: '/article/:slug', area: 'reader', modules: [reader('ArticlePage')] },
  { path: '/category/:slug, /news … /video', area: 'reader', modules: [reader('CategoryPage')] },
  { path: '/search', area: 'reader', modules: [reader('SearchPage')] },
  { path: '/author/:slug', area: 'reader', modules: [reader('AuthorPage')] },
  { path: '/corrections', area: 'reader', modules: [reader('CorrectionsPage')] },
  // Live coverage: budgets near the 91.7 and 88.8 KB measured 2026-11-24 without Chakra UI (141.4 and 138.3 KB with it),
  // each raised by 8 KB for the nine languages (as HOME_BUDGET); /live/:slug by 1 KB more for its entries' times and
  // key events in the page's language and the newsletter form's confirmation step; both by 1 KB more since their
  // messages became an area catalog of their own (the home page stopped carrying them: its loader comes with the
  // live pages instead) and a stream tells the page when its story has ended.
  { path: '/live/:slug', area: 'reader', budget: 104 * 1024, modules: [reader('LivePage')] },
  { path: '/live', area: 'reader', budget: 100 * 1024, modules: [reader('LiveIndexPage')] },
  { path: '/weather', area: 'reader', modules: [reader('WeatherPage')] },
  { path: '/newsletters', area: 'reader', modules: [reader('NewslettersPage')] },
  { path: '/newsletter/preferences', area: 'reader', modules: [reader('NewsletterPreferencesPage')] },
  { path: '/terms', area: 'reader', modules: [reader('TermsPage')] },
  { path: '/privacy', area: 'reader', modules: [reader('PrivacyPage')] },
  { path: '/cookies', area: 'reader', modules: [reader('CookiesPage')] },
  { path: '/contact', area: 'reader', modules: [reader('ContactPage')] },
  { path: '(unknown path)', area: 'reader', modules: ['src/reader/pages/NotFoundPage.tsx'] },
  { path: '/login', area: 'account', modules: [CHAKRA, 'src/account/pages/LoginPage.tsx'] },
  { path: '/register', area: 'account', modules: [CHAKRA, 'src/account/pages/RegisterPage.tsx'] },
  { path: '/admin', area: 'admin', modules: [CHAKRA, ADMIN_LAYOUT, 'src/admin/pages/DashboardPage.tsx'] },
  { path: '/admin/article/new, /:id', area: 'admin', modules: [CHAKRA, ADMIN_LAYOUT, 'src/admin/pages/ArticleEditorPage.tsx'] },
  { path: '/admin/categories', area: 'admin', modules: [CHAKRA, ADMIN_LAYOUT, 'src/admin/pages/CategoriesPage.tsx'] },
  // The users screen, the newsletter desk, the outbox and one's own profile share one chunk (src/admin/pages/account-screens.ts).
  { path: '/admin/users, /admin/newsletter, /admin/outbox, /admin/profile', area: 'admin', modules: [CHAKRA, ADMIN_LAYOUT, 'src/admin/pages/account-screens.ts'] },
  { path: '/admin/live, /:slug', area: 'admin', modules: [CHAKRA, ADMIN_LAYOUT, 'src/admin/pages/LiveDeskPage.tsx'] },
];

/** The app's chunk, which the entry (src/entry-client.tsx) loads on every route. */
export const APP_KEY = 'src/start-client.tsx';

/** The manifest's entry chunk key (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** `keys` and every chunk they import statically (manifest keys). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`the manifest has no chunk ${key} (update ROUTES in scripts/size.mjs?)`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) stack.push(next);
  }
  return seen;
}

/** An interface catalog's manifest key (src/i18n/compiled/hi.ts) → its language. */
const CATALOG = /^src\/i18n\/compiled\/([a-z]{2,3})\.ts$/;

/** The gzip size of each language's interface catalog: [{ locale, gzip }]. */
export function catalogSizes(manifest, sizeOf) {
  return Object.keys(manifest)
    .map((key) => ({ key, locale: CATALOG.exec(key)?.[1] }))
    .filter((c) => c.locale)
    .map((c) => ({ locale: c.locale, gzip: sizeOf(c.key) }));
}

/** The chunks a route loads at once, and those its screen's chunks import dynamically (later). */
export function routeChunks(manifest, route) {
  const entry = entryKey(manifest);
  // The entry is a small loader that imports the app (src/start-client.tsx) dynamically: every route runs it.
  const app = (manifest[entry].dynamicImports ?? []).filter((key) => key === APP_KEY);
  const now = staticClosure(manifest, [entry, ...app, ...route.modules]);
  // The app's own dynamic imports are the other routes' screens: not this route's.
  const dynamic = [...now].filter((key) => key !== entry && !app.includes(key)).flatMap((key) => manifest[key].dynamicImports ?? []);
  const later = new Set([...staticClosure(manifest, dynamic)].filter((key) => !now.has(key)));
  return { now, later };
}

const FORBIDDEN_NAME = /\/admin\/|ckeditor/i;
const FORBIDDEN_CODE = /ckeditor/i;
/** Emotion's style sheet code (Chakra UI renders through it): reader pages are styled by static CSS. */
const STYLE_SYSTEM_CODE = /data-emotion/;

/**
 * A run-time style system among the chunks a reader route loads at once: a chunk with Emotion's code (Chakra UI
 * and Emotion come only with newsroom and account screens, docs/decisions/0021). One line per problem.
 */
export function styleSystemChunks(manifest, chunks, readChunk) {
  return chunks
    .filter((key) => manifest[key].file.endsWith('.js') && STYLE_SYSTEM_CODE.test(readChunk(manifest[key].file)))
    .map((key) => `${key} (${manifest[key].file}) contains Emotion (Chakra UI's styling), which reader pages do not load`);
}

/**
 * Newsroom code among `chunks`: a chunk whose module path names src/admin/ or CKEditor, or whose code
 * mentions CKEditor. `readChunk(file)` gives a chunk's code. Returns one line per problem.
 */
export function forbiddenChunks(manifest, chunks, readChunk) {
  const problems = [];
  for (const key of chunks) {
    const chunk = manifest[key];
    const names = [key, chunk.src ?? '', chunk.name ?? ''].join(' ');
    if (FORBIDDEN_NAME.test(names)) problems.push(`${key} (${chunk.file}) is newsroom code`);
    else if (chunk.file.endsWith('.js') && FORBIDDEN_CODE.test(readChunk(chunk.file))) {
      problems.push(`${key} (${chunk.file}) contains CKEditor code`);
    }
  }
  return problems;
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSource(fromFile, specifier) {
  let base;
  if (specifier === '@bulletin/contract') base = path.join(root, 'packages/contract/src/index.ts');
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null; // a package
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Reader source files that reach newsroom code through imports: starting at the reader screens, follows
 * relative imports; a file under frontend/src/admin/ or an editor package (ckeditor) is a problem.
 */
export function forbiddenSourceImports(routes = ROUTES) {
  const adminDir = path.join(root, 'frontend/src/admin') + path.sep;
  const problems = [];
  const seen = new Set();
  const stack = routes
    .filter((r) => r.area === 'reader')
    .flatMap((r) => r.modules.map((m) => path.join(root, 'frontend', m)));
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const relative = path.relative(root, file);
      if (/ckeditor/i.test(specifier)) {
        problems.push(`${relative} imports ${specifier}`);
        continue;
      }
      const target = resolveSource(file, specifier);
      if (!target) continue;
      if (target.startsWith(adminDir)) problems.push(`${relative} imports ${path.relative(root, target)}`);
      else stack.push(target);
    }
  }
  return problems;
}

/** Measures every route of a built frontend (`dist`: frontend/dist). */
export function measure(dist = path.join(root, 'frontend/dist')) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${path.relative(root, manifestFile)} is missing: run \`npm run build\` first (vite build.manifest is on)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const code = new Map();
  const readChunk = (file) => {
    if (!code.has(file)) code.set(file, readFileSync(path.join(dist, file)));
    return code.get(file).toString('utf8');
  };
  const gzip = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) return 0;
    if (!gzip.has(file)) gzip.set(file, gzipSync(Buffer.from(readChunk(file)), { level: 9 }).length);
    return gzip.get(file);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);

  const catalogs = catalogSizes(manifest, sizeOf);
  const catalogGzip = Math.max(0, ...catalogs.map((c) => c.gzip));
  const routes = ROUTES.map((route) => {
    const { now, later } = routeChunks(manifest, route);
    return {
      path: route.path,
      area: route.area,
      gzip: sum(now) + catalogGzip,
      budget: route.budget,
      laterGzip: sum(later),
      chunks: [...now].map((key) => manifest[key].file).sort(),
      laterChunks: [...later].map((key) => manifest[key].file).sort(),
      forbidden:
        route.area === 'reader'
          ? [...forbiddenChunks(manifest, [...now, ...later], readChunk), ...styleSystemChunks(manifest, [...now], readChunk)]
          : [],
    };
  });
  const home = routes.find((route) => route.path === '/');
  const sourceProblems = forbiddenSourceImports();
  const problems = [
    ...(home.gzip > HOME_BUDGET
      ? [`the home route loads ${kb(home.gzip)} gzip of JavaScript, over the ${kb(HOME_BUDGET)} budget`]
      : []),
    ...routes
      .filter((route) => route.budget && route.gzip > route.budget)
      .map((route) => `the ${route.path} route loads ${kb(route.gzip)} gzip of JavaScript, over its ${kb(route.budget)} budget`),
    ...routes.flatMap((route) => route.forbidden.map((line) => `${route.path}: ${line}`)),
    ...sourceProblems,
  ];
  return { homeGzip: home.gzip, budget: HOME_BUDGET, catalogs, routes, problems };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The measurements as text lines: a row per route, then the budgets. */
function tableLines(result) {
  const rows = result.routes.map((r) => [
    r.area,
    r.path,
    kb(r.gzip),
    r.laterGzip ? `+ ${kb(r.laterGzip)}` : '',
    String(r.chunks.length),
  ]);
  const head = ['area', 'route', 'JS gzip', 'later', 'chunks'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [
    line(head),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    `Interface catalogs (a page loads its language's; each route above counts the largest): ${result.catalogs
      .map((c) => `${c.locale} ${kb(c.gzip)}`)
      .join(', ')}.`,
    `Home route: ${kb(result.homeGzip)} gzip JavaScript (budget ${kb(result.budget)}).`,
    ...result.routes.filter((route) => route.budget).map((r) => `${r.path}: ${kb(r.gzip)} (budget ${kb(r.budget)}).`),
  ];
}

/**
 * A passing measurement is the latest result: bench/results/size-latest.json and .md (a dated copy in
 * bench/results/runs/), like the benchmarks' (bench/report.mjs).
 */
async function keepResult(result) {
  const { machine, writeResults, writtenLine } = await import('../bench/report.mjs');
  const date = new Date();
  const lines = tableLines(result);
  const markdown = [
    `# npm run size — ${date.toISOString()}`,
    '',
    `gzip JavaScript each route loads, from frontend/dist/.vite/manifest.json ("later": what its screen imports when used). Node ${machine().node}.`,
    '',
    '```',
    ...lines,
    '```',
  ].join('\n');
  console.log(writtenLine(writeResults('size', date, { date: date.toISOString(), ...result }, markdown)));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const result = measure();
    const json = process.argv.includes('--json');
    if (json) console.log(JSON.stringify(result, null, 2));
    else console.log(tableLines(result).join('\n'));
    if (result.problems.length) {
      for (const problem of result.problems) console.error(`size: ${problem}`);
      process.exit(1);
    }
    if (!json) {
      console.log('No reader route loads newsroom (admin/editor) code.');
      await keepResult(result);
    }
  } catch (error) {
    console.error(`size: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
