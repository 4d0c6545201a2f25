import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, cmsUrl, createArticle, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * The public read cache (docs/product.md#freshness; docs/decisions/0007-read-cache.md,
 * 0008-purge-notices-from-strapi.md) in the adapters, purged exactly by every write (through the API, through
 * Strapi's panel, by a scheduled time) and, on PostgreSQL, across adapters instances.
 *
 * This file boots a stack of its own whose cached answers stay fresh for ten minutes: only a purge can make a
 * read show a change, so a missing purge fails here instead of hiding behind a short freshness time.
 */
const FRESH_FOR_TEN_MINUTES = { READ_CACHE_FRESH_MS: '600000' };

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string; json: any };

function raw(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // The path is sent exactly as written (a URL object would fold dot segments before sending).
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path: `${url.pathname.replace(/\/$/, '')}${pathname}`, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body.toString();
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

let stack: Stack;
let base: string;
const get = (pathname: string, headers: Record<string, string> = {}) => raw(base, pathname, headers);
const titles = (res: Raw) => (res.json.data.articles as Array<{ title: string }>).map((a) => a.title);

let editor: Account;
let reader: Account;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: FRESH_FOR_TEN_MINUTES });
  useStack(stack);
  base = stack.apiUrl;
  [editor, reader] = await Promise.all([signUpAs('editor'), signUpAs('user')]);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the read cache', () => {
  it('answers a repeated anonymous read from memory, the same bytes, compressed, with a validator', async () => {
    // A list big enough to pass the compression threshold.
    const category = await createCategory();
    for (let i = 0; i < 3; i++) await createArticle(editor.token, { category: category._id });
    const first = await get('/articles?limit=12', { 'accept-encoding': 'br' });
    const second = await get('/articles?limit=12', { 'accept-encoding': 'gzip' });
    await get('/articles?limit=12&page=1');
    const reordered = await get('/articles?page=1&limit=12');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.text).toBe(first.text);
    expect(reordered.headers['x-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toMatch(/^public/);
    expect(String(second.headers.vary)).toMatch(/Authorization/);
    expect(second.headers['content-security-policy']).toBeTruthy();
    const revalidated = await get('/articles?limit=12', { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('makes one call to Strapi for many readers missing the same answer at once', async () => {
    const address = `/articles?q=${unique('nothing')}`;
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(address)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const states = answers.map((a) => a.headers['x-cache']);
    // One miss asks Strapi; the others wait for it (SHARED) or, on a slow machine, arrive once it is stored (HIT).
    expect(states.filter((s) => s === 'MISS')).toHaveLength(1);
    expect(states.filter((s) => s === 'SHARED' || s === 'HIT')).toHaveLength(24);
  });

  it('shares public lists with signed-in readers (kept private in their browser), never with staff or for one article', async () => {
    const article = await createArticle(editor.token);
    await get('/categories');
    const asReader = await get('/categories', { authorization: `Bearer ${reader.token}` });
    expect(asReader.status).toBe(200);
    expect(asReader.headers['x-cache']).toBe('HIT');
    expect(asReader.headers['cache-control']).toBe('private, no-store');
    const asEditor = await get('/categories', { authorization: `Bearer ${editor.token}` });
    expect(asEditor.status).toBe(200);
    expect(asEditor.headers['x-cache']).toBeUndefined();
    // One article tells the reader whether they liked it: never from the shared answer.
    const liked = await api('POST', `/articles/${article._id}/like`, { token: reader.token });
    expect(liked.status).toBe(200);
    const own = await get(`/articles/${article.slug}`, { authorization: `Bearer ${reader.token}` });
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.json.data.liked).toBe(true);
    // A token Strapi refuses is answered by Strapi, as without the cache.
    const forged = await get('/categories', { authorization: 'Bearer not-a-token' });
    expect(forged.headers['x-cache']).toBeUndefined();
  });

  it('never keeps what only staff may see', async () => {
    const draft = await createArticle(editor.token, { status: 'draft' });
    expect((await get(`/articles/${draft.slug}`, { authorization: `Bearer ${editor.token}` })).status).toBe(200);
    expect((await get(`/articles/${draft.slug}`)).status).toBe(404);
    expect((await get(`/articles/${draft.slug}`)).status).toBe(404);
    expect((await get(`/articles?status=draft`)).headers['x-cache']).toBeUndefined();
  });

  it('answers only the address it was asked: dot segments are not folded into a cached address', async () => {
    await get('/categories');
    for (const address of ['/uploads/%2e%2e/api/categories', '/api/articles/%2e%2e/categories', '/api/x/../categories']) {
      const res = await raw(stack.siteUrl, address);
      expect(res.headers['x-cache'], address).toBeUndefined();
      expect(res.text, address).not.toMatch(/"articleCount"/);
    }
  });

  it('refuses purge notices that are not signed with the shared secret', async () => {
    await get('/categories');
    const attempts: Array<Record<string, string>> = [{}, { 'x-bulletin-timestamp': String(Date.now()), 'x-bulletin-signature': 'a'.repeat(64) }];
    for (const headers of attempts) {
      const res = await fetch(`${stack.siteUrl}/internal/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ changes: [{ type: 'all' }] }),
      });
      expect(res.status).toBe(401);
    }
    expect((await get('/categories')).headers['x-cache']).toBe('HIT');
  });
});

describe('exact purge', () => {
  it('shows an edit through the API at the next read: the article, the lists, search, both categories and their counts', async () => {
    const [from, to] = await Promise.all([createCategory(), createCategory()]);
    const word = unique('zephyr').replace('-', '');
    const article = await createArticle(editor.token, { category: from._id, title: `Old headline ${word}` });
    const bystander = await createArticle(editor.token, { category: to._id });
    const reads = {
      article: `/articles/${article.slug}`,
      related: `/articles/${bystander.slug}`,
      home: '/articles?limit=12',
      search: `/articles?q=${word}`,
      from: `/articles?category=${from.slug}`,
      to: `/articles?category=${to.slug}`,
      categories: '/categories',
    };
    for (const address of Object.values(reads)) await get(address);
    for (const address of Object.values(reads)) expect((await get(address)).headers['x-cache'], address).toBe('HIT');

    const edited = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title: `New headline ${word}`, category: to._id } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect((await get(reads.article)).json.data.title).toBe(`New headline ${word}`);
    expect((await get(reads.article)).json.data.category._id).toBe(to._id);
    expect((await get(reads.related)).json.data.relatedArticles.map((a: { _id: string }) => a._id)).toContain(article._id);
    expect(titles(await get(reads.home))).toContain(`New headline ${word}`);
    expect(titles(await get(reads.search))).toEqual([`New headline ${word}`]);
    expect(titles(await get(reads.from))).not.toContain(`New headline ${word}`);
    expect(titles(await get(reads.to))).toContain(`New headline ${word}`);
    const counts = (await get(reads.categories)).json.data as Array<{ _id: string; articleCount: number }>;
    expect(counts.find((c) => c._id === from._id)?.articleCount).toBe(0);
    expect(counts.find((c) => c._id === to._id)?.articleCount).toBe(2);

    const removed = await api('DELETE', `/articles/${article._id}`, { token: editor.token });
    expect(removed.status).toBe(200);
    expect((await get(reads.article)).status).toBe(404);
    expect(titles(await get(reads.home))).not.toContain(`New headline ${word}`);
  });

  it('shows a write made in the Strapi admin panel at the next read', async () => {
    const article = await createArticle(editor.token);
    await get(`/articles/${article.slug}`);
    await get('/articles?limit=12');
    const login = await fetch(`${cmsUrl()}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const panelToken = ((await login.json()) as { data: { token: string } }).data.token;
    const title = `Corrected in the panel ${unique('p')}`;
    const put = await fetch(`${cmsUrl()}/content-manager/collection-types/api::article.article/${article._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${panelToken}` },
      body: JSON.stringify({ title }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await get(`/articles/${article.slug}`)).json.data.title).toBe(title);
    expect(titles(await get('/articles?limit=12'))).toContain(title);
  });

  it('shows a new comment at the next read of the comments', async () => {
    const article = await createArticle(editor.token);
    expect((await get(`/articles/${article.slug}/comments`)).json.data).toEqual([]);
    expect((await get(`/articles/${article._id}/comments`)).json.data).toEqual([]);
    const posted = await api('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { content: 'First!' } });
    expect(posted.status).toBe(201);
    expect((await get(`/articles/${article.slug}/comments`)).json.data.map((c: { content: string }) => c.content)).toEqual(['First!']);
    expect((await get(`/articles/${article._id}/comments`)).json.data).toHaveLength(1);
  });

  it('keeps the feeds too, and a new article shows in them at the next read', async () => {
    await raw(stack.siteUrl, '/rss.xml');
    const again = await raw(stack.siteUrl, '/rss.xml', { 'accept-encoding': 'br' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-type']).toMatch(/rss\+xml/);
    expect(again.headers['content-encoding']).toBe('br');
    const article = await createArticle(editor.token, { title: `Fresh in the feed ${unique('f')}` });
    expect((await raw(stack.siteUrl, '/rss.xml')).text).toContain(article.title);
    expect((await raw(stack.siteUrl, '/news-sitemap.xml')).text).toContain(article.slug);
  });

  it('keeps server-rendered pages, the same for every reader, and shows a write in them at the next view', async () => {
    const article = await createArticle(editor.token);
    const page = `/article/${article.slug}`;
    await raw(stack.siteUrl, page);
    const again = await raw(stack.siteUrl, page, { authorization: `Bearer ${reader.token}`, 'accept-encoding': 'gzip' });
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['x-bulletin-page']).toBeUndefined();
    expect(again.text).toContain(article.title);
    const revalidated = await raw(stack.siteUrl, page, { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.status).toBe(304);
    const title = `Headline rewritten ${unique('h')}`;
    expect((await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title } })).status).toBe(200);
    const after = await raw(stack.siteUrl, page);
    expect(after.text).toContain(title);
    expect((await raw(stack.siteUrl, '/')).text).toContain(title);
    // Not kept: an unknown article's 404 page, the newsroom's client-rendered shell.
    expect((await raw(stack.siteUrl, `/article/${unique('nope')}`)).status).toBe(404);
    expect((await raw(stack.siteUrl, `/article/${unique('nope')}`)).headers['x-cache']).not.toBe('HIT');
    expect((await raw(stack.siteUrl, '/admin')).headers['x-cache']).toBeUndefined();
  });

  it('shows a scheduled article when its time comes, with no write', async () => {
    const category = await createCategory();
    const due = new Date(Date.now() + 4000);
    const article = await createArticle(editor.token, { category: category._id, publishDate: due.toISOString() });
    const list = `/articles?category=${category.slug}`;
    expect(titles(await get(list))).toEqual([]);
    expect((await get(list)).headers['x-cache']).toBe('HIT');
    let seenAt = 0;
    while (Date.now() < due.getTime() + 20_000) {
      if (titles(await get(list)).includes(article.title)) {
        seenAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(seenAt, 'the article never appeared').toBeGreaterThan(0);
    expect(seenAt).toBeGreaterThanOrEqual(due.getTime());
    expect((await get(`/articles/${article.slug}`)).status).toBe(200);
  });
});

// PostgreSQL only, not a silent pass: adapters instances hear each other's purges through PostgreSQL's
// LISTEN/NOTIFY (the purge bus), which SQLite does not have. The `integration-postgres` project runs it when
// TEST_DATABASE_URL names a server; the SQLite project cannot, and reports it skipped.
describe.runIf(inject('database') === 'postgres')('two adapters instances over one PostgreSQL', () => {
  it('a write through one instance is seen at the next read of the other', async () => {
    const second = await stack.addAdapters();
    const article = await createArticle(editor.token);
    const address = `/articles/${article.slug}`;
    await raw(second.apiUrl, address);
    expect((await raw(second.apiUrl, address)).headers['x-cache']).toBe('HIT');
    const title = `Seen everywhere ${unique('t')}`;
    const edited = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title } });
    expect(edited.status).toBe(200);
    // NOTIFY reaches the other instance a moment after the write's answer: allow it a second.
    const deadline = Date.now() + 1000;
    let shown = '';
    while (Date.now() < deadline && shown !== title) {
      shown = (await raw(second.apiUrl, address)).json.data.title;
      if (shown !== title) await new Promise((r) => setTimeout(r, 50));
    }
    expect(shown).toBe(title);
    expect((await raw(second.apiUrl, '/articles?limit=12')).json.data.articles.map((a: { title: string }) => a.title)).toContain(title);
  });
});

describe("an article's comments when the article changes", () => {
  it('unpublished, scheduled for later or deleted: its comments are a 404 at the next read, by id and by slug', async () => {
    const inAWeek = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    const changes: Array<[string, (id: string) => Promise<{ status: number }>]> = [
      ['unpublished', (id) => api('PUT', `/articles/${id}`, { token: editor.token, body: { status: 'draft' } })],
      ['scheduled for later', (id) => api('PUT', `/articles/${id}`, { token: editor.token, body: { publishDate: inAWeek } })],
      ['deleted', (id) => api('DELETE', `/articles/${id}`, { token: editor.token })],
    ];
    for (const [name, change] of changes) {
      const article = await createArticle(editor.token);
      const posted = await api('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { content: `Said before it was ${name}` } });
      expect(posted.status).toBe(201);
      for (const key of [article._id, article.slug]) {
        expect((await get(`/articles/${key}/comments`)).json.data, name).toHaveLength(1);
        expect((await get(`/articles/${key}/comments`)).headers['x-cache'], name).toBe('HIT');
      }
      expect((await change(article._id)).status, name).toBe(200);
      for (const key of [article._id, article.slug]) {
        const res = await get(`/articles/${key}/comments`);
        expect(res.status, `${name}: ${res.text}`).toBe(404);
        expect(res.json).toEqual({ success: false, message: 'Article not found' });
      }
    }
  });
});
