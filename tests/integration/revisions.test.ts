import { beforeAll, describe, expect, it } from 'vitest';
import { api, cms, createArticle, createCategory, loginAdmin, PNG_DATA_URL, signUpAs, unique, type Account, type ApiResponse } from '../support/api.js';

/**
 * Article revisions (docs/product.md#revisions, docs/api.md#article-revisions): every create and update of an
 * article, by any route, stores a snapshot; whoever may edit the article reads the history and restores a revision,
 * under the editorial rules of a PUT; nobody else reads it, and no API writes or deletes a revision.
 */

type Summary = { _id: string; createdAt: string; author: { _id: string | null; firstName: string; lastName: string }; title: string; status: string };
type RevisionPage = { revisions: Summary[]; total: number; page: number; limit: number; pages: number };
type Revision = Summary & {
  article: string;
  restoredFrom: string | null;
  excerpt: string;
  content: string;
  category: { _id: string; name: string; slug: string } | null;
  tags: string[];
  breaking: boolean;
  featured: boolean;
  publishDate: string | null;
  featuredImage: string | null;
  images: string[];
};

let admin: string;
let editor: Account;
let reporter: Account;
let otherReporter: Account;
let reader: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, otherReporter, reader] = await Promise.all([signUpAs('editor'), signUpAs('reporter'), signUpAs('reporter'), signUpAs('user')]);
});

const put = (id: string, token: string, body: Record<string, unknown>) => api('PUT', `/articles/${id}`, { token, body });

async function expectOk(res: Promise<ApiResponse> | ApiResponse, status = 200) {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(status);
  return done.body.data;
}

async function history(id: string, token: string = editor.token, query = ''): Promise<RevisionPage> {
  return expectOk(api('GET', `/articles/${id}/revisions${query}`, { token }));
}

const revision = (id: string, revisionId: string, token: string = editor.token): Promise<Revision> =>
  expectOk(api('GET', `/articles/${id}/revisions/${revisionId}`, { token }));

const restore = (id: string, revisionId: string, token: string) => api('POST', `/articles/${id}/revisions/${revisionId}/restore`, { token });

/** The stored article as staff see it. */
const stored = async (id: string) => expectOk(api('GET', `/articles/${id}`, { token: admin }));

