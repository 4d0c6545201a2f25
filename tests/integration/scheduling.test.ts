import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Scheduling (docs/product.md#scheduling): a published article with a publish date ahead is scheduled — absent from
 * everything the public reads (the API, the home page's list, its own page, the feeds) until its time, then present
 * within seconds, with nobody writing anything (Strapi's schedule watch sends the purge; decision 0002's filter does
 * the rest). And the newsroom's time zone reaches the browser from `NEWSROOM_TIME_ZONE` (`GET /api/settings`).
 *
 * This file boots a stack of its own whose cached answers stay fresh for ten minutes (only a purge can make a read
 * show the article), in the newsroom time zone of Paris.
 */
let stack: Stack;
let editor: Account;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { READ_CACHE_FRESH_MS: '600000', NEWSROOM_TIME_ZONE: 'europe/paris' } });
  useStack(stack);
  editor = await signUpAs('editor');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

/** What a reader's browser gets at `path` of the site (pages and feeds). */
async function site(path: string): Promise<{ status: number; text: string; cache: string | null }> {
  const res = await fetch(`${stack.siteUrl}${path}`);
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-cache') };
}

describe('the newsroom time zone', () => {
  it('GET /api/settings gives it, in its canonical spelling, to anyone', async () => {
    const res = await api('GET', '/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { timeZone: 'Europe/Paris' } });
  });
});

describe('a scheduled article', () => {
  it('is nowhere public before its time and everywhere within seconds after it, without any write', async () => {
    const category = await createCategory();
    const due = new Date(Date.now() + 8000);
    const created = await api('POST', '/articles', {
      token: editor.token,
      body: { title: unique('Scheduled story'), content: '<p>Embargoed until the minute.</p>', category: category._id, status: 'published', publishDate: due.toISOString() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const article = created.body.data as { _id: string; slug: string; title: string };

    // Every reader address, asked twice before the time so the cache holds its answer (HIT).
    const home = '/articles?sort=date&limit=8';
    const reads = {
      article: async () => (await api('GET', `/articles/${article.slug}`)).status === 200,
      home: async () => JSON.stringify((await api('GET', home)).body).includes(article.title),
      category: async () => JSON.stringify((await api('GET', `/articles?category=${category.slug}`)).body).includes(article.title),
      homePage: async () => (await site('/')).text.includes(article.title),
      articlePage: async () => (await site(`/article/${article.slug}`)).status === 200,
      categoryPage: async () => (await site(`/category/${category.slug}`)).text.includes(article.title),
      rss: async () => (await site('/rss.xml')).text.includes(article.title),
    };
    for (const [name, shows] of Object.entries(reads)) {
      expect(await shows(), `${name} before its time`).toBe(false);
      expect(await shows(), `${name} before its time (again)`).toBe(false);
    }
    expect(Date.now(), 'the reads before the time took too long for this test').toBeLessThan(due.getTime());
    expect((await api('GET', home)).headers.get('x-cache')).toBe('HIT');
    expect((await site('/')).cache).toBe('HIT');
    // The newsroom sees it all along.
    const staff = await api('GET', `/articles/${article._id}`, { token: editor.token });
    expect(staff.body.data).toMatchObject({ status: 'published', publishDate: due.toISOString() });

    // No write from here on: only the clock.
    const seen: Record<string, number> = {};
    const deadline = due.getTime() + 20_000;
    while (Date.now() < deadline && Object.keys(seen).length < Object.keys(reads).length) {
      for (const [name, shows] of Object.entries(reads)) {
        if (!(name in seen) && (await shows())) seen[name] = Date.now();
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Object.keys(seen).sort(), 'addresses that showed the article').toEqual(Object.keys(reads).sort());
    for (const [name, at] of Object.entries(seen)) {
      expect(at, `${name} showed it before its time`).toBeGreaterThanOrEqual(due.getTime());
      // Within seconds, far inside the ten minutes the cached answers would otherwise stay fresh.
      expect(at - due.getTime(), `${name} showed it ${at - due.getTime()} ms after its time`).toBeLessThan(10_000);
    }
  });
});
