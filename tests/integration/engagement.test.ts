import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createArticle, loginAdmin, newVisitor, signUpAs, unique, type Account } from '../support/api.js';

/**
 * Views, likes and comments (docs/product.md#counters, docs/product.md#comments, docs/product.md#validation-comment).
 */

let admin: string;
let editor: Account;
let reporter: Account;
let reader: Account;
let otherReader: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter, reader, otherReader] = await Promise.all([
    signUpAs('editor'),
    signUpAs('reporter'),
    signUpAs('user'),
    signUpAs('user'),
  ]);
});

const stored = async (id: string) => (await api('GET', `/articles/${id}`, { token: admin })).body.data;
/** Views reach the database with the next flush (VIEW_FLUSH_MS), not with each view. */
const storedViewsBecome = (id: string, views: number) =>
  vi.waitFor(async () => expect((await stored(id)).views).toBe(views), { timeout: 30_000, interval: 250 });

describe('POST /articles/:id/view', () => {
  it('counts one view per visitor, for anyone, by id or slug; the same visitor again is not counted', async () => {
    const article = await createArticle(editor.token);
    const visitor = newVisitor();
    const first = await api('POST', `/articles/${article._id}/view`, { headers: visitor });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { views: 1 } });
    const second = await api('POST', `/articles/${article.slug}/view`, { token: reader.token, headers: newVisitor() });
    expect(second.body.data).toEqual({ views: 2 });
    // The first visitor once more (a reload, signed in or not): the count as it is.
    expect((await api('POST', `/articles/${article.slug}/view`, { headers: visitor })).body.data).toEqual({ views: 2 });
    expect((await api('POST', `/articles/${article._id}/view`, { token: reader.token, headers: visitor })).body.data).toEqual({ views: 2 });
    await storedViewsBecome(article._id, 2);
  });

  it('counts 20 simultaneous views of 20 visitors as exactly 20', async () => {
    const article = await createArticle(editor.token);
    const results = await Promise.all(Array.from({ length: 20 }, () => api('POST', `/articles/${article._id}/view`, { headers: newVisitor() })));
    for (const res of results) expect(res.status).toBe(200);
    // Every answer is a distinct count, and the last one is 20.
    expect(results.map((r) => r.body.data.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await storedViewsBecome(article._id, 20);
  });

  it('answers 404 for an unknown or unpublished article, counting nothing', async () => {
    expect((await api('POST', `/articles/${unique('missing')}/view`)).status).toBe(404);
    const draft = await createArticle(editor.token, { status: 'draft' });
    const res = await api('POST', `/articles/${draft._id}/view`);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect((await stored(draft._id)).views).toBe(0);
  });
});

