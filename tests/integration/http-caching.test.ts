import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request, type IncomingHttpHeaders } from 'node:http';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, createArticle, createCategory, loginAdmin, signUpAs, siteUrl, unique, type Account } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * HTTP done right: compression by Accept-Encoding (precompressed assets, JSON on the fly), immutable hashed assets,
 * validators (ETag → 304) on index.html and API answers, and Cache-Control by caller (docs/product.md#freshness;
 * headers: docs/operations.md#caching-headers). Raw node:http requests: fetch would add Accept-Encoding and
 * decompress by itself.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(root, 'frontend/dist');

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, base), { method, headers: body ? { 'content-type': 'application/json', ...headers } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

const varyOf = (res: Raw) => String(res.headers.vary ?? '').toLowerCase();

/** The biggest hashed script of the build (the main bundle): it has .br and .gz copies. */
async function mainScript(): Promise<string> {
  const names = (await readdir(path.join(DIST, 'assets'))).filter((n) => n.endsWith('.js'));
  const sizes = await Promise.all(names.map(async (n) => ({ n, size: (await readFile(path.join(DIST, 'assets', n))).length })));
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  return `/assets/${entry ?? sizes.sort((a, b) => b.size - a.size)[0]!.n}`;
}

let editor: Account;
let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
  editor = await signUpAs('editor');
  // A list big enough to pass the compression threshold.
  const category = await createCategory();
  for (let i = 0; i < 3; i++) await createArticle(editor.token, { category: category._id });
});

