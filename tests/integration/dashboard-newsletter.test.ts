import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, unique, type Account } from '../support/api.js';

/** GET /analytics/dashboard and POST /newsletter (docs/product.md#dashboard-figures, docs/product.md#newsletter). */

const STAT_KEYS = ['totalArticles', 'totalViews', 'totalUsers', 'publishedToday', 'breakingNews', 'featuredArticles', 'totalCategories'];
type Stats = Record<(typeof STAT_KEYS)[number], number>;

async function dashboard(token?: string): Promise<Stats> {
  const res = await api('GET', '/analytics/dashboard', { token: token ?? (await loginAdmin()) });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as Stats;
}

describe('GET /analytics/dashboard', () => {
  let reporter: Account;
  let editor: Account;
  let user: Account;
  beforeAll(async () => {
    [reporter, editor, user] = await Promise.all([signUpAs('reporter'), signUpAs('editor'), signUpAs('user')]);
  });

  it('answers the seven figures as whole numbers', async () => {
    const stats = await dashboard();
    expect(Object.keys(stats).sort()).toEqual([...STAT_KEYS].sort());
    for (const key of STAT_KEYS) {
      expect(typeof stats[key], key).toBe('number');
      expect(Number.isInteger(stats[key]), key).toBe(true);
      expect(stats[key], key).toBeGreaterThanOrEqual(0);
    }
    expect(stats.totalUsers).toBeGreaterThanOrEqual(1); // at least the admin
  });

  it('is open to reporter, editor and admin', async () => {
    for (const token of [reporter.token, editor.token, await loginAdmin()]) {
      const stats = await dashboard(token);
      expect(Object.keys(stats).sort()).toEqual([...STAT_KEYS].sort());
    }
  });

  it('is refused to a user (403) and to anonymous callers (401)', async () => {
    const asUser = await api('GET', '/analytics/dashboard', { token: user.token });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ success: false, message: expect.any(String) });
    const anonymous = await api('GET', '/analytics/dashboard');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: expect.any(String) });
    const badToken = await api('GET', '/analytics/dashboard', { token: 'garbage.token.value' });
    expect(badToken.status).toBe(401);
  });

  it('a published breaking article raises totalArticles, breakingNews and publishedToday by one', async () => {
    const admin = await loginAdmin();
    const category = await createCategory();
    const before = await dashboard();
    await createArticle(admin, { category: category._id, status: 'published', breaking: true });
    const after = await dashboard();
    expect(after.totalArticles).toBe(before.totalArticles + 1);
    expect(after.breakingNews).toBe(before.breakingNews + 1);
    expect(after.publishedToday).toBe(before.publishedToday + 1);
    expect(after.featuredArticles).toBe(before.featuredArticles);
    expect(after.totalCategories).toBe(before.totalCategories);
  });

  it('a published featured article raises featuredArticles', async () => {
    const admin = await loginAdmin();
    const category = await createCategory();
    const before = await dashboard();
    await createArticle(admin, { category: category._id, status: 'published', featured: true });
    const after = await dashboard();
    expect(after.featuredArticles).toBe(before.featuredArticles + 1);
    expect(after.breakingNews).toBe(before.breakingNews);
  });

  it('a draft counts as an article but not as published today', async () => {
    const admin = await loginAdmin();
    const category = await createCategory();
    const before = await dashboard();
    await createArticle(admin, { category: category._id, status: 'draft', breaking: true, featured: true });
    const after = await dashboard();
    expect(after.totalArticles).toBe(before.totalArticles + 1);
    expect(after.publishedToday).toBe(before.publishedToday);
  });

  it('an article published on an earlier day is not published today', async () => {
    const admin = await loginAdmin();
    const category = await createCategory();
    const before = await dashboard();
    await createArticle(admin, { category: category._id, status: 'published', publishDate: '2021-03-04' });
    const after = await dashboard();
    expect(after.totalArticles).toBe(before.totalArticles + 1);
    expect(after.publishedToday).toBe(before.publishedToday);
  });

  it('a view raises totalViews by one', async () => {
    const admin = await loginAdmin();
    const article = await createArticle(admin, { status: 'published' });
    const before = await dashboard();
    const view = await api('POST', `/articles/${article._id}/view`);
    expect(view.status).toBe(200);
    // Counted at the next flush of the view counter (VIEW_FLUSH_MS).
    await vi.waitFor(async () => expect((await dashboard()).totalViews).toBe(before.totalViews + 1), { timeout: 30_000, interval: 250 });
  });

  it('a new category raises totalCategories; a new account raises totalUsers', async () => {
    const before = await dashboard();
    await createCategory();
    await signUpAs('user');
    const after = await dashboard();
    expect(after.totalCategories).toBe(before.totalCategories + 1);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
  });
});

describe('POST /newsletter', () => {
  it('accepts a valid email with {success:true, data:{}}', async () => {
    const res = await api('POST', '/newsletter', { body: { email: `${unique('news')}@example.test` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: {} });
  });

  it('accepts the same email again (stored once, no 409 or 500), whatever its case or spaces', async () => {
    const email = `${unique('again')}@example.test`;
    const first = await api('POST', '/newsletter', { body: { email } });
    const second = await api('POST', '/newsletter', { body: { email } });
    const third = await api('POST', '/newsletter', { body: { email: `  ${email.toUpperCase()} ` } });
    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: {} });
    }
  });

  it('survives the same email sent at once (unique in the database, still 200)', async () => {
    const email = `${unique('race')}@example.test`;
    const results = await Promise.all(Array.from({ length: 5 }, () => api('POST', '/newsletter', { body: { email } })));
    for (const res of results) expect(res.status).toBe(200);
  });

  it("rejects an invalid address with 400 'Invalid email address'", async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.test', 'spaces in@example.test']) {
      const res = await api('POST', '/newsletter', { body: { email } });
      expect(res.status, email).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Invalid email address' });
    }
  });

  it('rejects a missing or non-text email with 400, never a 500', async () => {
    for (const body of [{}, { email: '' }, { email: 42 }, { email: null }, { email: ['a@example.test'] }]) {
      const res = await api('POST', '/newsletter', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    for (const rawBody of ['[]', '"a@example.test"', 'null']) {
      const res = await api('POST', '/newsletter', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
