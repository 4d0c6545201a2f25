import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  createArticle,
  createCategory,
  idsOf,
  listArticles,
  loginAdmin,
  newVisitor,
  signUpAs,
  unique,
  type Account,
} from '../support/api.js';

/**
 * Reading articles: GET /articles (shape, pagination, filters, sorts, search, visibility) and
 * GET /articles/:idOrSlug (docs/api.md#shapes, docs/product.md#visibility, decision 0002).
 * Every test narrows the list to categories or words of its own, so other files' data never interferes.
 */

const ARTICLE_KEYS = [
  '_id', 'slug', 'title', 'excerpt', 'content', 'featuredImage', 'images', 'category', 'publishDate', 'createdAt',
  'updatedAt', 'status', 'breaking', 'featured', 'views', 'likes', 'tags', 'author', 'coAuthors',
];
const PRIVATE_KEYS = ['bodyText', 'tagIndex', 'password', 'email', 'resetPasswordToken', 'confirmationToken', 'provider', 'documentId'];

/** A word no other article contains (letters and digits only, so search treats it as one term). */
const word = (prefix: string) => `${prefix}${unique('w').slice(2)}`.replace(/[^a-z0-9]/gi, '');

function allKeys(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      allKeys(v, into);
    }
  }
  return into;
}

function expectIsoDate(value: unknown) {
  expect(typeof value).toBe('string');
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectArticleShape(a: Record<string, any>) {
  for (const key of ARTICLE_KEYS) expect(a, `missing ${key}`).toHaveProperty(key);
  expect(allKeys(a).filter((k) => PRIVATE_KEYS.includes(k))).toEqual([]);
  expect(typeof a._id).toBe('string');
  expect(a._id.length).toBeGreaterThan(0);
  expect(typeof a.slug).toBe('string');
  expect(typeof a.title).toBe('string');
  expect(typeof a.excerpt).toBe('string');
  expect(typeof a.content).toBe('string');
  expect(a.featuredImage === null || typeof a.featuredImage === 'string').toBe(true);
  expect(Array.isArray(a.images)).toBe(true);
  expect(a.category).toEqual({
    _id: expect.any(String),
    name: expect.any(String),
    slug: expect.any(String),
    color: a.category.color === null ? null : expect.any(String),
    icon: a.category.icon === null ? null : expect.any(String),
    // A single read adds the categories above it (breadcrumbs).
    ...('ancestors' in a.category ? { ancestors: expect.any(Array) } : {}),
  });
  expectIsoDate(a.publishDate);
  expectIsoDate(a.createdAt);
  expectIsoDate(a.updatedAt);
  expect(a.status).toMatch(/^(draft|review|published|archived)$/);
  expect(typeof a.breaking).toBe('boolean');
  expect(typeof a.featured).toBe('boolean');
  expect(Number.isInteger(a.views)).toBe(true);
  expect(Number.isInteger(a.likes)).toBe(true);
  expect(Array.isArray(a.tags)).toBe(true);
  for (const tag of a.tags) expect(typeof tag).toBe('string');
  // null only once the author's account has been deleted (users.test.ts keeps such articles readable).
  if (a.author !== null) {
    expect(Object.keys(a.author).sort()).toEqual(['_id', 'avatar', 'bio', 'firstName', 'lastName', 'slug', 'xHandle']);
    expect(typeof a.author._id).toBe('string');
  }
}

let admin: string;
let editor: Account;
let reporter: Account;
let otherReporter: Account;
let reader: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, otherReporter, reader] = await Promise.all([
    signUpAs('editor'),
    signUpAs('reporter'),
    signUpAs('reporter'),
    signUpAs('user'),
  ]);
});