describe('what is recorded', () => {
  it('stores a revision for the create and for each update, newest first, with who saved it and when', async () => {
    const draft = await createArticle(reporter.token, { status: 'draft' });
    await expectOk(put(draft._id, reporter.token, { title: `${draft.title} (edited)` }));
    await expectOk(put(draft._id, editor.token, { status: 'published' }));

    const res = await api('GET', `/articles/${draft._id}/revisions`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = res.body.data as RevisionPage;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 12, pages: 1 });
    expect(page.revisions.map((r) => [r.title, r.status, r.author._id])).toEqual([
      [`${draft.title} (edited)`, 'published', editor.user._id],
      [`${draft.title} (edited)`, 'draft', reporter.user._id],
      [draft.title, 'draft', reporter.user._id],
    ]);
    expect(page.revisions[2]!.author).toEqual({ _id: reporter.user._id, firstName: 'Test', lastName: 'Reporter' });
    const times = page.revisions.map((r) => Date.parse(r.createdAt));
    for (const time of times) expect(Math.abs(Date.now() - time)).toBeLessThan(120_000);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(page.revisions.map((r) => r._id)).size).toBe(3);
  });

  it('records a write made on Strapi’s own REST route, by its author', async () => {
    const article = await createArticle(editor.token);
    const res = await cms('PUT', `/articles/${article._id}`, { token: editor.token, body: { data: { title: `${article.title} via Strapi` } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await history(article._id, admin);
    expect(page.revisions.map((r) => r.title)).toEqual([`${article.title} via Strapi`, article.title]);
    expect(page.revisions[0]!.author._id).toBe(editor.user._id);
  });

  it('a save that changes nothing adds no revision; a view, a like or a comment neither', async () => {
    const article = await createArticle(editor.token, { tags: ['one'] });
    await expectOk(put(article._id, editor.token, { title: article.title, tags: ['one'] }));
    await expectOk(api('POST', `/articles/${article._id}/view`));
    await expectOk(api('POST', `/articles/${article._id}/like`, { token: reader.token }));
    await expectOk(api('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { content: 'Nice' } }), 201);
    expect((await history(article._id)).total).toBe(1);
    await expectOk(put(article._id, editor.token, { tags: ['one', 'two'] }));
    expect((await history(article._id)).total).toBe(2);
  });

  it('keeps the whole snapshot: every contract field, the category then and the image addresses', async () => {
    const category = await createCategory();
    const publishDate = '2026-03-04T05:06:07.000Z';
    const created = await expectOk(
      api('POST', '/articles', {
        token: editor.token,
        body: {
          title: unique('Snapshot'), excerpt: 'The short of it', content: '<p>First <strong>words</strong>.</p><script>alert(1)</script>',
          category: category._id, tags: ['harbour', 'storm'], status: 'published', featured: true, breaking: true, publishDate,
          featuredImage: PNG_DATA_URL, images: [PNG_DATA_URL, PNG_DATA_URL],
        },
      }),
      201,
    );
    const [first] = (await history(created._id)).revisions;
    const snapshot = await revision(created._id, first!._id);
    expect(snapshot).toEqual({
      _id: first!._id,
      article: created._id,
      createdAt: first!.createdAt,
      author: { _id: editor.user._id, firstName: 'Test', lastName: 'Editor' },
      restoredFrom: null,
      title: created.title,
      excerpt: 'The short of it',
      content: created.content,
      category: { _id: category._id, name: category.name, slug: category.slug },
      tags: ['harbour', 'storm'],
      status: 'published',
      breaking: true,
      featured: true,
      publishDate,
      featuredImage: created.featuredImage,
      images: created.images,
      corrections: [],
    });
    expect(snapshot.content).not.toContain('<script');
    expect(snapshot.images).toHaveLength(2);
    expect(snapshot.featuredImage).toMatch(/^\/uploads\//);
  });
});

describe('paging', () => {
  it('pages like the other lists: page and limit, total and pages, newest first', async () => {
    const article = await createArticle(editor.token, { title: unique('Paged') });
    const titles = [article.title];
    for (let n = 1; n <= 4; n += 1) {
      titles.push(`${article.title} v${n}`);
      await expectOk(put(article._id, editor.token, { title: titles.at(-1) }));
    }
    const first = await history(article._id, editor.token, '?limit=2');
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2, pages: 3 });
    expect(first.revisions.map((r) => r.title)).toEqual([titles[4], titles[3]]);
    const last = await history(article._id, editor.token, '?limit=2&page=3');
    expect(last).toMatchObject({ total: 5, page: 3, limit: 2, pages: 3 });
    expect(last.revisions.map((r) => r.title)).toEqual([titles[0]]);
    expect((await history(article._id, editor.token, '?limit=2&page=9')).revisions).toEqual([]);
  });

  it('answers 400 with field errors for a bad page or limit, after judging the caller', async () => {
    const article = await createArticle(editor.token);
    for (const [query, field, message] of [
      ['?page=0', 'page', 'page must be a whole number of 1 or more'],
      ['?limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
      ['?limit=abc', 'limit', 'limit must be a whole number from 1 to 100'],
    ] as const) {
      const res = await api('GET', `/articles/${article._id}/revisions${query}`, { token: editor.token });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, errors: [{ field, message }] });
    }
    // Someone who may not read the history learns that, not what a good page is.
    expect((await api('GET', `/articles/${article._id}/revisions?page=0`, { token: reporter.token })).status).toBe(403);
    expect((await api('GET', `/articles/${article._id}/revisions?page=0`, { token: reader.token })).status).toBe(403);
    expect((await api('GET', `/articles/${article._id}/revisions?page=0`)).status).toBe(401);
  });
});

describe('restoring', () => {
  it('an editor restores an older revision: the article takes its fields, a new revision records the restore', async () => {
    const category = await createCategory();
    const original = await expectOk(
      api('POST', '/articles', {
        token: editor.token,
        body: { title: unique('Harbour'), excerpt: 'Old excerpt', content: '<p>The harbour reopened on Monday.</p>', category: category._id, tags: ['harbour'], status: 'published', featuredImage: PNG_DATA_URL },
      }),
      201,
    );
    // The public reads it (the read cache keeps it), then two edits.
    expect((await api('GET', `/articles/${original._id}`)).body.data.title).toBe(original.title);
    await expectOk(put(original._id, editor.token, { title: `${original.title} (updated)`, content: '<p>The harbour stays closed.</p>', tags: ['closed'], featuredImage: null }));
    await expectOk(put(original._id, editor.token, { excerpt: 'New excerpt', featured: true }));
    expect((await api('GET', `/articles/${original._id}`)).body.data.title).toBe(`${original.title} (updated)`);
    const cached = await api('GET', `/articles/${original._id}`);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(cached.body.data.title).toBe(`${original.title} (updated)`);

    const before = await history(original._id);
    expect(before.total).toBe(3);
    const oldest = before.revisions.at(-1)!;
    const res = await restore(original._id, oldest._id, editor.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const restored = res.body.data;
    expect(restored).toMatchObject({
      _id: original._id, slug: original.slug, title: original.title, excerpt: 'Old excerpt', content: original.content,
      tags: ['harbour'], status: 'published', featured: false, featuredImage: original.featuredImage,
      category: { _id: category._id },
    });
    expect(await stored(original._id)).toMatchObject({ title: original.title, content: original.content, featuredImage: original.featuredImage });
    // The public sees the restored text at once: Strapi's purge notice emptied the read cache's copy.
    const publicRead = await api('GET', `/articles/${original._id}`);
    expect(publicRead.headers.get('x-cache')).toBe('MISS');
    expect(publicRead.body.data).toMatchObject({ title: original.title, content: original.content });
    expect((await api('GET', `/articles/${original.slug}`)).body.data.title).toBe(original.title);

    const after = await history(original._id);
    expect(after.total).toBe(4);
    expect(after.revisions[0]).toMatchObject({ title: original.title, status: 'published', author: { _id: editor.user._id } });
    const newest = await revision(original._id, after.revisions[0]!._id);
    expect(newest).toMatchObject({ restoredFrom: oldest._id, content: original.content, excerpt: 'Old excerpt', tags: ['harbour'] });
  });

  it('a restore of the revision that is current still records it (a restore is always a revision)', async () => {
    const article = await createArticle(editor.token);
    const [only] = (await history(article._id)).revisions;
    await expectOk(restore(article._id, only!._id, editor.token));
    const page = await history(article._id);
    expect(page.total).toBe(2);
    expect((await revision(article._id, page.revisions[0]!._id)).restoredFrom).toBe(only!._id);
  });

  it('a reporter restores a draft revision of their own article', async () => {
    const draft = await createArticle(reporter.token, { status: 'draft', content: '<p>First draft words.</p>' });
    await expectOk(put(draft._id, reporter.token, { content: '<p>Second draft words.</p>', status: 'review' }));
    const first = (await history(draft._id, reporter.token)).revisions.at(-1)!;
    const res = await restore(draft._id, first._id, reporter.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ content: '<p>First draft words.</p>', status: 'draft' });
    const page = await history(draft._id, reporter.token);
    expect(page.revisions[0]).toMatchObject({ status: 'draft', author: { _id: reporter.user._id } });
  });

  it('a reporter restoring a published revision is refused with a clear 403, and nothing is written', async () => {
    const draft = await createArticle(reporter.token, { status: 'review', content: '<p>Filed copy.</p>' });
    await expectOk(put(draft._id, editor.token, { status: 'published', content: '<p>Edited and published copy.</p>' }));
    // Sent back to the reporter: they may edit it again.
    await expectOk(put(draft._id, editor.token, { status: 'draft', content: '<p>Pulled back for changes.</p>' }));
    const page = await history(draft._id, reporter.token);
    const published = page.revisions.find((r) => r.status === 'published')!;
    const before = await stored(draft._id);

    const res = await restore(draft._id, published._id, reporter.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Reporters can restore only a revision saved as draft or review' });
    const after = await stored(draft._id);
    expect(after).toMatchObject({ content: '<p>Pulled back for changes.</p>', status: 'draft', updatedAt: before.updatedAt });
    expect((await history(draft._id, reporter.token)).total).toBe(page.total);

    // The same reporter may restore one of the draft or review revisions.
    const filed = page.revisions.at(-1)!;
    expect(filed.status).toBe('review');
    await expectOk(restore(draft._id, filed._id, reporter.token));
    expect(await stored(draft._id)).toMatchObject({ content: '<p>Filed copy.</p>', status: 'review' });
  });

  it('refuses a restore the caller may not make: another reporter’s draft (404), a published article (403), a reader, no token', async () => {
    const mine = await createArticle(reporter.token, { status: 'draft' });
    const [first] = (await history(mine._id, reporter.token)).revisions;
    expect((await restore(mine._id, first!._id, otherReporter.token)).status).toBe(404);
    expect((await restore(mine._id, first!._id, reader.token)).status).toBe(403);
    expect((await restore(mine._id, first!._id, 'not-a-token')).status).toBe(401);
    const anonymous = await api('POST', `/articles/${mine._id}/revisions/${first!._id}/restore`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: expect.any(String) });

    // Once published, its reporter may no longer edit it, nor restore anything of it.
    await expectOk(put(mine._id, editor.token, { status: 'published' }));
    const refused = await restore(mine._id, first!._id, reporter.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This article is no longer editable by its reporter');
    expect((await stored(mine._id)).status).toBe('published');
  });

  it('answers 404 for an unknown revision, or a revision of another article', async () => {
    const one = await createArticle(editor.token);
    const two = await createArticle(editor.token);
    const [ofTwo] = (await history(two._id)).revisions;
    expect((await restore(one._id, ofTwo!._id, editor.token)).status).toBe(404);
    expect((await api('GET', `/articles/${one._id}/revisions/${ofTwo!._id}`, { token: editor.token })).status).toBe(404);
    const unknown = await restore(one._id, 'no-such-revision', editor.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Revision not found' });
    expect((await restore('no-such-article', ofTwo!._id, editor.token)).status).toBe(404);
  });

  it('refuses with a field error when the revision’s category no longer exists', async () => {
    const [gone, kept] = [await createCategory(), await createCategory()];
    const article = await createArticle(editor.token, { category: gone._id });
    await expectOk(put(article._id, editor.token, { category: kept._id }));
    expect((await api('DELETE', `/categories/${gone._id}`, { token: admin })).status).toBe(200);
    const first = (await history(article._id)).revisions.at(-1)!;
    const res = await restore(article._id, first._id, editor.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'category', message: expect.stringContaining('no longer exists') }]);
    expect((await stored(article._id)).category._id).toBe(kept._id);
  });

  it('is recorded in the audit log as article.restore', async () => {
    const article = await createArticle(editor.token);
    await expectOk(put(article._id, editor.token, { title: `${article.title} two`, status: 'draft' }));
    const first = (await history(article._id)).revisions.at(-1)!;
    await expectOk(restore(article._id, first._id, editor.token));
    let entries: Array<{ action: string; actor: { _id: string }; entity: { label: string } }> = [];
    for (let attempt = 0; attempt < 50 && entries.length < 3; attempt += 1) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
      entries = (await api('GET', `/audit?entity=article:${article._id}`, { token: admin })).body.data.entries;
    }
    // A restore that also changed the status (draft → published) is one entry: the restore.
    expect(entries.map((e) => e.action)).toEqual(['article.restore', 'article.unpublish', 'article.create']);
    expect(entries[0]).toMatchObject({ actor: { _id: editor.user._id }, entity: { label: article.title } });
  });
});

