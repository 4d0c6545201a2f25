import { beforeAll, describe, expect, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, unique, type Account, type ApiResponse, type Role } from '../support/api.js';

/** User management: GET/PUT/DELETE /users (admins only), the user form's rules, and role changes taking effect. */

const USER_KEYS = ['_id', 'firstName', 'lastName', 'email', 'role', 'bio', 'avatar', 'createdAt', 'lastLogin'];
const SECRETS = ['password', 'resetPasswordToken', 'confirmationToken', 'provider'];

let admin: string;
let reader: Account;
let reporter: Account;
let editor: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [reader, reporter, editor] = await Promise.all([signUpAs('user'), signUpAs('reporter'), signUpAs('editor')]);
});

const login = (email: string, password: string) => api('POST', '/auth/login', { body: { email, password } });
const putUser = (token: string | undefined, id: string, body: unknown) => api('PUT', `/users/${id}`, { token, body });
const listUsers = async () => {
  const res = await api('GET', '/users', { token: admin });
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, any>>;
};
const findUser = async (id: string) => (await listUsers()).find((u) => u._id === id);

function expectRefused(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
}

function expectFieldError(res: ApiResponse, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, message });
  expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
}

describe('GET /users', () => {
  it('lists every user for an admin, in the contract shape, without secrets', async () => {
    const res = await api('GET', '/users', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const users = res.body.data as Array<Record<string, any>>;
    for (const account of [reader, reporter, editor]) {
      expect(users.find((u) => u._id === account.user._id)).toMatchObject({
        _id: account.user._id,
        email: account.user.email,
        role: account.user.role,
        firstName: 'Test',
      });
    }
    expect(users.find((u) => u.email === 'admin@bulletin.test')?.role).toBe('admin');
    for (const u of users) {
      for (const key of USER_KEYS) expect(u, key).toHaveProperty(key);
      expect(typeof u._id).toBe('string');
      expect(u.role).toMatch(/^(user|reporter|editor|admin)$/);
      for (const secret of SECRETS) expect(u).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/\$2[aby]\$\d\d\$/);
    expect(JSON.stringify(res.body)).not.toContain(reader.password);
  });

  it('is refused to anonymous callers (401) and to users, reporters and editors (403)', async () => {
    expectRefused(await api('GET', '/users'), 401);
    for (const account of [reader, reporter, editor]) expectRefused(await api('GET', '/users', { token: account.token }), 403);
  });
});

describe('PUT /users/:id', () => {
  it('lets an admin change names, email, bio and role, keeping the password when none is sent', async () => {
    const target = await signUpAs('user');
    const email = `${unique('renamed')}@example.test`.toLowerCase();
    const res = await putUser(admin, target.user._id, { firstName: 'Renamed', lastName: 'Person', email, bio: 'New bio', role: 'reporter' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ _id: target.user._id, firstName: 'Renamed', lastName: 'Person', email, bio: 'New bio', role: 'reporter' });
    for (const secret of SECRETS) expect(res.body.data).not.toHaveProperty(secret);
    expect(await findUser(target.user._id)).toMatchObject({ email, role: 'reporter', firstName: 'Renamed' });
    // Signs in with the new email and the old password.
    expect((await login(email, target.password)).status).toBe(200);
    expect((await login(target.user.email, target.password)).status).toBe(401);
  });

  it('keeps the other fields on a partial update, and an empty password keeps the old one', async () => {
    const target = await signUpAs('reporter', { bio: 'Original bio' });
    const res = await putUser(admin, target.user._id, { bio: 'Only the bio', password: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ email: target.user.email, role: 'reporter', firstName: 'Test', lastName: 'Reporter', bio: 'Only the bio' });
    expect((await login(target.user.email, target.password)).status).toBe(200);
  });

  it('sets a new password (8 characters, no complexity rule)', async () => {
    const target = await signUpAs('user');
    const res = await putUser(admin, target.user._id, { password: 'plainpass' });
    expect(res.status).toBe(200);
    expect((await login(target.user.email, 'plainpass')).status).toBe(200);
    expect((await login(target.user.email, target.password)).status).toBe(401);
  });

  it('makes a role change take effect at once, even on the token already held', async () => {
    const target = await signUpAs('user');
    const name = unique('Promoted');
    expectRefused(await api('POST', '/categories', { token: target.token, body: { name } }), 403);

    expect((await putUser(admin, target.user._id, { role: 'editor' })).body.data.role).toBe('editor');
    expect((await api('GET', '/auth/me', { token: target.token })).body.data.role).toBe('editor');
    const created = await api('POST', '/categories', { token: target.token, body: { name } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api('POST', '/articles', { token: target.token, body: { title: unique('T'), content: '<p>x</p>', category: created.body.data._id, status: 'published' } })).status).toBe(201);

    // And back down: a reader again.
    expect((await putUser(admin, target.user._id, { role: 'user' })).body.data.role).toBe('user');
    expectRefused(await api('POST', '/categories', { token: target.token, body: { name: unique('Demoted') } }), 403);
    expectRefused(await api('GET', '/analytics/dashboard', { token: target.token }), 403);
  });

  it('lets a promoted reporter publish, and a demoted editor no longer', async () => {
    const target = await signUpAs('reporter');
    const category = await createCategory();
    const draft = await createArticle(target.token, { status: 'draft', category: category._id });
    expect((await api('PUT', `/articles/${draft._id}`, { token: target.token, body: { status: 'published' } })).status).toBe(403);
    expect((await putUser(admin, target.user._id, { role: 'editor' })).status).toBe(200);
    const published = await api('PUT', `/articles/${draft._id}`, { token: target.token, body: { status: 'published' } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.status).toBe('published');
  });

  it('lets an admin make another admin, who can then manage users', async () => {
    const target = await signUpAs('editor');
    expectRefused(await api('GET', '/users', { token: target.token }), 403);
    expect((await putUser(admin, target.user._id, { role: 'admin' })).body.data.role).toBe('admin');
    expect((await api('GET', '/users', { token: target.token })).status).toBe(200);
  });

  describe('reports each rule of the user form', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['first name empty', { firstName: '' }, 'firstName', 'First name is required'],
      ['first name too short', { firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
      ['last name empty', { lastName: ' ' }, 'lastName', 'Last name is required'],
      ['last name too short', { lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters'],
      ['email empty', { email: '' }, 'email', 'Email is required'],
      ['email invalid', { email: 'not-an-email' }, 'email', 'Invalid email address'],
      ['password too short', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
      ['role unknown', { role: 'superuser' }, 'role', 'Role is required'],
      ['role empty', { role: '' }, 'role', 'Role is required'],
    ];
    it.each(cases)('%s', async (_name, body, field, message) => {
      const target = await signUpAs('user');
      expectFieldError(await putUser(admin, target.user._id, body), field, message);
      expect(await findUser(target.user._id)).toMatchObject({ firstName: 'Test', lastName: 'User', email: target.user.email, role: 'user' });
    });
  });

  it('refuses an email already used by another account with a 409', async () => {
    const [target, other] = await Promise.all([signUpAs('user'), signUpAs('user')]);
    for (const email of [other.user.email, other.user.email.toUpperCase()]) {
      const res = await putUser(admin, target.user._id, { email });
      expectRefused(res, 409);
      expect(res.body.message).toMatch(/already/i);
    }
    expect((await findUser(target.user._id))?.email).toBe(target.user.email);
    // Its own email is no conflict.
    expect((await putUser(admin, target.user._id, { email: target.user.email, bio: 'same email' })).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    for (const id of ['987654321', 'not-a-number', '0']) expectRefused(await putUser(admin, id, { bio: 'nobody' }), 404);
  });

  it('refuses non-admins, even on their own account (403), and anonymous callers (401)', async () => {
    const victim = await signUpAs('user');
    for (const account of [reader, reporter, editor]) {
      expectRefused(await putUser(account.token, victim.user._id, { role: 'admin' }), 403);
      for (const role of ['admin', 'editor'] as Role[]) {
        expectRefused(await putUser(account.token, account.user._id, { role }), 403);
      }
      expectRefused(await putUser(account.token, account.user._id, { firstName: 'Self' }), 403);
      expect((await api('GET', '/auth/me', { token: account.token })).body.data).toMatchObject({ role: account.user.role, firstName: 'Test' });
    }
    expectRefused(await putUser(undefined, victim.user._id, { role: 'admin' }), 401);
    expect((await findUser(victim.user._id))?.role).toBe('user');
  });

  it('refuses an admin demoting themself, but lets them edit their own details', async () => {
    const self = await signUpAs('admin');
    for (const role of ['editor', 'reporter', 'user']) {
      const res = await putUser(self.token, self.user._id, { role });
      expectRefused(res, 403);
      expect(res.body.message).toBe('You cannot remove your own admin role');
    }
    expect((await api('GET', '/auth/me', { token: self.token })).body.data.role).toBe('admin');
    const rename = await putUser(self.token, self.user._id, { firstName: 'Still', bio: 'Admin bio' });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    expect(rename.body.data).toMatchObject({ firstName: 'Still', role: 'admin', bio: 'Admin bio' });
  });
});

describe('DELETE /users/:id', () => {
  it('lets an admin delete a user, who can no longer sign in', async () => {
    const target = await signUpAs('reporter');
    const res = await api('DELETE', `/users/${target.user._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: {} });
    expect(await findUser(target.user._id)).toBeUndefined();
    expect((await login(target.user.email, target.password)).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: target.token })).status).toBe(401);
  });

  it('keeps the articles of a deleted author readable', async () => {
    const author = await signUpAs('editor');
    const article = await createArticle(author.token);
    expect((await api('DELETE', `/users/${author.user._id}`, { token: admin })).status).toBe(200);
    const res = await api('GET', `/articles/${article.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(article.title);
    expect(res.body.data.author).toBeNull();
  });

  it('refuses an admin deleting themself', async () => {
    const self = await signUpAs('admin');
    const res = await api('DELETE', `/users/${self.user._id}`, { token: self.token });
    expectRefused(res, 403);
    expect(res.body.message).toBe('You cannot delete your own account');
    expect((await api('GET', '/auth/me', { token: self.token })).body.data.role).toBe('admin');
  });

  it('refuses non-admins (403), on others and on themselves, and anonymous callers (401)', async () => {
    const victim = await signUpAs('user');
    for (const account of [reader, reporter, editor]) {
      expectRefused(await api('DELETE', `/users/${victim.user._id}`, { token: account.token }), 403);
      expectRefused(await api('DELETE', `/users/${account.user._id}`, { token: account.token }), 403);
    }
    expectRefused(await api('DELETE', `/users/${victim.user._id}`), 401);
    expect(await findUser(victim.user._id)).toBeDefined();
  });

  it('answers 404 for an unknown user', async () => {
    for (const id of ['987654321', 'not-a-number']) expectRefused(await api('DELETE', `/users/${id}`, { token: admin }), 404);
    // Deleting twice: the second time there is nothing left.
    const target = await signUpAs('user');
    expect((await api('DELETE', `/users/${target.user._id}`, { token: admin })).status).toBe(200);
    expectRefused(await api('DELETE', `/users/${target.user._id}`, { token: admin }), 404);
  });
});

describe('POST /auth/register without an admin token', () => {
  it('always makes a user, whatever role is sent', async () => {
    for (const role of ['admin', 'editor', 'reporter', { type: 'admin' }, 3]) {
      const email = `${unique('climber')}@example.test`.toLowerCase();
      const res = await api('POST', '/auth/register', {
        body: { firstName: 'Eve', lastName: 'Climber', email, password: 'Secret123', confirmPassword: 'Secret123', terms: true, role },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.user.role).toBe('user');
      expect((await findUser(res.body.data.user._id))?.role).toBe('user');
      expectRefused(await api('GET', '/users', { token: res.body.data.token }), 403);
    }
  });
});