describe('GET /articles: the list', () => {
  it('gives articles in the contract shape with ids as strings and no private fields', async () => {
    const category = await createCategory({ color: '#123456', icon: 'news' });
    const created = await createArticle(editor.token, {
      category: category._id,
      excerpt: 'Short summary',
      tags: ['alpha', 'beta'],
      featured: true,
    });
    const list = await listArticles({ category: category._id });
    expect(list.articles).toHaveLength(1);
    const a = list.articles[0]!;
    expectArticleShape(a);
    expect(a).toMatchObject({
      _id: created._id,
      slug: created.slug,
      title: created.title,
      excerpt: 'Short summary',
      status: 'published',
      featured: true,
      breaking: false,
      views: 0,
      likes: 0,
      tags: ['alpha', 'beta'],
      category: { _id: category._id, name: category.name, slug: category.slug, color: '#123456', icon: 'news' },
      author: { _id: editor.user._id, firstName: 'Test', lastName: 'Editor' },
    });
    // The whole list, seeded or not, keeps the shape.
    const everything = await listArticles({ limit: 100 });
    for (const article of everything.articles) expectArticleShape(article);
  });

  it('pages with defaults page 1 and limit 12, and pages = ceil(total / limit)', async () => {
    const defaults = await listArticles();
    expect(defaults.page).toBe(1);
    expect(defaults.limit).toBe(12);
    expect(defaults.articles.length).toBeLessThanOrEqual(12);
    expect(defaults.pages).toBe(Math.ceil(defaults.total / 12));

    const category = await createCategory();
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await createArticle(editor.token, { category: category._id }))._id);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => listArticles({ category: category.slug, limit: 2, page })));
    expect(pages.map((p) => p.articles.length)).toEqual([2, 2, 1, 0]);
    for (const [i, p] of pages.entries()) expect(p).toMatchObject({ total: 5, page: i + 1, limit: 2, pages: 3 });
    // Every article exactly once across the pages, newest first.
    expect(pages.flatMap(idsOf)).toEqual([...created].reverse());

    const whole = await listArticles({ category: category._id, limit: 5 });
    expect(whole).toMatchObject({ total: 5, pages: 1 });
    const one = await listArticles({ category: category._id, limit: 1 });
    expect(one).toMatchObject({ total: 5, pages: 5 });
    expect(one.articles).toHaveLength(1);
  });

  it('refuses page and limit outside their bounds with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=-5', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
    ] as const) {
      const res = await api('GET', `/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors, query).toEqual([{ field, message: expect.stringMatching(new RegExp(field)) }]);
    }
    expect((await listArticles({ limit: 100 })).limit).toBe(100);
    expect((await listArticles({ limit: 1 })).limit).toBe(1);
  });

  it("filters by category id or slug, covering the category's own articles and not its subcategories'", async () => {
    const parent = await createCategory();
    const child = await createCategory({ parentCategory: parent._id });
    const own = await createArticle(editor.token, { category: parent._id });
    const inChild = await createArticle(editor.token, { category: child._id });

    for (const key of [parent._id, parent.slug]) {
      const list = await listArticles({ category: key });
      expect(idsOf(list), key).toEqual([own._id]);
      expect(list.total).toBe(1);
    }
    expect(idsOf(await listArticles({ category: child.slug }))).toEqual([inChild._id]);
    const none = await listArticles({ category: unique('no-such-category') });
    expect(none).toMatchObject({ articles: [], total: 0, pages: 0 });
  });

  it('filters featured and breaking articles, alone and together', async () => {
    const category = await createCategory();
    const plain = await createArticle(editor.token, { category: category._id });
    const featured = await createArticle(editor.token, { category: category._id, featured: true });
    const breaking = await createArticle(editor.token, { category: category._id, breaking: true });
    const both = await createArticle(editor.token, { category: category._id, featured: true, breaking: true });

    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(idsOf(await listArticles({ category: category._id, featured: true })))).toEqual(sorted([featured._id, both._id]));
    expect(sorted(idsOf(await listArticles({ category: category._id, breaking: true })))).toEqual(sorted([breaking._id, both._id]));
    expect(idsOf(await listArticles({ category: category._id, featured: true, breaking: true }))).toEqual([both._id]);
    expect(sorted(idsOf(await listArticles({ category: category._id, featured: false })))).toEqual(sorted([plain._id, breaking._id]));

    const bad = await api('GET', `/articles?featured=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'featured', message: 'featured must be true or false' }]);
  });

  it('filters by tag, whatever its case, and by author', async () => {
    const category = await createCategory();
    const tag = word('Tag');
    const tagged = await createArticle(editor.token, { category: category._id, tags: [tag, 'other'] });
    await createArticle(editor.token, { category: category._id, tags: [`${tag}x`] }); // a longer tag is another tag
    const byAdmin = await createArticle(admin, { category: category._id, tags: [tag] });

    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(idsOf(await listArticles({ tag })))).toEqual(sorted([tagged._id, byAdmin._id]));
    expect(sorted(idsOf(await listArticles({ tag: tag.toUpperCase() })))).toEqual(sorted([tagged._id, byAdmin._id]));
    expect(idsOf(await listArticles({ tag, author: editor.user._id }))).toEqual([tagged._id]);

    const author = await signUpAs('editor');
    const first = await createArticle(author.token);
    const second = await createArticle(author.token);
    const byAuthor = await listArticles({ author: author.user._id });
    expect(byAuthor.total).toBe(2);
    expect(idsOf(byAuthor)).toEqual([second._id, first._id]);
    for (const a of byAuthor.articles) expect(a.author._id).toBe(author.user._id);
  });
});

