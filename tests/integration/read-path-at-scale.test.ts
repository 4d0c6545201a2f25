import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, idsOf, listArticles, signUpAs, unique, type Account } from '../support/api.js';

/**
 * docs/decisions/0009-indexes-at-scale.md changes how lists and search are read (search vectors stored by a
 * trigger on PostgreSQL, a list page's ids read before the page, new indexes on every write path). What a
 * reader sees must not change: search follows every edit and deletion, and paging through a category gives
 * every article exactly once in the chosen order.
 */
let editor: Account;

beforeAll(async () => {
  editor = await signUpAs('editor');
});

const word = (prefix: string) => `${prefix}${unique('').replace(/[^a-z0-9]/g, '')}`;

describe('search stays in step with writes', () => {
  it('finds an article by its new words after an edit, not by its old ones, and not after deletion', async () => {
    const [before, after, inBody] = [word('Alpenglow'), word('Borealis'), word('Cirrus')];
    const article = await createArticle(editor.token, { title: `The ${before} story` });
    expect(idsOf(await listArticles({ q: before }))).toEqual([article._id]);

    const edit = await api('PUT', `/articles/${article._id}`, {
      token: editor.token,
      body: { title: `The ${after} story`, content: `<p>Now about ${inBody}.</p>` },
    });
    expect(edit.status).toBe(200);
    expect(idsOf(await listArticles({ q: before }))).toEqual([]);
    expect(idsOf(await listArticles({ q: after }))).toEqual([article._id]);
    expect(idsOf(await listArticles({ q: inBody }))).toEqual([article._id]);

    const tagged = await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { tags: [before] } });
    expect(tagged.status).toBe(200);
    expect(idsOf(await listArticles({ q: before }))).toEqual([article._id]);

    expect((await api('DELETE', `/articles/${article._id}`, { token: editor.token })).status).toBe(200);
    for (const q of [before, after, inBody]) expect(idsOf(await listArticles({ q }))).toEqual([]);
  });

  it('ranks by relevance across every match when a word is in fewer than the candidate limit', async () => {
    const term = word('Halcyon');
    const inBody = await createArticle(editor.token, { content: `<p>Somewhere the word ${term} appears.</p>` });
    const inTitle = await createArticle(editor.token, { title: `${term} in the headline` });
    const older = await createArticle(editor.token, { content: `<p>${term} once more.</p>` });
    const list = await listArticles({ q: term });
    expect(list.total).toBe(3);
    expect(idsOf(list)[0]).toBe(inTitle._id);
    expect([...idsOf(list)].sort()).toEqual([inBody._id, inTitle._id, older._id].sort());
  });
});

describe('category pages', () => {
  it('page by page, every article of a category once, in the requested order, with its category and author', async () => {
    const category = await createCategory();
    const created: Array<{ _id: string; publishDate: string; views: number }> = [];
    for (let i = 0; i < 7; i++) {
      const publishDate = new Date(Date.UTC(2024, 0, 1 + i * 3)).toISOString();
      const a = await createArticle(editor.token, { category: category._id, publishDate });
      created.push({ _id: a._id, publishDate, views: 0 });
    }
    const newestFirst = [...created].reverse().map((a) => a._id);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const list = await listArticles({ category: category.slug, limit: 3, page });
      expect(list).toMatchObject({ total: 7, pages: 3, page });
      for (const a of list.articles) {
        expect(a.category).toMatchObject({ _id: category._id, slug: category.slug });
        expect(a.author).toMatchObject({ _id: editor.user._id });
        expect(typeof a.content).toBe('string');
      }
      seen.push(...idsOf(list));
    }
    expect(seen).toEqual(newestFirst);
    const oldestFirst = await listArticles({ category: category._id, limit: 4, page: 2, sortBy: 'publishDate', sortOrder: 'asc' });
    expect(idsOf(oldestFirst)).toEqual(created.slice(4).map((a) => a._id));
    expect((await listArticles({ category: category.slug, limit: 3, page: 4 })).articles).toEqual([]);
  });
});
