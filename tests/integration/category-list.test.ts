import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, idsOf, listArticles, signUpAs, type Account } from '../support/api.js';

/**
 * One category's public list (category pages, the home's category box, related articles) has its own query
 * (`cms/src/categories/list.ts`, docs/decisions/0009-indexes-at-scale.md). What it answers must be what the
 * straightforward filter gives: the same list asked with one more filter that every article here satisfies
 * (`featured=false`) goes through Strapi's general filter, and both must agree in content, order, total and pages.
 */
let editor: Account;
let category: { _id: string; slug: string };
let other: { _id: string; slug: string };
let inCategory: Array<{ _id: string; slug: string }>;

const SORTS: Array<Record<string, string>> = [
  {},
  { sort: 'date' },
  { sortBy: 'publishDate', sortOrder: 'asc' },
  { sortBy: 'title', sortOrder: 'asc' },
  { sortBy: 'title', sortOrder: 'desc' },
  { sortBy: 'views', sortOrder: 'desc' },
  { sortBy: 'likes', sortOrder: 'desc' },
  { sortBy: 'likes', sortOrder: 'asc' },
  { sortBy: 'createdAt', sortOrder: 'desc' },
];

beforeAll(async () => {
  editor = await signUpAs('editor');
  category = await createCategory();
  other = await createCategory();
  const day = (d: number) => new Date(Date.UTC(2025, 2, d)).toISOString();
  inCategory = [];
  // Ties on the publish date and on the title, so the id decides the order.
  const dates = [day(1), day(2), day(2), day(2), day(5), day(6), day(6), day(8), day(9)];
  for (const [i, publishDate] of dates.entries()) {
    const title = `Category list ${i % 3 === 0 ? 'same title' : `story ${String.fromCharCode(90 - i)}`}`;
    inCategory.push(await createArticle(editor.token, { category: category._id, publishDate, title }));
  }
  // Not public: a draft, a review, a scheduled article; and one of another category.
  await createArticle(editor.token, { category: category._id, status: 'draft' });
  await createArticle(editor.token, { category: category._id, status: 'review' });
  await createArticle(editor.token, { category: category._id, publishDate: new Date(Date.now() + 86_400_000 * 30).toISOString() });
  await createArticle(editor.token, { category: other._id, publishDate: day(7) });
  // Different likes and views.
  const readers = [await signUpAs('user'), await signUpAs('user')];
  for (const [i, a] of inCategory.entries()) {
    for (const reader of readers.slice(0, i % 3)) {
      expect((await api('POST', `/articles/${a._id}/like`, { token: reader.token })).status).toBe(200);
    }
  }
});

