import { beforeAll, describe, expect, it } from 'vitest';
import { api, cms, createArticle, createCategory, loginAdmin, signUpAs, unique, type Account, type ApiResponse } from '../support/api.js';

/**
 * The audit log: every newsroom write (articles, categories, users, staff sign-ins) is recorded by Strapi with
 * who, what, which entity, when and from where; GET /api/audit lists it for admins; nothing can write it.
 */

type Entry = {
  _id: string;
  createdAt: string;
  actor: { _id: string | null; firstName: string; lastName: string; role: string };
  action: string;
  entity: { type: string; _id: string; label: string };
  ip: string | null;
};
type AuditPage = { entries: Entry[]; total: number; page: number; pages: number };

let admin: string;
let adminId: string;
let reporter: Account;
let editor: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  adminId = (await api('GET', '/auth/me', { token: admin })).body.data._id;
  [reporter, editor] = await Promise.all([signUpAs('reporter'), signUpAs('editor')]);
});

async function audit(query: Record<string, string | number> = {}, token: string | null = admin): Promise<ApiResponse> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return api('GET', `/audit${search ? `?${search}` : ''}`, { token });
}

/** The entries a query lists once `until` holds (an entry is written just after its write commits). */
async function entriesUntil(query: Record<string, string | number>, until: (entries: Entry[]) => boolean): Promise<Entry[]> {
  let entries: Entry[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await audit({ limit: 100, ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    entries = (res.body.data as AuditPage).entries;
    if (until(entries)) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return entries;
}

const actionsOf = async (entity: string, count: number) =>
  (await entriesUntil({ entity }, (entries) => entries.length >= count)).map((e) => e.action);

describe('what is recorded', () => {
  it('records an article created, edited, submitted, published, rejected and deleted, each with its actor and title', async () => {
    const draft = await createArticle(reporter.token, { status: 'draft' });
    const id = draft._id;
    const put = (token: string, body: Record<string, unknown>) => api('PUT', `/articles/${id}`, { token, body });
    expect((await put(reporter.token, { title: `${draft.title} (edited)` })).status).toBe(200);
    expect((await put(reporter.token, { status: 'review' })).status).toBe(200);
    expect((await put(editor.token, { status: 'draft' })).status).toBe(200);
    expect((await put(editor.token, { status: 'published' })).status).toBe(200);
    expect((await api('DELETE', `/articles/${id}`, { token: editor.token })).status).toBe(200);

    const entries = await entriesUntil({ entity: `article:${id}` }, (e) => e.length >= 6);
    // Newest first.
    expect(entries.map((e) => e.action)).toEqual([
      'article.delete',
      'article.publish',
      'article.reject',
      'article.submit',
      'article.update',
      'article.create',
    ]);
    const created = entries.at(-1)!;
    expect(created.actor).toEqual({ _id: reporter.user._id, firstName: 'Test', lastName: 'Reporter', role: 'reporter' });
    expect(created.entity).toEqual({ type: 'article', _id: id, label: draft.title });
    expect(entries[4]!.entity.label).toBe(`${draft.title} (edited)`);
    expect(entries[0]!.actor).toMatchObject({ _id: editor.user._id, role: 'editor' });
    for (const entry of entries) {
      expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
      expect(typeof entry._id).toBe('string');
    }
  });

  it('an archived article is article.archive', async () => {
    const article = await createArticle(editor.token);
    expect((await api('PUT', `/articles/${article._id}`, { token: editor.token, body: { status: 'archived' } })).status).toBe(200);
    expect(await actionsOf(`article:${article._id}`, 2)).toEqual(['article.archive', 'article.create']);
  });

  it('records a category created, renamed and deleted', async () => {
    const category = await createCategory();
    expect((await api('PUT', `/categories/${category._id}`, { token: admin, body: { name: `${category.name} two` } })).status).toBe(200);
    expect((await api('DELETE', `/categories/${category._id}`, { token: admin })).status).toBe(200);
    const entries = await entriesUntil({ entity: `category:${category._id}` }, (e) => e.length >= 3);
    expect(entries.map((e) => e.action)).toEqual(['category.delete', 'category.update', 'category.create']);
    expect(entries.map((e) => e.entity.label)).toEqual([`${category.name} two`, `${category.name} two`, category.name]);
    expect(entries[0]!.actor).toMatchObject({ _id: adminId, role: 'admin' });
  });

  it('records a user created, their role changed, blocked, unblocked and deleted, labelled with the e-mail', async () => {
    const user = await signUpAs('user');
    const id = user.user._id;
    const put = (body: Record<string, unknown>) => api('PUT', `/users/${id}`, { token: admin, body });
    expect((await put({ role: 'reporter' })).status).toBe(200);
    // Blocking goes through Strapi's user API (the site's user form has no block switch).
    expect((await cms('PUT', `/users/${id}`, { token: admin, body: { blocked: true } })).status).toBe(200);
    expect((await cms('PUT', `/users/${id}`, { token: admin, body: { blocked: false } })).status).toBe(200);
    expect((await api('DELETE', `/users/${id}`, { token: admin })).status).toBe(200);
    const entries = await entriesUntil({ entity: `user:${id}` }, (e) => e.length >= 5);
    // A plain reader's sign-in (signUpAs signs them in) is not recorded.
    expect(entries.map((e) => e.action)).toEqual(['user.delete', 'user.unblock', 'user.block', 'user.role', 'user.create']);
    for (const entry of entries) {
      expect(entry.entity).toEqual({ type: 'user', _id: id, label: user.user.email });
      expect(entry.actor).toMatchObject({ _id: adminId, role: 'admin' });
    }
  });

  it("records a staff member's sign-in, not a reader's", async () => {
    const reader = await signUpAs('user');
    const staff = await signUpAs('editor');
    const signedIn = await entriesUntil({ action: 'auth.sign-in', actor: staff.user._id }, (e) => e.length >= 1);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({
      actor: { _id: staff.user._id, role: 'editor', firstName: 'Test', lastName: 'Editor' },
      entity: { type: 'user', _id: staff.user._id, label: staff.user.email },
    });
    // The reader signed in before the editor did: had it been recorded, it would be there by now.
    const readerEntries = (await entriesUntil({ entity: `user:${reader.user._id}` }, (e) => e.length >= 1)).map((e) => e.action);
    expect(readerEntries).toEqual(['user.create']);
    expect((await audit({ actor: reader.user._id })).body.data.total).toBe(0);
  });
});

describe('GET /audit', () => {
  it('is for admins only: 401 without a token, 403 for a reporter and an editor, in the envelope', async () => {
    const anonymous = await audit({}, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: expect.any(String) });
    for (const token of [reporter.token, editor.token]) {
      const res = await audit({}, token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      // A bad query does not tell them more.
      expect((await audit({ from: 'yesterday' }, token)).status).toBe(403);
    }
    expect((await audit({}, 'not-a-token')).status).toBe(401);
  });

  it('filters by action, actor and date range, and pages like the other lists', async () => {
    // An editor of its own: another test's article (created a moment ago) must not fall in the window.
    const writer = await signUpAs('editor');
    const mark = new Date(Date.now() - 1000).toISOString();
    const titles = [unique('A'), unique('B'), unique('C')];
    for (const title of titles) await createArticle(writer.token, { title, status: 'draft' });
    const mine = await entriesUntil({ action: 'article.create', actor: writer.user._id, from: mark }, (e) => e.length >= 3);
    expect(mine.map((e) => e.entity.label)).toEqual([...titles].reverse());

    const first = await audit({ action: 'article.create', actor: writer.user._id, from: mark, limit: 2 });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.body.data.entries.map((e: Entry) => e.entity.label)).toEqual([titles[2], titles[1]]);
    const second = await audit({ action: 'article.create', actor: writer.user._id, from: mark, limit: 2, page: 2 });
    expect(second.body.data).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.body.data.entries.map((e: Entry) => e.entity.label)).toEqual([titles[0]]);

    const before = await audit({ action: 'article.create', actor: writer.user._id, to: mark });
    expect(before.body.data.entries.map((e: Entry) => e.entity.label)).not.toContain(titles[0]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await audit({ actor: writer.user._id, to: yesterday })).body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit({ action: 'article.create', actor: writer.user._id, from: today, to: today })).body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 with field errors for bad filters and paging', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ from: 'yesterday' }, 'from', 'from must be an ISO date (2026-05-01 or 2026-05-01T10:00:00Z)'],
      [{ to: '2026-13-45' }, 'to', 'to must be an ISO date (2026-05-01 or 2026-05-01T10:00:00Z)'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'from', 'from must not be after to'],
      [{ actor: 'abc' }, 'actor', 'actor must be a user id'],
      [{ entity: 'comment' }, 'entity', 'entity must be article, category, user, newsletter, or one of them and an id (article:abc123)'],
      [{ action: 'article.explode' }, 'action', expect.stringMatching(/^action must be one of article\.create/) as unknown as string],
      [{ page: '0' }, 'page', 'page must be a whole number of 1 or more'],
      [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    ];
    for (const [query, field, message] of cases) {
      const res = await audit(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false });
      expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
    }
  });

  it('is never kept by a shared cache', async () => {
    const res = await audit();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('nothing can write the log', () => {
  it("refuses Strapi's own REST routes to create, edit or delete an entry, even with an admin's token", async () => {
    const [entry] = await entriesUntil({}, (e) => e.length >= 1);
    const before = (await audit()).body.data.total as number;
    const attempts = [
      await cms('POST', '/audit-entries', { token: admin, body: { data: { action: 'article.create', actorType: 'user', entityType: 'article' } } }),
      await cms('PUT', `/audit-entries/${entry!._id}`, { token: admin, body: { data: { action: 'article.delete' } } }),
      await cms('DELETE', `/audit-entries/${entry!._id}`, { token: admin }),
      await cms('GET', `/audit-entries/${entry!._id}`, { token: admin }),
    ];
    for (const res of attempts) expect([403, 404, 405]).toContain(res.status);
    for (const token of [reporter.token, null]) {
      expect((await cms('GET', '/audit-entries', { token })).status).toBeGreaterThanOrEqual(401);
    }
    const after = await audit({ entity: `${entry!.entity.type}:${entry!.entity._id}` });
    expect(after.body.data.entries.map((e: Entry) => e._id)).toContain(entry!._id);
    expect((await audit()).body.data.total).toBeGreaterThanOrEqual(before);
    expect((await audit({ action: 'article.create' })).body.data.entries.some((e: Entry) => e._id === entry!._id && e.action !== entry!.action)).toBe(false);
  });

  it('offers no write route on the API', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await api(method, '/audit', { token: admin, body: {} });
      expect(res.status).toBe(404);
    }
  });
});
