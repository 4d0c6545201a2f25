import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bulletin/contract';
import { api, cms, createArticle, createCategory, loginAdmin, signUpAs, unique, type Account } from '../support/api.js';

/**
 * Edit conflicts (docs/product.md#edit-conflicts): `PUT /articles/:id` with the `updatedAt` the editor loaded. A
 * stale one is a 409 with the contract's message and writes nothing; of two simultaneous saves from the same version
 * exactly one is written (the check and the write are one transaction in Strapi, the row locked on PostgreSQL);
 * without `updatedAt` a PUT writes as it always did (the last one wins).
 */

let admin: string;
let editor: Account;
let otherEditor: Account;
let reporter: Account;
let editorJwt: string;
let categoryId: string;

type Stored = { _id: string; title: string; excerpt: string; updatedAt: string; status: string };

const read = async (id: string): Promise<Stored> => {
  const res = await api('GET', `/articles/${id}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Stored;
};

const put = (token: string, id: string, body: Record<string, unknown>) => api('PUT', `/articles/${id}`, { token, body });

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, otherEditor, reporter] = await Promise.all([signUpAs('editor'), signUpAs('editor'), signUpAs('reporter')]);
  const signIn = await cms('POST', '/auth/local', { body: { identifier: editor.user.email, password: editor.password } });
  editorJwt = signIn.body.jwt as string;
  categoryId = (await createCategory())._id;
});

describe('a PUT with the updatedAt the editor loaded', () => {
  it('saves when the article is unchanged, and answers the new version', async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    const title = unique('Saved');
    const res = await put(editor.token, article._id, { title, updatedAt: loaded.updatedAt });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.title).toBe(title);
    expect(Date.parse(res.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(loaded.updatedAt));
    expect(res.body.data.updatedAt).not.toBe(loaded.updatedAt);
    // Saving again from the version that answer gave works too: the editor goes on from there.
    const again = await put(editor.token, article._id, { excerpt: 'Second save', updatedAt: res.body.data.updatedAt });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('is a 409 with the contract message when someone saved in between, and writes nothing', async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    const theirs = unique('Theirs');
    expect((await put(otherEditor.token, article._id, { title: theirs, updatedAt: loaded.updatedAt })).status).toBe(200);
    const stored = await read(article._id);

    const res = await put(editor.token, article._id, { title: unique('Mine'), excerpt: 'Mine too', status: 'review', updatedAt: loaded.updatedAt });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toEqual({ success: false, message: MESSAGES.editConflict });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await read(article._id)).toEqual(stored);
    expect(stored.title).toBe(theirs);
  });

  it('a reporter saving a stale copy of their own draft gets the same 409', async () => {
    const article = await createArticle(reporter.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    expect((await put(editor.token, article._id, { excerpt: 'Edited by the desk' })).status).toBe(200);
    const res = await put(reporter.token, article._id, { excerpt: 'My stale edit', updatedAt: loaded.updatedAt });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toBe(MESSAGES.editConflict);
    expect((await read(article._id)).excerpt).toBe('Edited by the desk');
  });

  it('a version that is no date-time is a 400 with a field error; an article the caller may not open stays a 404', async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const before = await read(article._id);
    for (const updatedAt of ['yesterday', '2026-13-01T00:00:00Z', 42]) {
      const res = await put(editor.token, article._id, { title: 'x', updatedAt });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'updatedAt', message: MESSAGES.updatedAtInvalid }]);
    }
    expect(await read(article._id)).toEqual(before);
    // A colleague's draft: not found, whether the version sent is right or stale (nothing said about it).
    for (const updatedAt of [before.updatedAt, '2000-01-01T00:00:00.000Z']) {
      expect((await put(reporter.token, article._id, { title: 'x', updatedAt })).status).toBe(404);
    }
  });

  it("Strapi's own REST API checks it too: data.updatedAt, 409, nothing written", async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    expect((await put(otherEditor.token, article._id, { title: unique('Theirs') })).status).toBe(200);
    const stored = await read(article._id);
    const res = await cms('PUT', `/articles/${article._id}`, { token: editorJwt, body: { data: { title: 'Mine', updatedAt: loaded.updatedAt } } });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error.message).toBe(MESSAGES.editConflict);
    expect(await read(article._id)).toEqual(stored);
    const fresh = await cms('PUT', `/articles/${article._id}`, { token: editorJwt, body: { data: { title: 'Mine', updatedAt: stored.updatedAt } } });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });
});

describe('two simultaneous saves from the same version', () => {
  it.each([1, 2, 3, 4, 5])('through the API (round %i): exactly one is written, the other is a 409', async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    const titles = [unique('First'), unique('Second')];
    const answers = await Promise.all([
      put(editor.token, article._id, { title: titles[0], updatedAt: loaded.updatedAt }),
      put(otherEditor.token, article._id, { title: titles[1], updatedAt: loaded.updatedAt }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    const stored = await read(article._id);
    expect(stored.title).toBe(titles[winner]);
    expect(stored.updatedAt).toBe(answers[winner]!.body.data.updatedAt);
    expect(answers[1 - winner]!.body).toEqual({ success: false, message: MESSAGES.editConflict });
  });

  it("straight on Strapi (both past the adapters' early look): exactly one of four is written", async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    const loaded = await read(article._id);
    const titles = [1, 2, 3, 4].map((n) => unique(`Racer ${n}`));
    const answers = await Promise.all(
      titles.map((title) => cms('PUT', `/articles/${article._id}`, { token: editorJwt, body: { data: { title, updatedAt: loaded.updatedAt } } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200), JSON.stringify(answers.map((a) => a.body))).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect((await read(article._id)).title).toBe(titles[statuses.indexOf(200)]);
  });
});

describe('a PUT without updatedAt', () => {
  it('writes as before: the last save wins, whatever changed in between', async () => {
    const article = await createArticle(editor.token, { category: categoryId, status: 'draft' });
    expect((await put(otherEditor.token, article._id, { title: unique('Theirs') })).status).toBe(200);
    const mine = unique('Mine');
    const res = await put(editor.token, article._id, { title: mine });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await read(article._id)).title).toBe(mine);
    for (const updatedAt of [null, '']) {
      const blank = await put(editor.token, article._id, { excerpt: `blank ${String(updatedAt)}`, updatedAt });
      expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    }
    // Simultaneous saves without it both succeed (one after the other).
    const both = await Promise.all([put(editor.token, article._id, { excerpt: 'one' }), put(otherEditor.token, article._id, { excerpt: 'two' })]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(['one', 'two']).toContain((await read(article._id)).excerpt);
  });
});