describe('GET /articles: status and visibility', () => {
  let category: { _id: string; slug: string };
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};
  let secret: string;

  beforeAll(async () => {
    category = await createCategory();
    secret = word('hidden');
    const make = async (key: string, token: string, overrides: Record<string, unknown>) => {
      const a = await createArticle(token, { category: category._id, title: `${key} ${secret} ${unique()}`, ...overrides });
      ids[key] = a._id;
      slugs[key] = a.slug;
    };
    await make('published', editor.token, { status: 'published' });
    await make('draft', editor.token, { status: 'draft' });
    await make('review', editor.token, { status: 'review' });
    await make('archived', editor.token, { status: 'archived' });
    await make('future', editor.token, { status: 'published', publishDate: '2099-06-01T00:00:00.000Z' });
    await make('ownDraft', reporter.token, { status: 'draft' });
    await make('otherDraft', otherReporter.token, { status: 'review' });
  });

  const sorted = (list: string[]) => [...list].sort();
  const idsFor = (...keys: string[]) => sorted(keys.map((k) => ids[k]!));

  it('shows anonymous readers, users and staff alike only published articles whose date has come', async () => {
    for (const token of [undefined, reader.token, reporter.token, editor.token, admin]) {
      expect(sorted(idsOf(await listArticles({ category: category._id }, token)))).toEqual(idsFor('published'));
      // Search must not find them either.
      expect(sorted(idsOf(await listArticles({ q: secret }, token)))).toEqual(idsFor('published'));
      expect(sorted(idsOf(await listArticles({ author: editor.user._id, category: category.slug }, token)))).toEqual(idsFor('published'));
    }
  });

  it('lets editors and admins ask for each status, and for all', async () => {
    for (const token of [editor.token, admin]) {
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'draft' }, token)))).toEqual(idsFor('draft', 'ownDraft'));
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'review' }, token)))).toEqual(idsFor('review', 'otherDraft'));
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'archived' }, token)))).toEqual(idsFor('archived'));
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'published' }, token)))).toEqual(idsFor('published', 'future'));
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'all' }, token)))).toEqual(sorted(Object.values(ids)));
      const drafts = await listArticles({ category: category._id, status: 'draft' }, token);
      for (const a of drafts.articles) expect(a.status).toBe('draft');
    }
  });

  it('shows a reporter asking for all the published, due articles plus their own, never a colleague’s draft or scheduled one', async () => {
    const all = await listArticles({ category: category._id, status: 'all' }, reporter.token);
    expect(sorted(idsOf(all))).toEqual(idsFor('published', 'ownDraft'));
    expect(sorted(idsOf(await listArticles({ category: category._id, status: 'published' }, reporter.token)))).toEqual(idsFor('published'));
    const drafts = await listArticles({ category: category._id, status: 'draft' }, reporter.token);
    expect(idsOf(drafts)).toEqual([ids.ownDraft]);
    const review = await listArticles({ category: category._id, status: 'review' }, otherReporter.token);
    expect(idsOf(review)).toEqual([ids.otherDraft]);
    expect(idsOf(await listArticles({ category: category._id, status: 'review' }, reporter.token))).toEqual([]);
  });

  it('refuses unpublished statuses to anonymous readers and users, and never leaks a draft', async () => {
    for (const token of [undefined, reader.token]) {
      for (const status of ['draft', 'review', 'archived', 'all']) {
        const res = await api('GET', `/articles?category=${category._id}&status=${status}`, { token });
        expect([401, 403], `${status} ${token ? 'user' : 'anonymous'}`).toContain(res.status);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
        expect(JSON.stringify(res.body)).not.toContain(ids.draft);
      }
      // Asking for published is the public list.
      expect(sorted(idsOf(await listArticles({ category: category._id, status: 'published' }, token)))).toEqual(idsFor('published'));
    }
    const bad = await api('GET', '/articles?status=secret', { token: editor.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'status', message: expect.stringContaining('status must be one of') }]);
  });

  it('answers 404 to anonymous readers and users who open an unpublished article by id or slug', async () => {
    for (const key of ['draft', 'review', 'archived', 'future', 'ownDraft']) {
      for (const ref of [ids[key]!, slugs[key]!]) {
        for (const token of [undefined, reader.token]) {
          const res = await api('GET', `/articles/${ref}`, { token });
          expect(res.status, `${key} via ${ref}`).toBe(404);
          expect(res.body).toEqual({ success: false, message: 'Article not found' });
        }
      }
    }
  });

  it('opens unpublished articles for editors and admins by id and by slug; for a reporter, their own and the published, due ones', async () => {
    const readable = (token: string) =>
      token === reporter.token ? ['ownDraft'] : ['draft', 'review', 'archived', 'future', 'ownDraft'];
    for (const token of [reporter.token, editor.token, admin]) {
      for (const key of ['draft', 'review', 'archived', 'future', 'ownDraft']) {
        for (const ref of [ids[key]!, slugs[key]!]) {
          const res = await api('GET', `/articles/${ref}`, { token });
          if (!readable(token).includes(key)) {
            expect(res.status, `${key} via ${ref}`).toBe(404);
            continue;
          }
          expect(res.status, `${key} via ${ref}`).toBe(200);
          expect(res.body.data._id).toBe(ids[key]);
        }
      }
    }
  });
});

