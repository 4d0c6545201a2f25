import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, createArticle, newVisitor, signUpAs, unique, type Account } from '../support/api.js';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * Counters that do not write per view (docs/product.md#counters): `POST /articles/:id/view` counts in memory and Strapi
 * writes the counts in batches (VIEW_FLUSH_MS) with atomic increments, and on a graceful shutdown.
 */

describe('views on the shared stack (flushed every second)', () => {
  let editor: Account;
  beforeAll(async () => {
    editor = await signUpAs('editor');
  });

  it('N simultaneous views of N readers are all counted once a flush has run', async () => {
    const article = await createArticle(editor.token);
    const results = await Promise.all(Array.from({ length: 25 }, () => api('POST', `/articles/${article._id}/view`, { headers: newVisitor() })));
    for (const res of results) expect(res.status).toBe(200);
    expect(Math.max(...results.map((r) => r.body.data.views as number))).toBe(25);
    await vi.waitFor(async () => expect((await api('GET', `/articles/${article._id}`)).body.data.views).toBe(25), { timeout: 30_000, interval: 250 });
  });
});

describe('views on an own stack whose timer never flushes during the test (VIEW_FLUSH_MS 10 minutes)', () => {
  let stack: Stack;
  let token: string;
  let category: string;

  type Answer = { success: boolean; message?: string; data: { _id: string; slug: string; token: string; views: number } };
  const call = async (method: string, p: string, body?: unknown, auth?: string) => {
    const res = await fetch(`${stack.apiUrl}${p}`, {
      method,
      // Every call a reader of their own: a view counts once per visitor (address and browser).
      headers: { 'content-type': 'application/json', ...newVisitor(), ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const newArticle = async () => {
    const res = await call('POST', '/articles', { title: unique('Story'), content: '<p>Body.</p>', status: 'published', category }, token);
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const storedViews = async (id: string) => (await call('GET', `/articles/${id}`)).body.data.views;

  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({ postgresUrl, extraEnv: { VIEW_FLUSH_MS: '600000' } });
    token = (await call('POST', '/auth/login', ADMIN)).body.data.token;
    category = (await call('POST', '/categories', { name: unique('Cat') }, token)).body.data._id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('views are answered from memory, not written one by one: each answer counts the pending views', async () => {
    const article = await newArticle();
    const results = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/articles/${article._id}/view`)));
    for (const res of results) expect(res.status).toBe(200);
    expect(results.map((r) => r.body.data.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Nothing written yet: the stored count is unchanged until a flush.
    expect(await storedViews(article._id)).toBe(0);
    expect((await call('POST', `/articles/${article.slug}/view`)).body.data).toEqual({ views: 21 });
  });

  it('views acknowledged just before a SIGTERM are in the database after a restart', async () => {
    const [a, b] = [await newArticle(), await newArticle()];
    for (let i = 0; i < 3; i++) expect((await call('POST', `/articles/${a._id}/view`)).status).toBe(200);
    const last = await call('POST', `/articles/${b._id}/view`);
    expect(last.body.data).toEqual({ views: 1 });
    expect(await storedViews(a._id)).toBe(0);

    await stack.restart();

    expect(await storedViews(a._id)).toBe(3);
    expect(await storedViews(b._id)).toBe(1);
    // Counting goes on from the stored count.
    expect((await call('POST', `/articles/${a._id}/view`)).body.data).toEqual({ views: 4 });
  });

  it('an unknown or unpublished article is still a 404 that counts nothing', async () => {
    const missing = await call('POST', `/articles/${unique('missing')}/view`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Article not found' });
    const draft = await call('POST', '/articles', { title: unique('Draft'), content: '<p>x</p>', status: 'draft', category }, token);
    expect((await call('POST', `/articles/${draft.body.data._id}/view`)).status).toBe(404);
  });
});