describe('compression', () => {
  it('JSON travels as br or gzip as the caller accepts, identity without Accept-Encoding', async () => {
    const identity = await raw(siteUrl(), '/api/articles?limit=20');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const plain = JSON.parse(identity.body.toString('utf8'));
    expect(identity.body.length).toBeGreaterThan(1024);

    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const res = await raw(siteUrl(), '/api/articles?limit=20', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(res.body.length).toBeLessThan(identity.body.length);
      expect(JSON.parse(decoded(res))).toEqual(plain);
    }
  });

  it('the main script is served precompressed (br, gzip) with its JavaScript type, and raw without Accept-Encoding', async () => {
    const script = await mainScript();
    const original = await readFile(path.join(DIST, script));
    const identity = await raw(siteUrl(), script);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);

    for (const encoding of ['br', 'gzip'] as const) {
      const res = await raw(siteUrl(), script, { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(varyOf(res)).toContain('accept-encoding');
      expect(res.body.length).toBeLessThan(original.length / 2);
      expect(decoded(res)).toBe(original.toString('utf8'));
    }
  });
});

describe('static files', () => {
  it('a hashed asset is cached for a year, immutable, compressed or not; a missing asset is a 404, not the page', async () => {
    const script = await mainScript();
    for (const accept of [{}, { 'accept-encoding': 'br' }] as Array<Record<string, string>>) {
      const res = await raw(siteUrl(), script, accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const missing = await raw(siteUrl(), `/assets/${unique('gone')}-AbCdEf12.js`);
    expect(missing.status).toBe(404);
    expect(String(missing.headers['content-type'])).not.toMatch(/html/);
  });

  it('index.html is no-cache with an ETag, and revalidation gives 304', async () => {
    // The newsroom and account addresses are the built index.html (reader pages are rendered on the server).
    const page = await raw(siteUrl(), '/admin/users');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag;
    expect(etag).toBeTruthy();
    const again = await raw(siteUrl(), '/login', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a server-rendered reader page is no-cache with an ETag, and an unchanged page revalidates to 304', async () => {
    const page = await raw(siteUrl(), '/terms');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await raw(siteUrl(), '/terms', { 'if-none-match': page.headers.etag! });
    expect(again.status).toBe(304);
  });
});

describe('API validators', () => {
  it('an unchanged answer revalidates to 304; a changed one is a 200 with a new ETag', async () => {
    const article = await createArticle(editor.token);
    const first = await raw(siteUrl(), `/api/articles/${article._id}`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    const same = await raw(siteUrl(), `/api/articles/${article._id}`, { 'if-none-match': etag! });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    expect(same.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');

    const title = unique('Changed');
    expect((await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title } })).status).toBe(200);
    const changed = await raw(siteUrl(), `/api/articles/${article._id}`, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBeTruthy();
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(decoded(changed)).data.title).toBe(title);
  });

  it('JSON GETs carry an ETag (lists, categories, comments)', async () => {
    for (const p of ['/api/articles', '/api/categories', '/api/articles?search=story']) {
      const res = await raw(siteUrl(), p);
      expect(res.status, p).toBe(200);
      expect(res.headers.etag, p).toBeTruthy();
    }
  });
});

describe('Cache-Control by caller', () => {
  const PUBLIC = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
  const PRIVATE = 'private, no-store';

  it('public reads without a token share a short cache and vary on Authorization', async () => {
    const article = await createArticle(editor.token);
    for (const p of ['/api/articles', `/api/articles/${article._id}`, `/api/articles/${article.slug}`, '/api/articles?search=story', '/api/categories', `/api/articles/${article._id}/comments`]) {
      const res = await raw(siteUrl(), p);
      expect(res.status, p).toBe(200);
      expect(res.headers['cache-control'], p).toBe(PUBLIC);
      expect(varyOf(res), p).toContain('authorization');
    }
  });

  it('answers that depend on the caller are private, no-store', async () => {
    const article = await createArticle(editor.token);
    const reader = await signUpAs('user');
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const cases: Array<[string, Record<string, string>]> = [
      ['/api/articles', auth(reader.token)],
      [`/api/articles/${article._id}`, auth(reader.token)],
      ['/api/auth/me', auth(reader.token)],
      ['/api/users', auth(admin)],
      ['/api/analytics/dashboard', auth(admin)],
      ['/api/articles?status=all', auth(editor.token)],
      // A staff list asked for without a token is still never shared.
      ['/api/articles?status=draft', {}],
    ];
    for (const [p, headers] of cases) {
      const res = await raw(siteUrl(), p, headers);
      expect(res.headers['cache-control'], `${p} ${JSON.stringify(headers)}`).toBe(PRIVATE);
    }
    // With a token even the categories are private: a staff member who just renamed one must see it at once.
    expect((await raw(siteUrl(), '/api/categories', auth(admin))).headers['cache-control']).toBe(PRIVATE);
  });

  it('writes and errors are never stored', async () => {
    const article = await createArticle(editor.token);
    const auth = { authorization: `Bearer ${editor.token}` };
    const writes: Raw[] = [
      await raw(siteUrl(), `/api/articles/${article._id}/view`, {}, 'POST'),
      await raw(siteUrl(), `/api/articles/${article._id}`, auth, 'PUT', JSON.stringify({ title: unique('T') })),
      await raw(siteUrl(), '/api/auth/login', {}, 'POST', JSON.stringify({ email: 'nobody@example.test', password: 'wrong-pass' })),
      await raw(siteUrl(), `/api/articles/${unique('missing')}`),
    ];
    for (const res of writes) expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(writes.map((w) => w.status)).toEqual([200, 200, 401, 404]);
  });
});

describe('a new build (own stack serving a copy of frontend/dist)', () => {
  let stack: Stack;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'bulletin-dist-'));
    await cp(DIST, dist, { recursive: true });
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({ postgresUrl, extraEnv: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('a changed index.html is a 200 with a new ETag; the unchanged one was a 304', async () => {
    const first = await raw(stack.siteUrl, '/');
    const etag = first.headers.etag!;
    expect((await raw(stack.siteUrl, '/', { 'if-none-match': etag })).status).toBe(304);

    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    await writeFile(path.join(dist, 'index.html'), html.replace('</head>', '<meta name="build" content="next"></head>'));
    const changed = await raw(stack.siteUrl, '/', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-cache');
    expect(changed.headers.etag).toBeTruthy();
    expect(changed.headers.etag).not.toBe(etag);
    expect(decoded(changed)).toContain('content="next"');
  });
});
