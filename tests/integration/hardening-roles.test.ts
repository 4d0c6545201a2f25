import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/stack.js';
import { api, cms, createArticle, createCategory, loginAdmin, signUpAs, type Account, type ApiResponse } from '../support/api.js';

/**
 * Roles under attack (docs/product.md#accounts, docs/product.md#visibility;
 * docs/security.md#threats-and-what-stops-them): self-protection with non-canonical ids, a reporter reading another
 * reporter's unpublished article, saving a user keeping them blocked, and a `user` writing a published article being
 * told 403, not 404. Through the adapters and directly on Strapi.
 */



async function jwtOf(account: Account): Promise<string> {
  const res = await cms('POST', '/auth/local', { body: { identifier: account.user.email, password: account.password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jwt as string;
}

function expectRefused(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.status).toBeLessThan(500);
}

/** Is the account still there, with which role (read by the seeded admin)? */
async function storedUser(id: string) {
  const res = await cms('GET', `/users/${id}?populate=role`, { token: await adminJwt() });
  return res.status === 200 ? (res.body as { id: number; blocked: boolean; firstName: string; role: { type: string } }) : null;
}

let seededAdminJwt: string | null = null;
async function adminJwt() {
  seededAdminJwt ??= (await cms('POST', '/auth/local', { body: { identifier: ADMIN.email, password: ADMIN.password } })).body.jwt;
  return seededAdminJwt!;
}

const NON_CANONICAL = (id: string) => [`0${id}`, `00${id}`, `${id}abc`, ` ${id}`, `${id} `, `${Number(id) / 10}e1`, `+${id}`, `${id}.0`];

describe('10. an admin cannot delete or demote themself, whatever the spelling of their id', () => {
  let admin: Account;
  let adminStrapiJwt: string;
  let userRoleId: number;

  beforeAll(async () => {
    admin = await signUpAs('admin');
    adminStrapiJwt = await jwtOf(admin);
    const roles = await cms('GET', '/users-permissions/roles', { token: await adminJwt() });
    userRoleId = (roles.body.roles as Array<{ id: number; type: string }>).find((r) => r.type === 'authenticated')!.id;
  });

  it('DELETE /api/users/:id with a non-canonical id of their own is refused and the account stays', async () => {
    for (const id of NON_CANONICAL(admin.user._id)) {
      const res = await api('DELETE', `/users/${encodeURIComponent(id)}`, { token: admin.token });
      expect([403, 404], `${JSON.stringify(id)}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(res.body.success).toBe(false);
      expect(await storedUser(admin.user._id), JSON.stringify(id)).not.toBeNull();
    }
  });

  it('PUT /api/users/:id with a non-canonical id of their own cannot demote them', async () => {
    for (const id of NON_CANONICAL(admin.user._id)) {
      const res = await api('PUT', `/users/${encodeURIComponent(id)}`, { token: admin.token, body: { role: 'user' } });
      expect([403, 404], `${JSON.stringify(id)}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect((await storedUser(admin.user._id))?.role.type, JSON.stringify(id)).toBe('admin');
    }
  });

  it('directly on Strapi, a non-canonical id of their own neither demotes nor deletes them', async () => {
    for (const id of NON_CANONICAL(admin.user._id)) {
      const put = await cms('PUT', `/users/${encodeURIComponent(id)}`, { token: adminStrapiJwt, body: { role: userRoleId } });
      expect([403, 404], `PUT ${JSON.stringify(id)}: ${put.status} ${JSON.stringify(put.body)}`).toContain(put.status);
      const del = await cms('DELETE', `/users/${encodeURIComponent(id)}`, { token: adminStrapiJwt });
      expect([403, 404], `DELETE ${JSON.stringify(id)}: ${del.status} ${JSON.stringify(del.body)}`).toContain(del.status);
      expect((await storedUser(admin.user._id))?.role.type, JSON.stringify(id)).toBe('admin');
    }
  });

  it('directly on Strapi, a role id past a 32-bit integer is refused for their own account, not a database error', async () => {
    for (const role of [2147483648, 99999999999999]) {
      const put = await cms('PUT', `/users/${admin.user._id}`, { token: adminStrapiJwt, body: { role } });
      expect(put.status, `${role}: ${JSON.stringify(put.body)}`).toBe(403);
      expect((await storedUser(admin.user._id))?.role.type).toBe('admin');
    }
  });

  it('an id that only looks like another user\'s names nobody (404), never a server error', async () => {
    const other = await signUpAs('user');
    for (const id of NON_CANONICAL(other.user._id)) {
      const res = await api('PUT', `/users/${encodeURIComponent(id)}`, { token: admin.token, body: { firstName: 'Renamed' } });
      expect(res.status, `${JSON.stringify(id)}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'User not found' });
      expect((await cms('GET', `/users/${encodeURIComponent(id)}`, { token: await adminJwt() })).status, JSON.stringify(id)).toBe(404);
    }
  });

  it('the canonical id is refused with the contract messages', async () => {
    const del = await api('DELETE', `/users/${admin.user._id}`, { token: admin.token });
    expectRefused(del, 403);
    expect(del.body.message).toBe('You cannot delete your own account');
    const put = await api('PUT', `/users/${admin.user._id}`, { token: admin.token, body: { role: 'editor' } });
    expectRefused(put, 403);
    expect(put.body.message).toBe('You cannot remove your own admin role');
  });
});

describe("12. a reporter cannot read another reporter's unpublished article", () => {
  let reporter: Account;
  let other: Account;
  let editor: Account;
  let categoryId: string;

  beforeAll(async () => {
    [reporter, other, editor] = await Promise.all([signUpAs('reporter'), signUpAs('reporter'), signUpAs('editor')]);
    categoryId = (await createCategory())._id;
  });

  it('by id or slug, through the API and on Strapi, it is a 404; their own and editors still read it', async () => {
    for (const status of ['draft', 'review']) {
      const article = await createArticle(other.token, { status, category: categoryId });
      for (const key of [article._id, article.slug]) {
        const res = await api('GET', `/articles/${key}`, { token: reporter.token });
        expectRefused(res, 404);
        expect(res.body).toEqual({ success: false, message: 'Article not found' });
        expectRefused(await cms('GET', `/articles/${key}`, { token: await jwtOf(reporter) }), 404);
        expectRefused(await api('GET', `/articles/${key}/comments`, { token: reporter.token }), 404);
        expect((await api('GET', `/articles/${key}`, { token: other.token })).status).toBe(200);
        expect((await api('GET', `/articles/${key}`, { token: editor.token })).status).toBe(200);
        expect((await api('GET', `/articles/${key}`, { token: await loginAdmin() })).status).toBe(200);
      }
      // Writing it is refused the same way: the reporter may not even know it exists.
      expectRefused(await api('PUT', `/articles/${article._id}`, { token: reporter.token, body: { title: 'Taken over' } }), 404);
    }
  });

  it('a published article of another reporter is still readable, as in the list, and editing it is a 403', async () => {
    const article = await createArticle(editor.token, { status: 'published', category: categoryId });
    expect((await api('GET', `/articles/${article.slug}`, { token: reporter.token })).status).toBe(200);
    const put = await api('PUT', `/articles/${article._id}`, { token: reporter.token, body: { title: 'Taken over' } });
    expectRefused(put, 403);
    expect(put.body.message).toBe('Reporters can edit only their own articles');
  });
});

describe('13. saving a user through the API leaves what it does not send untouched', () => {
  it('a blocked user stays blocked after an edit of their name', async () => {
    const account = await signUpAs('reporter');
    const block = await cms('PUT', `/users/${account.user._id}`, { token: await adminJwt(), body: { blocked: true } });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    const res = await api('PUT', `/users/${account.user._id}`, { token: await loginAdmin(), body: { firstName: 'Renamed', role: 'editor' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await storedUser(account.user._id);
    expect(stored).toMatchObject({ firstName: 'Renamed', blocked: true, role: { type: 'editor' } });
  });
});

describe('18. a `user` writing a published article is told 403 (role not allowed)', () => {
  let reader: Account;
  let published: { _id: string; slug: string };
  let draft: { _id: string };

  beforeAll(async () => {
    reader = await signUpAs('user');
    const admin = await loginAdmin();
    const categoryId = (await createCategory())._id;
    published = await createArticle(admin, { status: 'published', category: categoryId });
    draft = await createArticle(admin, { status: 'draft', category: categoryId });
  });

  it('PUT and DELETE on a published article are 403', async () => {
    for (const key of [published._id, published.slug]) {
      const put = await api('PUT', `/articles/${key}`, { token: reader.token, body: { title: 'Defaced' } });
      expectRefused(put, 403);
      expect(put.body.success).toBe(false);
      const del = await api('DELETE', `/articles/${key}`, { token: reader.token });
      expectRefused(del, 403);
      expect(del.body.success).toBe(false);
    }
    const jwt = await jwtOf(reader);
    expectRefused(await cms('PUT', `/articles/${published._id}`, { token: jwt, body: { data: { title: 'Defaced' } } }), 403);
    expectRefused(await cms('DELETE', `/articles/${published._id}`, { token: jwt }), 403);
    expect((await api('GET', `/articles/${published._id}`)).body.data.title).not.toBe('Defaced');
  });

  it('an unpublished article, which a user may not see, stays a 404', async () => {
    expectRefused(await api('PUT', `/articles/${draft._id}`, { token: reader.token, body: { title: 'Defaced' } }), 404);
    expectRefused(await api('DELETE', `/articles/${draft._id}`, { token: reader.token }), 404);
  });
});