describe('POST /articles/:id/like', () => {
  it('toggles: a like, then an unlike', async () => {
    const article = await createArticle(editor.token);
    const like = await api('POST', `/articles/${article._id}/like`, { token: reader.token });
    expect(like.status).toBe(200);
    expect(like.body).toEqual({ success: true, data: { likes: 1, liked: true } });
    expect((await stored(article._id)).likes).toBe(1);

    const unlike = await api('POST', `/articles/${article._id}/like`, { token: reader.token });
    expect(unlike.body.data).toEqual({ likes: 0, liked: false });
    expect((await stored(article._id)).likes).toBe(0);
  });

  it('counts one like per person: two readers make two', async () => {
    const article = await createArticle(editor.token);
    expect((await api('POST', `/articles/${article._id}/like`, { token: reader.token })).body.data).toEqual({ likes: 1, liked: true });
    expect((await api('POST', `/articles/${article.slug}/like`, { token: otherReader.token })).body.data).toEqual({ likes: 2, liked: true });
    expect((await stored(article._id)).likes).toBe(2);
    // The article page tells each reader whether they liked it.
    expect((await api('GET', `/articles/${article._id}`, { token: reader.token })).body.data.liked).toBe(true);
    expect((await api('GET', `/articles/${article._id}`, { token: editor.token })).body.data.liked).toBe(false);
  });

  it('never counts one person twice, even with simultaneous likes', async () => {
    const article = await createArticle(editor.token);
    const toggle = (token: string) => api('POST', `/articles/${article._id}/like`, { token });
    // Six toggles by one reader and five by another, all at once: each toggle flips that reader's like.
    const results = await Promise.all([...Array.from({ length: 6 }, () => toggle(reader.token)), ...Array.from({ length: 5 }, () => toggle(otherReader.token))]);
    for (const res of results) expect(res.status).toBe(200);
    const flags = (from: number, to: number) => results.slice(from, to).map((r) => r.body.data.liked);
    expect(flags(0, 6).filter(Boolean)).toHaveLength(3);
    expect(flags(6, 11).filter(Boolean)).toHaveLength(3);
    for (const res of results) expect([0, 1, 2]).toContain(res.body.data.likes);
    // Reader: six toggles, not liked; other reader: five, liked.
    expect((await stored(article._id)).likes).toBe(1);
    expect((await api('GET', `/articles/${article._id}`, { token: reader.token })).body.data.liked).toBe(false);
    expect((await api('GET', `/articles/${article._id}`, { token: otherReader.token })).body.data.liked).toBe(true);
    expect((await toggle(reader.token)).body.data).toEqual({ likes: 2, liked: true });
  });

  it('refuses anonymous callers with 401 and unknown or unpublished articles with 404', async () => {
    const article = await createArticle(editor.token);
    const anonymous = await api('POST', `/articles/${article._id}/like`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: expect.any(String) });
    expect((await api('POST', `/articles/${article._id}/like`, { token: 'bad.token.here' })).status).toBe(401);
    expect((await stored(article._id)).likes).toBe(0);

    expect((await api('POST', `/articles/${unique('missing')}/like`, { token: reader.token })).status).toBe(404);
    const draft = await createArticle(editor.token, { status: 'draft' });
    expect((await api('POST', `/articles/${draft._id}/like`, { token: reader.token })).status).toBe(404);
    expect((await stored(draft._id)).likes).toBe(0);
  });
});

