import { beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bulletin/contract';
import { api, createArticle, createCategory, loginAdmin, signUpAs, unique, type Account } from '../support/api.js';

/**
 * Categories: the shape, GET/POST/PUT/DELETE /categories, the rules (docs/product.md#categories,
 * docs/product.md#validation-category).
 */

async function listCategories(): Promise<Category[]> {
  const res = await api('GET', '/categories');
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  expect(Array.isArray(res.body.data)).toBe(true);
  return res.body.data as Category[];
}

function expectErrorEnvelope(body: any) {
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
}

describe('GET /categories', () => {
  it('gives every category in the contract shape', async () => {
    const parent = await createCategory({ description: 'Parent desc', color: '#112233', icon: 'globe', order: 3 });
    const child = await createCategory({ parentCategory: parent._id, color: '#445566', icon: 'pin' });
    const list = await listCategories();

    const p = list.find((c) => c._id === parent._id);
    const c = list.find((x) => x._id === child._id);
    expect(p).toBeDefined();
    expect(c).toBeDefined();
    expect(Object.keys(p!).sort()).toEqual(
      ['_id', 'name', 'slug', 'description', 'color', 'icon', 'order', 'parentCategory', 'subCategories', 'articleCount'].sort(),
    );
    expect(p).toMatchObject({
      _id: parent._id,
      name: parent.name,
      slug: parent.slug,
      description: 'Parent desc',
      color: '#112233',
      icon: 'globe',
      order: 3,
      parentCategory: null,
      articleCount: 0,
    });
    expect(p!.subCategories).toEqual([{ _id: child._id, slug: child.slug, name: child.name, color: '#445566', icon: 'pin', articleCount: 0 }]);
    expect(c!.parentCategory).toEqual({ _id: parent._id, name: parent.name, slug: parent.slug });
    expect(c!.subCategories).toEqual([]);
    for (const cat of list) {
      expect(typeof cat._id).toBe('string');
      expect(typeof cat.articleCount).toBe('number');
      expect(JSON.stringify(cat)).not.toMatch(/"(id|documentId)":/);
    }
  });

  it('orders by order, then by name', async () => {
    const tag = unique('ord');
    const late = await createCategory({ name: `Aaa ${tag}`, order: 7 });
    const bravo = await createCategory({ name: `Bravo ${tag}`, order: 2 });
    const alpha = await createCategory({ name: `Alpha ${tag}`, order: 2 });
    const early = await createCategory({ name: `Zulu ${tag}`, order: -1 });
    const list = await listCategories();
    const ids = list.map((c) => c._id).filter((id) => [late._id, bravo._id, alpha._id, early._id].includes(id));
    expect(ids).toEqual([early._id, alpha._id, bravo._id, late._id]);
    // the whole list is non-decreasing by order
    for (let i = 1; i < list.length; i += 1) expect(list[i]!.order).toBeGreaterThanOrEqual(list[i - 1]!.order);
  });

  it('counts only own published, due articles (not drafts, not future-dated, not subcategory articles)', async () => {
    const admin = await loginAdmin();
    const parent = await createCategory();
    const child = await createCategory({ parentCategory: parent._id });
    await createArticle(admin, { category: parent._id, status: 'published' });
    await createArticle(admin, { category: parent._id, status: 'published' });
    await createArticle(admin, { category: parent._id, status: 'draft' });
    await createArticle(admin, { category: parent._id, status: 'review' });
    await createArticle(admin, { category: parent._id, status: 'archived' });
    await createArticle(admin, { category: parent._id, status: 'published', publishDate: '2099-01-01' });
    await createArticle(admin, { category: child._id, status: 'published' });
    await createArticle(admin, { category: child._id, status: 'draft' });

    const list = await listCategories();
    const p = list.find((c) => c._id === parent._id)!;
    const c = list.find((x) => x._id === child._id)!;
    expect(p.articleCount).toBe(2);
    expect(c.articleCount).toBe(1);
    expect(p.subCategories).toEqual([expect.objectContaining({ _id: child._id, articleCount: 1 })]);

    const single = await api('GET', `/categories/${parent._id}`);
    expect(single.body.data.articleCount).toBe(2);
    expect(single.body.data.subCategories[0].articleCount).toBe(1);
  });

  it('an article published back-dated counts; the same moved to draft stops counting', async () => {
    const admin = await loginAdmin();
    const cat = await createCategory();
    const art = await createArticle(admin, { category: cat._id, status: 'published', publishDate: '2020-05-01' });
    expect((await api('GET', `/categories/${cat._id}`)).body.data.articleCount).toBe(1);
    const put = await api('PUT', `/articles/${art._id}`, { token: admin, body: { status: 'draft' } });
    expect(put.status).toBe(200);
    expect((await api('GET', `/categories/${cat._id}`)).body.data.articleCount).toBe(0);
  });
});

describe('GET /categories/:idOrSlug', () => {
  it('finds a category by id and by slug, with the same data as the list', async () => {
    const parent = await createCategory();
    const cat = await createCategory({ parentCategory: parent._id, description: 'd' });
    const byId = await api('GET', `/categories/${cat._id}`);
    const bySlug = await api('GET', `/categories/${cat.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toMatchObject({ success: true, data: { _id: cat._id, slug: cat.slug, name: cat.name, description: 'd' } });
    expect(bySlug.body.data).toEqual(byId.body.data);
    expect(byId.body.data.parentCategory).toEqual({ _id: parent._id, name: parent.name, slug: parent.slug });
    // A single read adds the trail above it (breadcrumbs); the rest is the list's.
    const { ancestors, ...rest } = byId.body.data;
    expect(ancestors).toEqual([{ _id: parent._id, name: parent.name, slug: parent.slug }]);
    const fromList = (await listCategories()).find((c) => c._id === cat._id);
    expect(fromList).toEqual(rest);
  });

  it('answers 404 in the envelope for an unknown id or slug', async () => {
    for (const key of ['no-such-category-' + unique('z'), 'abcdefghijklmnopqrstuvwx', '999999']) {
      const res = await api('GET', `/categories/${key}`);
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body);
    }
  });
});

describe('who may write categories', () => {
  let editor: Account;
  let reporter: Account;
  let user: Account;
  beforeAll(async () => {
    [editor, reporter, user] = await Promise.all([signUpAs('editor'), signUpAs('reporter'), signUpAs('user')]);
  });

  it('editor and admin may create, update and delete', async () => {
    for (const token of [editor.token, await loginAdmin()]) {
      const created = await api('POST', '/categories', { token, body: { name: unique('Writable') } });
      expect(created.status).toBe(201);
      expect(created.body.success).toBe(true);
      const id = created.body.data._id;
      const updated = await api('PUT', `/categories/${id}`, { token, body: { description: 'changed', order: 4 } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ _id: id, description: 'changed', order: 4, name: created.body.data.name });
      const deleted = await api('DELETE', `/categories/${id}`, { token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, data: {} });
      expect((await api('GET', `/categories/${id}`)).status).toBe(404);
    }
  });

  it('anonymous gets 401; user and reporter get 403; nothing changes', async () => {
    const cat = await createCategory({ description: 'original' });
    const cases: Array<[string | null, number]> = [
      [null, 401],
      [user.token, 403],
      [reporter.token, 403],
    ];
    for (const [token, status] of cases) {
      const name = unique('Nope');
      const post = await api('POST', '/categories', { token, body: { name } });
      expect(post.status).toBe(status);
      expectErrorEnvelope(post.body);
      const put = await api('PUT', `/categories/${cat._id}`, { token, body: { description: 'hacked' } });
      expect(put.status).toBe(status);
      expectErrorEnvelope(put.body);
      const del = await api('DELETE', `/categories/${cat._id}`, { token });
      expect(del.status).toBe(status);
      expectErrorEnvelope(del.body);
      expect((await listCategories()).some((c) => c.name === name)).toBe(false);
    }
    const after = await api('GET', `/categories/${cat._id}`);
    expect(after.status).toBe(200);
    expect(after.body.data.description).toBe('original');
  });

  it('a bad token is a 401', async () => {
    const res = await api('POST', '/categories', { token: 'not-a-real-token', body: { name: unique('Cat') } });
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body);
  });
});

describe('category validation', () => {
  it('requires a name of at least 2 characters', async () => {
    const token = await loginAdmin();
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const res = await api('POST', '/categories', { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Name is required' });
      expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'name', message: 'Name is required' }]));
    }
    const short = await api('POST', '/categories', { token, body: { name: 'A' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ success: false, message: 'Name must be at least 2 characters' });
    expect(short.body.errors).toEqual(expect.arrayContaining([{ field: 'name', message: 'Name must be at least 2 characters' }]));

    const cat = await createCategory();
    const put = await api('PUT', `/categories/${cat._id}`, { token, body: { name: 'B' } });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Name must be at least 2 characters');
    expect((await api('GET', `/categories/${cat._id}`)).body.data.name).toBe(cat.name);
  });

  it("defaults colour to '#007bff' and order to 0", async () => {
    const res = await api('POST', '/categories', { token: await loginAdmin(), body: { name: unique('Defaults') } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ color: '#007bff', order: 0, parentCategory: null, subCategories: [], articleCount: 0 });
  });

  it('rejects a colour that is not a hex colour', async () => {
    const token = await loginAdmin();
    for (const color of ['red', '#12345', '#ggg', '007bff', 42]) {
      const name = unique('BadColour');
      const res = await api('POST', '/categories', { token, body: { name, color } });
      expect(res.status, `colour ${JSON.stringify(color)}`).toBe(400);
      expectErrorEnvelope(res.body);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'color' })]));
      expect((await listCategories()).some((c) => c.name === name)).toBe(false);
    }
    const ok = await api('POST', '/categories', { token, body: { name: unique('GoodColour'), color: '#AbC' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.color).toBe('#AbC');
  });

  it('rejects an order that is not a whole number', async () => {
    const res = await api('POST', '/categories', { token: await loginAdmin(), body: { name: unique('Order'), order: 1.5 } });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body);
  });

  it('makes the slug from the name, unique across categories', async () => {
    const token = await loginAdmin();
    const word = unique('Local');
    const name = `${word} Politics & Élections`;
    const first = await api('POST', '/categories', { token, body: { name } });
    const second = await api('POST', '/categories', { token, body: { name } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.data.slug).toBe(`${word.toLowerCase()}-politics-and-elections`);
    expect(second.body.data.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(second.body.data.slug).not.toBe(first.body.data.slug);
    const bySlug = await api('GET', `/categories/${second.body.data.slug}`);
    expect(bySlug.body.data._id).toBe(second.body.data._id);
  });

  it('ignores a slug sent by the client', async () => {
    const res = await api('POST', '/categories', { token: await loginAdmin(), body: { name: 'Client Slug Test', slug: 'hand-made' } });
    expect(res.status).toBe(201);
    expect(res.body.data.slug).toMatch(/^client-slug-test/);
  });

  it('refuses an unknown parent', async () => {
    const res = await api('POST', '/categories', { token: await loginAdmin(), body: { name: unique('Orphan'), parentCategory: 'nosuchparentdocumentid00' } });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body);
  });

  it('a category cannot be its own parent', async () => {
    const token = await loginAdmin();
    const cat = await createCategory();
    const res = await api('PUT', `/categories/${cat._id}`, { token, body: { parentCategory: cat._id } });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body);
    expect((await api('GET', `/categories/${cat._id}`)).body.data.parentCategory).toBeNull();
  });

  it("a category cannot become a child of its own descendant", async () => {
    const token = await loginAdmin();
    const top = await createCategory();
    const middle = await createCategory({ parentCategory: top._id });
    const bottom = await createCategory({ parentCategory: middle._id });
    for (const descendant of [middle, bottom]) {
      const res = await api('PUT', `/categories/${top._id}`, { token, body: { parentCategory: descendant._id } });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body);
    }
    expect((await api('GET', `/categories/${top._id}`)).body.data.parentCategory).toBeNull();
    // a legal move still works: bottom under top directly, then back to top level
    const move = await api('PUT', `/categories/${bottom._id}`, { token, body: { parentCategory: top._id } });
    expect(move.status).toBe(200);
    expect(move.body.data.parentCategory).toEqual({ _id: top._id, name: top.name, slug: top.slug });
    const detach = await api('PUT', `/categories/${bottom._id}`, { token, body: { parentCategory: null } });
    expect(detach.status).toBe(200);
    expect(detach.body.data.parentCategory).toBeNull();
  });

  it('updating a missing category is a 404', async () => {
    const res = await api('PUT', `/categories/${unique('missing')}`, { token: await loginAdmin(), body: { name: 'Whatever' } });
    expect(res.status).toBe(404);
    expectErrorEnvelope(res.body);
    const del = await api('DELETE', `/categories/${unique('missing')}`, { token: await loginAdmin() });
    expect(del.status).toBe(404);
    expectErrorEnvelope(del.body);
  });
});

describe('deleting categories', () => {
  it('refuses (409) while articles remain, even unpublished ones; works once they are gone', async () => {
    const token = await loginAdmin();
    const cat = await createCategory();
    const published = await createArticle(token, { category: cat._id, status: 'published' });
    const draft = await createArticle(token, { category: cat._id, status: 'draft' });

    const refused = await api('DELETE', `/categories/${cat._id}`, { token });
    expect(refused.status).toBe(409);
    expectErrorEnvelope(refused.body);
    expect(refused.body.message).toMatch(/article/i);

    expect((await api('DELETE', `/articles/${published._id}`, { token })).status).toBe(200);
    const stillDraft = await api('DELETE', `/categories/${cat._id}`, { token });
    expect(stillDraft.status).toBe(409);

    expect((await api('DELETE', `/articles/${draft._id}`, { token })).status).toBe(200);
    const ok = await api('DELETE', `/categories/${cat._id}`, { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, data: {} });
    expect((await api('GET', `/categories/${cat._id}`)).status).toBe(404);
  });

  it('refuses (409) while subcategories remain; works once they are moved away', async () => {
    const token = await loginAdmin();
    const parent = await createCategory();
    const child = await createCategory({ parentCategory: parent._id });

    const refused = await api('DELETE', `/categories/${parent._id}`, { token });
    expect(refused.status).toBe(409);
    expectErrorEnvelope(refused.body);
    expect(refused.body.message).toMatch(/subcategor/i);
    expect((await api('GET', `/categories/${parent._id}`)).status).toBe(200);

    expect((await api('PUT', `/categories/${child._id}`, { token, body: { parentCategory: null } })).status).toBe(200);
    const ok = await api('DELETE', `/categories/${parent._id}`, { token });
    expect(ok.status).toBe(200);
    expect((await api('GET', `/categories/${parent._id}`)).status).toBe(404);
    expect((await api('GET', `/categories/${child._id}`)).body.data.parentCategory).toBeNull();
  });

  it('an editor is also refused with 409, not a 500', async () => {
    const editor = await signUpAs('editor');
    const cat = await createCategory();
    await createArticle(await loginAdmin(), { category: cat._id, status: 'published' });
    const res = await api('DELETE', `/categories/${cat._id}`, { token: editor.token });
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body);
  });
});
