import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, listArticles, signUpAs, type Account } from '../support/api.js';

/**
 * A category's article count and a category list's total come from counts the database keeps
 * (`cms/src/categories/counts.ts`: a table maintained by triggers, minus the published articles not due
 * yet). They must always equal what a reader can list: published and due articles only, through every kind
 * of write, and a scheduled article from its due time on without any write. Each check compares the kept
 * number with the expected count and with the general list path, which counts the rows themselves
 * (`featured=false` is true of every article here and sends the list through Strapi's own filter).
 */
let editor: Account;

beforeAll(async () => {
  editor = await signUpAs('editor');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function countsOf(category: { _id: string; slug: string }) {
  const all = await api('GET', '/categories');
  expect(all.status).toBe(200);
  const inList = (all.body.data as Array<{ _id: string; articleCount: number }>).find((c) => c._id === category._id);
  const one = await api('GET', `/categories/${category.slug}`);
  expect(one.status).toBe(200);
  const fast = await listArticles({ category: category.slug, limit: 1 });
  const plain = await listArticles({ category: category.slug, featured: false, limit: 1 });
  return { list: inList?.articleCount, one: one.body.data.articleCount as number, total: fast.total, rows: plain.total };
}

/** Every way of asking says `n`; the total of every public article is the rows' count too. */
async function expectCount(category: { _id: string; slug: string }, n: number) {
  expect(await countsOf(category)).toEqual({ list: n, one: n, total: n, rows: n });
  const kept = await listArticles({ limit: 1 });
  const rows = (await listArticles({ featured: false, limit: 1 })).total + (await listArticles({ featured: true, limit: 1 })).total;
  expect({ total: kept.total, pages: kept.pages }).toEqual({ total: rows, pages: rows });
}

describe('category counts stay exact', () => {
  it('follow creation, status changes, category changes and deletion', async () => {
    const [a, b] = [await createCategory(), await createCategory()];
    await expectCount(a, 0);

    const first = await createArticle(editor.token, { category: a._id });
    const second = await createArticle(editor.token, { category: a._id });
    const draft = await createArticle(editor.token, { category: a._id, status: 'draft' });
    await createArticle(editor.token, { category: a._id, status: 'review' });
    await createArticle(editor.token, { category: a._id, status: 'archived' });
    await expectCount(a, 2);

    // A draft published, a published article archived, then put back.
    expect((await api('PUT', `/articles/${draft._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    await expectCount(a, 3);
    expect((await api('PUT', `/articles/${first._id}`, { token: editor.token, body: { status: 'archived' } })).status).toBe(200);
    await expectCount(a, 2);
    expect((await api('PUT', `/articles/${first._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    await expectCount(a, 3);

    // An edit that changes neither status nor category changes no count.
    expect((await api('PUT', `/articles/${first._id}`, { token: editor.token, body: { title: 'A new headline for the count' } })).status).toBe(200);
    await expectCount(a, 3);

    // Moved to another category: one less here, one more there; a draft moved changes neither.
    expect((await api('PUT', `/articles/${second._id}`, { token: editor.token, body: { category: b._id } })).status).toBe(200);
    await expectCount(a, 2);
    await expectCount(b, 1);
    const otherDraft = await createArticle(editor.token, { category: a._id, status: 'draft' });
    expect((await api('PUT', `/articles/${otherDraft._id}`, { token: editor.token, body: { category: b._id } })).status).toBe(200);
    await expectCount(a, 2);
    await expectCount(b, 1);

    // Moved and unpublished in one write.
    expect((await api('PUT', `/articles/${draft._id}`, { token: editor.token, body: { category: b._id, status: 'review' } })).status).toBe(200);
    await expectCount(a, 1);
    await expectCount(b, 1);

    // Deleted: a published one counts no more; a deleted draft changes nothing.
    expect((await api('DELETE', `/articles/${first._id}`, { token: editor.token })).status).toBe(200);
    await expectCount(a, 0);
    expect((await api('DELETE', `/articles/${otherDraft._id}`, { token: editor.token })).status).toBe(200);
    await expectCount(b, 1);
    expect((await api('DELETE', `/articles/${second._id}`, { token: editor.token })).status).toBe(200);
    await expectCount(b, 0);
  });

  it('a scheduled article counts from its publish date on, without any write', async () => {
    const category = await createCategory();
    await createArticle(editor.token, { category: category._id });
    const dueAt = Date.now() + 4_000;
    await createArticle(editor.token, { category: category._id, publishDate: new Date(dueAt).toISOString() });
    await createArticle(editor.token, { category: category._id, publishDate: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    await expectCount(category, 1);

    await sleep(Math.max(0, dueAt - Date.now()) + 1_500);
    await expectCount(category, 2);

    // Moved into the future again, then published for a past date.
    const scheduled = await createArticle(editor.token, { category: category._id, publishDate: new Date(Date.now() - 60_000).toISOString() });
    await expectCount(category, 3);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api('PUT', `/articles/${scheduled._id}`, { token: editor.token, body: { publishDate: later } })).status).toBe(200);
    await expectCount(category, 2);
  });

  it("related articles leave out the article itself, and the category list's total says so", async () => {
    const category = await createCategory();
    const articles = [];
    for (let i = 0; i < 3; i++) articles.push(await createArticle(editor.token, { category: category._id }));
    const res = await api('GET', `/articles/${articles[0]!.slug}`);
    expect(res.status).toBe(200);
    expect((res.body.data.relatedArticles as Array<{ _id: string }>).map((r) => r._id).sort()).toEqual([articles[1]!._id, articles[2]!._id].sort());
    await expectCount(category, 3);
  });
});
