import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * The first start (docs/product.md#first-start): on an empty database it seeds the navigation's categories and about
 * 40 demo articles with generated images, and creates the admin; a second start seeds nothing.
 * This file runs its own stack with demo content (the shared one starts empty).
 */
const NAV_SLUGS = ['news', 'sport', 'business', 'innovation', 'travel', 'audio', 'video'];

let stack: Stack;

async function get(path: string, token?: string) {
  const res = await fetch(`${stack.apiUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

async function snapshot() {
  const login = await fetch(`${stack.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as any).data.token as string;
  const articles = await get('/articles?status=all&limit=100', token);
  const categories = await get('/categories');
  const users = await get('/users', token);
  return { articles: articles.body.data, categories: categories.body.data as any[], users: users.body.data as any[] };
}

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ seed: true, postgresUrl });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('first start', () => {
  it('seeds the navigation categories, World, Technology, Entertainment and subcategories', async () => {
    const { categories } = await snapshot();
    const slugs = categories.map((c) => c.slug);
    for (const slug of [...NAV_SLUGS, 'world', 'technology', 'entertainment']) expect(slugs).toContain(slug);
    expect(categories.some((c) => c.parentCategory)).toBe(true);
  });

  it('seeds about 40 published demo articles: some featured, some breaking, four or more in World', async () => {
    const { articles } = await snapshot();
    expect(articles.total).toBeGreaterThanOrEqual(35);
    expect(articles.total).toBeLessThanOrEqual(45);
    const list = articles.articles as any[];
    expect(list.some((a) => a.featured)).toBe(true);
    expect(list.some((a) => a.breaking)).toBe(true);
    const world = await get('/articles?category=world&limit=100');
    expect(world.body.data.total).toBeGreaterThanOrEqual(4);
    // The public home calls see them too (published, dated in the past).
    const featured = await get('/articles?featured=true&limit=6');
    expect(featured.body.data.articles.length).toBeGreaterThan(0);
  });

  it('gives every demo article a generated image that downloads', async () => {
    const { articles } = await snapshot();
    const list = articles.articles as any[];
    expect(list.every((a) => typeof a.featuredImage === 'string' && a.featuredImage.length > 0)).toBe(true);
    const res = await fetch(new URL(list[0].featuredImage, stack.siteUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('creates the admin from BULLETIN_ADMIN_EMAIL / BULLETIN_ADMIN_PASSWORD and says so once', async () => {
    const { users } = await snapshot();
    expect(users.find((u) => u.email === ADMIN.email)?.role).toBe('admin');
    expect(stack.cmsLog()).toContain('Bulletin admin account created');
  });

  it('seeds nothing and creates no second admin on the next start', async () => {
    const before = await snapshot();
    await stack.restart();
    const after = await snapshot();
    expect(after.articles.total).toBe(before.articles.total);
    expect(after.categories.length).toBe(before.categories.length);
    expect(after.users.length).toBe(before.users.length);
    expect(stack.cmsLog()).not.toContain('Bulletin admin account created');
    expect(stack.cmsLog()).not.toContain('seeding demo content');
  });
});