describe('who may read the history', () => {
  it('whoever may edit the article; others get 404 or 403 as for a PUT, and no token a 401', async () => {
    const draft = await createArticle(reporter.token, { status: 'draft' });
    const published = await createArticle(editor.token);
    const [draftRevision] = (await history(draft._id, reporter.token)).revisions;
    for (const token of [reporter.token, editor.token, admin]) {
      await history(draft._id, token);
      await revision(draft._id, draftRevision!._id, token);
    }
    const refusals: Array<[string, string | null, number]> = [
      [draft._id, otherReporter.token, 404],
      [published._id, reporter.token, 403],
      [draft._id, reader.token, 403],
      [published._id, reader.token, 403],
      [published._id, null, 401],
      ['no-such-article', editor.token, 404],
    ];
    for (const [id, token, status] of refusals) {
      const list = await api('GET', `/articles/${id}/revisions`, { token });
      expect(list.status, `${id} ${token}`).toBe(status);
      expect(list.body).toMatchObject({ success: false, message: expect.any(String) });
      expect((await api('GET', `/articles/${id}/revisions/${draftRevision!._id}`, { token })).status).toBe(status);
    }
  });

  it('is never public: not on the site’s API, not on Strapi’s own', async () => {
    const article = await createArticle(editor.token);
    const [first] = (await history(article._id)).revisions;
    expect((await api('GET', `/articles/${article._id}/revisions`)).status).toBe(401);
    expect((await api('GET', `/articles/${article._id}/revisions/${first!._id}`)).status).toBe(401);
    expect((await cms('GET', `/articles/${article._id}/revisions`)).status).toBeGreaterThanOrEqual(401);
    expect((await cms('GET', `/articles/${article._id}/revisions/${first!._id}`)).status).toBeGreaterThanOrEqual(401);
    for (const path of ['/article-revisions', `/article-revisions/${first!._id}`]) {
      expect([403, 404, 405]).toContain((await cms('GET', path)).status);
      expect([403, 404, 405]).toContain((await cms('GET', path, { token: admin })).status);
    }
    // The article itself carries no history.
    expect(JSON.stringify((await api('GET', `/articles/${article._id}`)).body)).not.toContain(first!._id);
  });
});