describe('GET /articles: sorting', () => {
  let category: { _id: string };
  let a: string, b: string, c: string;

  beforeAll(async () => {
    category = await createCategory();
    const tag = unique('t');
    // publishDate: b > a > c; title: a < b < c; views: a > c > b; likes: b > c > a; created: a, b, c.
    a = (await createArticle(editor.token, { category: category._id, title: `aardvark ${tag}`, publishDate: '2021-03-01T10:00:00.000Z' }))._id;
    b = (await createArticle(editor.token, { category: category._id, title: `buffalo ${tag}`, publishDate: '2022-03-01T10:00:00.000Z' }))._id;
    c = (await createArticle(editor.token, { category: category._id, title: `cheetah ${tag}`, publishDate: '2020-03-01T10:00:00.000Z' }))._id;
    for (const id of [a, a, a, c, c]) expect((await api('POST', `/articles/${id}/view`, { headers: newVisitor() })).status).toBe(200);
    // Views reach the database with the view counter's next flush (VIEW_FLUSH_MS).
    await vi.waitFor(
      async () => {
        for (const [id, views] of [[a, 3], [c, 2]] as const) expect((await api('GET', `/articles/${id}`)).body.data.views).toBe(views);
      },
      { timeout: 30_000, interval: 250 },
    );
    const [l1, l2] = [await signUpAs('user'), await signUpAs('user')];
    for (const [id, token] of [[b, l1.token], [b, l2.token], [c, l1.token]] as const) {
      expect((await api('POST', `/articles/${id}/like`, { token })).body.data.liked).toBe(true);
    }
  });

  const sorted = async (query: Record<string, string>) => idsOf(await listArticles({ category: category._id, ...query }));

  it.each([
    ['publishDate', 'desc', () => [b, a, c]],
    ['publishDate', 'asc', () => [c, a, b]],
    ['title', 'asc', () => [a, b, c]],
    ['title', 'desc', () => [c, b, a]],
    ['views', 'desc', () => [a, c, b]],
    ['views', 'asc', () => [b, c, a]],
    ['likes', 'desc', () => [b, c, a]],
    ['likes', 'asc', () => [a, c, b]],
    ['createdAt', 'desc', () => [c, b, a]],
    ['createdAt', 'asc', () => [a, b, c]],
  ] as const)('sortBy=%s sortOrder=%s', async (sortBy, sortOrder, expected) => {
    expect(await sorted({ sortBy, sortOrder })).toEqual(expected());
  });

  it('defaults to the newest publish date first; sort=date means the same', async () => {
    expect(await sorted({})).toEqual([b, a, c]);
    expect(await sorted({ sort: 'date' })).toEqual([b, a, c]);
    expect(await sorted({ sortBy: 'views' })).toEqual([a, c, b]); // order defaults to desc
  });

  it('refuses an unknown sort field or order with a 400', async () => {
    for (const query of ['sortBy=password', 'sortBy=bodyText', 'sortOrder=sideways', 'sort=views']) {
      const res = await api('GET', `/articles?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('GET /articles?q=: search', () => {
  it('finds a word in the title, excerpt, content or tags, and ranks a title match above a content-only match', async () => {
    const category = await createCategory();
    const term = word('Zephyr');
    // Created first, so a date order would put it last: only relevance puts it first.
    const inTitle = await createArticle(editor.token, { category: category._id, title: `The ${term} report` });
    const inContent = await createArticle(editor.token, {
      category: category._id,
      title: unique('Plain'),
      content: `<p>Deep in the text the word <strong>${term}</strong> appears once.</p>`,
    });
    const inExcerpt = await createArticle(editor.token, { category: category._id, title: unique('Plain'), excerpt: `About ${term} today` });
    const inTags = await createArticle(editor.token, { category: category._id, title: unique('Plain'), tags: [term] });
    await createArticle(editor.token, { category: category._id, title: unique('Unrelated') });

    const list = await listArticles({ q: term });
    expect([...idsOf(list)].sort()).toEqual([inTitle._id, inContent._id, inExcerpt._id, inTags._id].sort());
    expect(list.total).toBe(4);
    const order = idsOf(list);
    expect(order[0]).toBe(inTitle._id);
    expect(order.indexOf(inTitle._id)).toBeLessThan(order.indexOf(inContent._id));

    // Case does not matter; the word's beginning finds it; markup is not searched.
    expect(idsOf(await listArticles({ q: term.toUpperCase() }))).toContain(inTitle._id);
    expect(idsOf(await listArticles({ q: term.slice(0, -2) }))).toContain(inContent._id);
    expect(idsOf(await listArticles({ q: `${term} strong` }))).toEqual([]);

    // An explicit sort wins over relevance; filters still apply.
    expect(idsOf(await listArticles({ q: term, sortBy: 'createdAt', sortOrder: 'asc' }))).toEqual([
      inTitle._id, inContent._id, inExcerpt._id, inTags._id,
    ]);
    const paged = await listArticles({ q: term, limit: 3, page: 2 });
    expect(paged).toMatchObject({ total: 4, pages: 2 });
    expect(paged.articles).toHaveLength(1);
  });

  it("counts in a search's total only the matches the caller may read, on every page", async () => {
    const category = await createCategory();
    const term = word('Quillon');
    const visible = [];
    for (let i = 0; i < 3; i++) visible.push(await createArticle(editor.token, { category: category._id, title: `${term} ${unique('seen')}` }));
    const draft = await createArticle(editor.token, { category: category._id, title: `${term} draft`, status: 'draft' });
    await createArticle(editor.token, { category: category._id, title: `${term} later`, status: 'published', publishDate: '2099-06-01T00:00:00.000Z' });

    for (const page of [1, 2]) {
      const list = await listArticles({ q: term, limit: 2, page });
      expect(list).toMatchObject({ total: 3, pages: 2 });
    }
    expect([...idsOf(await listArticles({ q: term }))].sort()).toEqual(visible.map((a) => a._id).sort());
    // Staff asking for every status see the draft counted too.
    const all = await listArticles({ q: term, status: 'all' }, editor.token);
    expect(idsOf(all)).toContain(draft._id);
    expect(all.total).toBe(all.articles.length);
    expect(all.total).toBeGreaterThanOrEqual(4);
  });

  it('treats query syntax as plain words and never fails', async () => {
    for (const q of ['"unbalanced', 'a AND (b OR', "'; DROP TABLE articles; --", 'NEAR(x y)', '*', '%_%', '   ']) {
      const res = await api('GET', `/articles?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });
});

describe('GET /articles/:idOrSlug', () => {
  it('gives the same article by id and by slug, with its comments and related articles', async () => {
    const category = await createCategory();
    const article = await createArticle(editor.token, { category: category._id, excerpt: 'The summary' });
    const sibling = await createArticle(editor.token, { category: category._id, excerpt: 'Sibling' });
    const draftSibling = await createArticle(editor.token, { category: category._id, status: 'draft' });
    const elsewhere = await createArticle(editor.token);
    const comment = await api('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { content: 'First!' } });
    expect(comment.status).toBe(201);

    const byId = await api('GET', `/articles/${article._id}`);
    const bySlug = await api('GET', `/articles/${article.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.status).toBe(200);
    expect(byId.body.success).toBe(true);
    expect(bySlug.body.data).toEqual(byId.body.data);

    const data = byId.body.data;
    expectArticleShape(data);
    expect(data).toMatchObject({ _id: article._id, slug: article.slug, excerpt: 'The summary' });
    expect(data.comments).toEqual([
      {
        _id: comment.body.data._id,
        author: { _id: reader.user._id, firstName: 'Test', lastName: 'User', avatar: null },
        authorName: null,
        createdAt: expect.any(String),
        content: 'First!',
      },
    ]);
    expect(data.relatedArticles).toEqual([
      { _id: sibling._id, slug: sibling.slug, title: sibling.title, excerpt: 'Sibling', featuredImage: null },
    ]);
    const relatedIds = data.relatedArticles.map((r: { _id: string }) => r._id);
    expect(relatedIds).not.toContain(article._id);
    expect(relatedIds).not.toContain(draftSibling._id);
    expect(relatedIds).not.toContain(elsewhere._id);
  });

  it('offers at most four related articles', async () => {
    const category = await createCategory();
    const article = await createArticle(editor.token, { category: category._id });
    for (let i = 0; i < 5; i++) await createArticle(editor.token, { category: category._id });
    const res = await api('GET', `/articles/${article.slug}`);
    expect(res.body.data.relatedArticles).toHaveLength(4);
  });

  it('answers an unknown id or slug with the 404 envelope', async () => {
    for (const ref of [unique('no-such-article'), 'aaaaaaaaaaaaaaaaaaaaaaaa', '12345']) {
      const res = await api('GET', `/articles/${ref}`);
      expect(res.status, ref).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Article not found' });
    }
  });
});
