import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, loginAdmin, signUpAs, useStack, type Account } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Article revisions on a stack of its own: REVISIONS_PER_ARTICLE=3 keeps each article's newest three revisions,
 * and the demo content (seeded before revisions are recorded) gets its state before its first edit as a revision.
 */
let stack: Stack;
let editor: Account;

type Summary = { _id: string; createdAt: string; author: { _id: string | null; firstName: string; lastName: string }; title: string; status: string };

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, seed: true, extraEnv: { REVISIONS_PER_ARTICLE: '3' } });
  useStack(stack);
  editor = await signUpAs('editor');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

async function history(id: string, query = ''): Promise<{ revisions: Summary[]; total: number }> {
  const res = await api('GET', `/articles/${id}/revisions${query}`, { token: editor.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('REVISIONS_PER_ARTICLE', () => {
  it('keeps the newest revisions of each article and prunes the oldest', async () => {
    const article = await createArticle(editor.token);
    const other = await createArticle(editor.token);
    const titles = [article.title];
    for (let n = 1; n <= 4; n += 1) {
      titles.push(`${article.title} v${n}`);
      const res = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title: titles.at(-1) } });
      expect(res.status).toBe(200);
    }
    const page = await history(article._id);
    expect(page.total).toBe(3);
    expect(page.revisions.map((r) => r.title)).toEqual([titles[4], titles[3], titles[2]]);
    // Another article's history is its own.
    expect((await history(other._id)).revisions.map((r) => r.title)).toEqual([other.title]);

    // A restore is a revision too, and the oldest kept one goes.
    const oldest = page.revisions.at(-1)!;
    expect((await api('POST', `/articles/${article._id}/revisions/${oldest._id}/restore`, { token: editor.token })).status).toBe(200);
    expect((await history(article._id)).revisions.map((r) => r.title)).toEqual([titles[2], titles[4], titles[3]]);
  });
});

describe('an article saved before revisions were recorded', () => {
  it('gets its state before the first edit as a revision by the system, dated at its last update', async () => {
    const admin = await loginAdmin();
    const demo = await api('GET', '/articles?status=all&limit=1&sortBy=title&sortOrder=asc', { token: admin });
    const article = demo.body.data.articles[0];
    expect(article).toBeDefined();
    expect((await history(article._id)).total).toBe(0);

    const res = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { title: `${article.title} (corrected)` } });
    expect(res.status).toBe(200);
    const page = await history(article._id);
    expect(page.revisions.map((r) => [r.title, r.author])).toEqual([
      [`${article.title} (corrected)`, { _id: editor.user._id, firstName: 'Test', lastName: 'Editor' }],
      [article.title, { _id: null, firstName: '', lastName: '' }],
    ]);
    expect(page.revisions[1]!.createdAt).toBe(new Date(article.updatedAt).toISOString());

    const baseline = await api('GET', `/articles/${article._id}/revisions/${page.revisions[1]!._id}`, { token: editor.token });
    expect(baseline.body.data).toMatchObject({ content: article.content, excerpt: article.excerpt, featuredImage: article.featuredImage, status: article.status });
  });
});