describe('comments', () => {
  const comment = (id: string, token: string | undefined, content: unknown) =>
    api('POST', `/articles/${id}/comments`, { token, body: { content } });

  it('lets a signed-in reader comment, and anyone read the comments, newest first', async () => {
    const article = await createArticle(editor.token);
    const first = await comment(article._id, reader.token, 'A thoughtful remark.');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        author: { _id: reader.user._id, firstName: 'Test', lastName: 'User', avatar: null },
        authorName: null,
        createdAt: expect.any(String),
        content: 'A thoughtful remark.',
      },
    });
    const second = await comment(article.slug, otherReader.token, 'A reply.');
    expect(second.status).toBe(201);

    for (const token of [undefined, reader.token]) {
      const list = await api('GET', `/articles/${article._id}/comments`, { token });
      expect(list.status).toBe(200);
      expect(list.body.success).toBe(true);
      expect(list.body.data.map((c: { _id: string }) => c._id)).toEqual([second.body.data._id, first.body.data._id]);
      expect(JSON.stringify(list.body)).not.toMatch(/email|password/);
    }
    const bySlug = await api('GET', `/articles/${article.slug}/comments`);
    expect(bySlug.body.data).toHaveLength(2);

    // The article page carries them too.
    const page = await api('GET', `/articles/${article.slug}`);
    expect(page.body.data.comments.map((c: { content: string }) => c.content)).toEqual(['A reply.', 'A thoughtful remark.']);
  });

  it('refuses anonymous commenters with 401', async () => {
    const article = await createArticle(editor.token);
    const res = await comment(article._id, undefined, 'Hello');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect((await api('GET', `/articles/${article._id}/comments`)).body.data).toEqual([]);
  });

  it('removes HTML tags on the way in, so they are never stored', async () => {
    const article = await createArticle(editor.token);
    const res = await comment(article._id, reader.token, '<b>Bold</b> claim <img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:x()">link</a>');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const content = res.body.data.content as string;
    expect(content).not.toMatch(/<[a-z/!]/i);
    expect(content).toContain('Bold claim');
    expect(content).toContain('link');
    const listed = (await api('GET', `/articles/${article._id}/comments`)).body.data[0].content;
    expect(listed).toBe(content);
    expect(listed).not.toMatch(/onerror|javascript:/);
  });

  it('keeps plain text that merely looks like markup characters', async () => {
    const article = await createArticle(editor.token);
    const text = 'Tom & Jerry say 3 < 4 and 5 > 2 — "quoted" it\'s fine';
    const res = await comment(article._id, reader.token, text);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.content).toBe(text);
    expect((await api('GET', `/articles/${article._id}/comments`)).body.data[0].content).toBe(text);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   \n  '],
    ['only tags', '<p></p><br/>'],
    ['not text', 42],
  ])('refuses a comment that is %s with "Comment is required"', async (_name, content) => {
    const article = await createArticle(editor.token);
    const res = await comment(article._id, reader.token, content);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Comment is required', errors: [{ field: 'content', message: 'Comment is required' }] });
    expect((await api('GET', `/articles/${article._id}/comments`)).body.data).toEqual([]);
  });

  it('accepts 2,000 characters and refuses 2,001', async () => {
    const article = await createArticle(editor.token);
    const longest = await comment(article._id, reader.token, 'a'.repeat(2000));
    expect(longest.status).toBe(201);
    expect(longest.body.data.content).toHaveLength(2000);
    const tooLong = await comment(article._id, reader.token, 'a'.repeat(2001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      success: false,
      message: 'Comment must be at most 2000 characters',
      errors: [{ field: 'content', message: 'Comment must be at most 2000 characters' }],
    });
    // Characters, not bytes or code units: 2,000 emoji are 2,000 characters.
    const emoji = await comment(article._id, reader.token, '👍'.repeat(2000));
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(201);
    expect((await api('GET', `/articles/${article._id}/comments`)).body.data).toHaveLength(2);
  });

  it('refuses comments on articles readers cannot see, and on unknown articles (404)', async () => {
    const draft = await createArticle(editor.token, { status: 'draft' });
    const future = await createArticle(editor.token, { status: 'published', publishDate: '2099-01-01T00:00:00.000Z' });
    for (const article of [draft, future]) {
      const res = await comment(article._id, reader.token, 'Early bird');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect((await api('GET', `/articles/${article._id}/comments`)).status).toBe(404);
      expect((await api('GET', `/articles/${article._id}/comments`, { token: reader.token })).status).toBe(404);
    }
    expect((await comment(unique('missing'), reader.token, 'Hello?')).status).toBe(404);
    expect((await api('GET', `/articles/${unique('missing')}/comments`)).status).toBe(404);
  });

  describe('DELETE /comments/:id', () => {
    const remaining = async (articleId: string) =>
      (await api('GET', `/articles/${articleId}/comments`)).body.data.map((c: { _id: string }) => c._id);

    it('lets the author delete their comment, answering {}', async () => {
      const article = await createArticle(editor.token);
      const c = await comment(article._id, reader.token, 'Regrettable');
      const res = await api('DELETE', `/comments/${c.body.data._id}`, { token: reader.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: {} });
      expect(await remaining(article._id)).toEqual([]);
      expect((await api('GET', `/articles/${article._id}`)).body.data.comments).toEqual([]);
    });

    it('lets editors and admins delete anyone’s comment', async () => {
      const article = await createArticle(editor.token);
      for (const token of [editor.token, admin]) {
        const c = await comment(article._id, reader.token, 'Moderate me');
        expect((await api('DELETE', `/comments/${c.body.data._id}`, { token })).status).toBe(200);
        expect(await remaining(article._id)).not.toContain(c.body.data._id);
      }
    });

    it('refuses another reader or a reporter (403) and anonymous callers (401)', async () => {
      const article = await createArticle(editor.token);
      const c = await comment(article._id, reader.token, 'Mine');
      for (const [token, status] of [[otherReader.token, 403], [reporter.token, 403], [undefined, 401]] as const) {
        const res = await api('DELETE', `/comments/${c.body.data._id}`, { token });
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      expect(await remaining(article._id)).toEqual([c.body.data._id]);
    });

    it('answers 404 for an unknown comment', async () => {
      const res = await api('DELETE', `/comments/${unique('missing')}`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });
  });
});
