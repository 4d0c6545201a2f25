import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  forbiddenChunks,
  forbiddenSourceImports,
  HOME_BUDGET,
  root,
  routeChunks,
  styleSystemChunks,
  type Manifest,
} from '../../scripts/size.mjs';
import { expect, test } from './fixtures.js';

const run = promisify(execFile);
const manifest = (): Manifest => JSON.parse(readFileSync(path.join(root, 'frontend/dist/.vite/manifest.json'), 'utf8'));

test.describe('npm run size', () => {
  test('measures every route, keeps home within its budget (HOME_BUDGET) and finds no newsroom code in reader routes', async () => {
    const { stdout } = await run(process.execPath, [path.join(root, 'scripts/size.mjs'), '--json'], { cwd: root });
    const result = JSON.parse(stdout) as {
      homeGzip: number;
      problems: string[];
      routes: { path: string; area: string; gzip: number; chunks: string[]; forbidden: string[] }[];
    };
    expect(result.problems).toEqual([]);
    expect(result.homeGzip).toBeGreaterThan(10 * 1024);
    expect(result.homeGzip).toBeLessThanOrEqual(HOME_BUDGET);
    const paths = result.routes.map((route) => route.path);
    for (const wanted of ['/', '/article/:slug', '/search', '/live/:slug', '/live', '/admin']) expect(paths).toContain(wanted);
    const editor = result.routes.find((route) => route.path.startsWith('/admin/article'))!;
    for (const route of result.routes.filter((r) => r.area === 'reader')) {
      expect(route.forbidden, route.path).toEqual([]);
      expect(
        route.chunks.some((file) => file.includes('RichTextEditor')),
        route.path,
      ).toBe(false);
      // The admin screens' own chunks are never part of a reader route.
      expect(
        route.chunks.some((file) => /(Dashboard|ArticleEditor|Categories|Users)Page-/.test(file)),
        route.path,
      ).toBe(false);
    }
    expect(editor.gzip).toBeGreaterThan(0);
  });

  test('the check does catch newsroom code in a reader route', () => {
    const fake: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: [] },
      'src/reader/pages/SearchPage.tsx': {
        file: 'assets/SearchPage.js',
        isDynamicEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/admin/editor/RichTextEditor.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/admin/editor/RichTextEditor.tsx': { file: 'assets/RichTextEditor.js', isDynamicEntry: true },
    };
    const { now, later } = routeChunks(fake, {
      path: '/search',
      area: 'reader',
      modules: ['src/reader/pages/SearchPage.tsx'],
    });
    expect([...now].sort()).toEqual(['_shared.js', 'index.html', 'src/reader/pages/SearchPage.tsx']);
    expect([...later]).toEqual(['src/admin/editor/RichTextEditor.tsx']);
    const code = (file: string) =>
      file === 'assets/shared.js' ? 'class X extends ClassicEditor { name = "ckeditor5" }' : '';
    expect(forbiddenChunks(fake, [...now, ...later], code)).toEqual([
      '_shared.js (assets/shared.js) contains CKEditor code',
      'src/admin/editor/RichTextEditor.tsx (assets/RichTextEditor.js) is newsroom code',
    ]);
    // Source level: a "reader" screen that imports admin code is reported.
    expect(forbiddenSourceImports([{ path: '/x', area: 'reader', modules: ['src/admin/routes.tsx'] }])).toContain(
      'frontend/src/admin/routes.tsx imports frontend/src/admin/AdminLayout.tsx',
    );
    expect(forbiddenSourceImports()).toEqual([]);
    // A reader route whose chunks hold Emotion (Chakra UI's run-time styling) is reported.
    const emotion = (file: string) => (file === 'assets/shared.js' ? 'e.setAttribute("data-emotion",key)' : '');
    expect(styleSystemChunks(fake, ['index.html', '_shared.js'], emotion)).toEqual([
      '_shared.js (assets/shared.js) contains Emotion (Chakra UI\'s styling), which reader pages do not load',
    ]);
  });
});

test.describe('in the browser', () => {
  test.use({ allowConsoleErrors: [/status of 404/] }); // the categories these pages ask for do not exist

  test('reader pages load no admin or editor chunk', async ({ page }) => {
    const m = manifest();
    const adminFiles = new Set(
      Object.entries(m)
        .filter(([key]) => key.includes('/admin/'))
        .map(([, chunk]) => chunk.file),
    );
    expect(adminFiles.size).toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    for (const url of ['/', '/search?q=harbour', '/category/no-such-category-e2e', '/news', '/terms']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => adminFiles.has(file))).toEqual([]);
  });
});