describe('no API writes or deletes a revision', () => {
  it('the site’s API has no such route, and Strapi’s content API none either, even for an admin', async () => {
    const article = await createArticle(editor.token);
    const [first] = (await history(article._id)).revisions;
    const snapshot = await revision(article._id, first!._id);
    for (const [method, path] of [
      ['POST', `/articles/${article._id}/revisions`],
      ['PUT', `/articles/${article._id}/revisions/${first!._id}`],
      ['DELETE', `/articles/${article._id}/revisions/${first!._id}`],
      ['DELETE', `/articles/${article._id}/revisions`],
    ] as const) {
      const res = await api(method, path, { token: admin, body: { title: 'Forged' } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'API route not found' });
    }
    const forged = { data: { articleId: article._id, title: 'Forged', editorialStatus: 'published', actorType: 'system' } };
    for (const [method, path] of [
      ['POST', '/article-revisions'],
      ['PUT', `/article-revisions/${first!._id}`],
      ['DELETE', `/article-revisions/${first!._id}`],
      ['POST', `/articles/${article._id}/revisions`],
      ['PUT', `/articles/${article._id}/revisions/${first!._id}`],
      ['DELETE', `/articles/${article._id}/revisions/${first!._id}`],
    ] as const) {
      const res = await cms(method, path, { token: admin, body: forged });
      expect([403, 404, 405], `${method} ${path}`).toContain(res.status);
    }
    expect(await history(article._id)).toMatchObject({ total: 1 });
    expect(await revision(article._id, first!._id)).toEqual(snapshot);
  });
});