describe('a category list is exactly what the straightforward filter gives', () => {
  it('by slug and by id, every sort, page by page: same articles, order, total and pages', async () => {
    for (const sort of SORTS) {
      for (const key of [category.slug, category._id]) {
        const pages = [];
        for (let page = 1; page <= 4; page++) {
          const fast = await listArticles({ category: key, limit: 4, page, ...sort });
          const plain = await listArticles({ category: key, featured: false, limit: 4, page, ...sort });
          expect(idsOf(fast), JSON.stringify({ sort, key, page })).toEqual(idsOf(plain));
          expect(fast.articles).toEqual(plain.articles);
          expect({ total: fast.total, pages: fast.pages }).toEqual({ total: plain.total, pages: plain.pages });
          expect(fast.total).toBe(inCategory.length);
          pages.push(...idsOf(fast));
        }
        expect([...pages].sort()).toEqual(inCategory.map((a) => a._id).sort());
      }
    }
  });

  it('the default order is newest first, ties by the newest id', async () => {
    const list = await listArticles({ category: category.slug, limit: 100 });
    const dates = list.articles.map((a) => a.publishDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(idsOf(list).slice(0, 3)).toEqual([inCategory[8]!._id, inCategory[7]!._id, inCategory[6]!._id]);
  });

  it("an article's related articles are its category's newest four, itself left out", async () => {
    for (const article of [inCategory[8]!, inCategory[2]!]) {
      const res = await api('GET', `/articles/${article.slug}`);
      expect(res.status).toBe(200);
      const plain = await listArticles({ category: category._id, featured: false, limit: 5 });
      const expected = plain.articles.filter((a) => a._id !== article._id).slice(0, 4);
      const related = res.body.data.relatedArticles as Array<{ _id: string; title: string }>;
      expect(related.map((a) => a._id)).toEqual(expected.map((a) => a._id));
      expect(related.map((a) => a.title)).toEqual(expected.map((a) => a.title));
    }
  });

  it('follows every write that moves an article in or out of the publish-date order: new date, other category, status, deletion', async () => {
    const [here, there] = [await createCategory(), await createCategory()];
    const day = (d: number) => new Date(Date.UTC(2025, 5, d)).toISOString();
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await createArticle(editor.token, { category: here._id, publishDate: day(i) }));
    const draft = await createArticle(editor.token, { category: here._id, status: 'draft', publishDate: day(20) });
    /** Both categories, newest first and oldest first, page by page: the kept order against Strapi's own filter. */
    const expectSame = async (expected: { here: string[]; there: string[] }) => {
      for (const [cat, ids] of [[here, expected.here], [there, expected.there]] as const) {
        for (const sort of [{}, { sortBy: 'publishDate', sortOrder: 'asc' }] as Array<Record<string, string>>) {
          for (const page of [1, 2, 3]) {
            const fast = await listArticles({ category: cat.slug, limit: 2, page, ...sort });
            const plain = await listArticles({ category: cat.slug, featured: false, limit: 2, page, ...sort });
            expect(idsOf(fast), JSON.stringify({ cat: cat.slug, sort, page })).toEqual(idsOf(plain));
            expect({ total: fast.total, pages: fast.pages }).toEqual({ total: plain.total, pages: plain.pages });
          }
          const all = await listArticles({ category: cat.slug, limit: 100, ...sort });
          expect(idsOf(all)).toEqual(Object.keys(sort).length ? [...ids].reverse() : ids);
        }
      }
    };
    const ids = (list: Array<{ _id: string }>) => list.map((a) => a._id);
    await expectSame({ here: ids([...made].reverse()), there: [] });

    // The oldest gets the newest date: it moves to the front.
    expect((await api('PUT', `/articles/${made[0]!._id}`, { token: editor.token, body: { publishDate: day(10) } })).status).toBe(200);
    await expectSame({ here: ids([made[0]!, made[4]!, made[3]!, made[2]!, made[1]!]), there: [] });
    // Moved to another category; unpublished; the draft published; one deleted.
    expect((await api('PUT', `/articles/${made[3]!._id}`, { token: editor.token, body: { category: there._id } })).status).toBe(200);
    expect((await api('PUT', `/articles/${made[2]!._id}`, { token: editor.token, body: { status: 'review' } })).status).toBe(200);
    expect((await api('PUT', `/articles/${draft._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    expect((await api('DELETE', `/articles/${made[4]!._id}`, { token: editor.token })).status).toBe(200);
    await expectSame({ here: ids([draft, made[0]!, made[1]!]), there: ids([made[3]!]) });
    // Put back, and scheduled for later: not listed until its time.
    expect((await api('PUT', `/articles/${made[2]!._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api('PUT', `/articles/${made[1]!._id}`, { token: editor.token, body: { publishDate: later } })).status).toBe(200);
    await expectSame({ here: ids([draft, made[0]!, made[2]!]), there: ids([made[3]!]) });
  });

  it('an unknown category is an empty list; a page past the end is empty with the same total', async () => {
    expect(await listArticles({ category: 'no-such-category-here' })).toMatchObject({ articles: [], total: 0 });
    const past = await listArticles({ category: category.slug, limit: 4, page: 9 });
    const plain = await listArticles({ category: category.slug, featured: false, limit: 4, page: 9 });
    expect(past.articles).toEqual([]);
    expect({ total: past.total, pages: past.pages }).toEqual({ total: plain.total, pages: plain.pages });
  });
});
