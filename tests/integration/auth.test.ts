import { describe, expect, it } from 'vitest';
import { api, loginAdmin, signUpAs, unique, type ApiResponse, type Role } from '../support/api.js';

/**
 * Accounts through HTTP: sign-up, the admin's user form (which also posts to /auth/register), sign-in,
 * the current user and sign-out. Every test makes its own accounts.
 */

const ROLES: Role[] = ['user', 'reporter', 'editor', 'admin'];
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'provider'];

const freshEmail = (prefix = 'reader') => `${unique(prefix)}@example.test`.toLowerCase();

function signUpForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
    email: freshEmail(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    terms: true,
    ...overrides,
  };
}

function userForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: freshEmail('staff'),
    password: 'plainpassword',
    role: 'reporter',
    bio: 'Covers compilers.',
    ...overrides,
  };
}

/** Keys anywhere in a JSON value. */
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

function expectNoSecrets(body: unknown, password?: string) {
  const text = JSON.stringify(body);
  expect(allKeys(body).filter((k) => SECRET_KEYS.includes(k))).toEqual([]);
  expect(text).not.toMatch(/\$2[aby]\$\d\d\$/); // a bcrypt hash
  if (password) expect(text).not.toContain(password);
}

function expectUser(user: unknown, expected: Record<string, unknown> = {}) {
  expect(user).toMatchObject({
    _id: expect.any(String),
    firstName: expect.any(String),
    lastName: expect.any(String),
    email: expect.any(String),
    role: expect.stringMatching(/^(user|reporter|editor|admin)$/),
    bio: expect.any(String),
    createdAt: expect.any(String),
    ...expected,
  });
  const u = user as { avatar: unknown; lastLogin: unknown; createdAt: string };
  expect(u.avatar === null || typeof u.avatar === 'string').toBe(true);
  expect(u.lastLogin === null || typeof u.lastLogin === 'string').toBe(true);
  expect(Number.isNaN(Date.parse(u.createdAt))).toBe(false);
}

/** A 400 whose message is `message` and whose errors name `field` with it. */
function expectFieldError(res: ApiResponse, field: string, message: string, { only = true } = {}) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
  if (only) expect(res.body.message).toBe(message);
}

async function login(email: string, password: string) {
  return api('POST', '/auth/login', { body: { email, password } });
}

describe('POST /auth/register (sign-up)', () => {
  it('creates a reader account and signs them in', async () => {
    const form = signUpForm();
    const res = await api('POST', '/auth/register', { body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.token.length).toBeGreaterThan(20);
    expectUser(res.body.data.user, { firstName: 'Ada', lastName: 'Lovelace', email: form.email, role: 'user' });
    // The same session at the top level, for clients that read it there.
    expect(res.body.token).toBe(res.body.data.token);
    expect(res.body.user).toEqual(res.body.data.user);
    expectNoSecrets(res.body, form.password);
  });

  it('gives a token that works on /auth/me, and the password signs in afterwards', async () => {
    const form = signUpForm();
    const created = await api('POST', '/auth/register', { body: form });
    expect(created.status).toBe(201);
    const me = await api('GET', '/auth/me', { token: created.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ success: true, data: { _id: created.body.data.user._id, email: form.email, role: 'user' } });

    const signedIn = await login(form.email, form.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ _id: created.body.data.user._id, role: 'user' });
  });

  it('stores the email in lower case, so the address signs in however it is typed', async () => {
    const local = unique('Mixed');
    const form = signUpForm({ email: `${local}@Example.TEST` });
    const created = await api('POST', '/auth/register', { body: form });
    expect(created.status).toBe(201);
    expect(created.body.data.user.email).toBe(`${local}@example.test`.toLowerCase());
    expect((await login(`${local}@EXAMPLE.test`.toUpperCase(), form.password)).status).toBe(200);
  });

  describe('reports each sign-up rule with its own message', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
      ['first name empty', { firstName: '' }, 'firstName', 'First name is required'],
      ['first name blank', { firstName: '   ' }, 'firstName', 'First name is required'],
      ['first name too short', { firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
      ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
      ['last name empty', { lastName: '' }, 'lastName', 'Last name is required'],
      ['last name too short', { lastName: 'L' }, 'lastName', 'Last name must be at least 2 characters'],
      ['email missing', { email: undefined }, 'email', 'Email is required'],
      ['email empty', { email: '' }, 'email', 'Email is required'],
      ['email without a domain', { email: 'ada@' }, 'email', 'Invalid email address'],
      ['email without an @', { email: 'ada.example.test' }, 'email', 'Invalid email address'],
      ['email with a one-letter ending', { email: 'ada@example.t' }, 'email', 'Invalid email address'],
      ['password missing', { password: undefined, confirmPassword: undefined }, 'password', 'Password is required'],
      ['password too short', { password: 'Ab1cdef', confirmPassword: 'Ab1cdef' }, 'password', 'Password must be at least 8 characters'],
      [
        'password without an uppercase letter',
        { password: 'secret123', confirmPassword: 'secret123' },
        'password',
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      [
        'password without a lowercase letter',
        { password: 'SECRET123', confirmPassword: 'SECRET123' },
        'password',
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      [
        'password without a digit',
        { password: 'SecretSecret', confirmPassword: 'SecretSecret' },
        'password',
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ],
      ['confirmation missing', { confirmPassword: undefined }, 'confirmPassword', 'Please confirm your password'],
      ['confirmation empty', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
      ['confirmation different', { confirmPassword: 'Secret124' }, 'confirmPassword', 'Passwords do not match'],
      ['terms missing', { terms: undefined }, 'terms', 'You must accept the terms and conditions'],
      ['terms refused', { terms: false }, 'terms', 'You must accept the terms and conditions'],
      ['terms as text', { terms: 'yes' }, 'terms', 'You must accept the terms and conditions'],
    ];

    it.each(cases)('%s', async (_name, overrides, field, message) => {
      const form = signUpForm(overrides);
      const res = await api('POST', '/auth/register', { body: form });
      expectFieldError(res, field, message);
      // Nothing was created: the same address still registers once corrected.
      if (field !== 'email') expect((await api('POST', '/auth/register', { body: signUpForm({ email: form.email }) })).status).toBe(201);
    });

    it('lists every problem of an empty form by field', async () => {
      const res = await api('POST', '/auth/register', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'firstName', message: 'First name is required' },
          { field: 'lastName', message: 'Last name is required' },
          { field: 'email', message: 'Email is required' },
          { field: 'password', message: 'Password is required' },
          { field: 'confirmPassword', message: 'Please confirm your password' },
          { field: 'terms', message: 'You must accept the terms and conditions' },
        ]),
      );
      expect(res.body.message).toBe(res.body.errors[0].message);
    });

    it('answers a body that is not JSON with a 400', async () => {
      const res = await api('POST', '/auth/register', { rawBody: '{"firstName": "Ada",' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  it('refuses an email that is already registered with a 409', async () => {
    const form = signUpForm();
    expect((await api('POST', '/auth/register', { body: form })).status).toBe(201);

    const again = await api('POST', '/auth/register', { body: signUpForm({ email: form.email, firstName: 'Other' }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: expect.stringMatching(/already/i) });

    const otherCase = await api('POST', '/auth/register', { body: signUpForm({ email: form.email.toUpperCase() }) });
    expect(otherCase.status).toBe(409);
    // The first account is untouched.
    expect((await login(form.email, form.password)).body.data.user.firstName).toBe('Ada');
  });

  it('ignores a role (and other privileged fields) sent without an admin token', async () => {
    const form = signUpForm({ role: 'admin', confirmed: true, blocked: false, bio: 'I run this place' });
    const res = await api('POST', '/auth/register', { body: form });
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toBe('user');
    const signedIn = await login(form.email, form.password);
    expect(signedIn.body.data.user.role).toBe('user');
    // Still a reader: user management is refused.
    expect((await api('GET', '/users', { token: signedIn.body.data.token })).status).toBe(403);
  });

  it.each(['user', 'reporter', 'editor'] as const)('ignores a role sent with a %s token', async (role) => {
    const caller = await signUpAs(role);
    for (const wanted of ['admin', 'editor']) {
      const form = signUpForm({ role: wanted });
      const res = await api('POST', '/auth/register', { token: caller.token, body: form });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.user.role).toBe('user');
      expect((await login(form.email, form.password)).body.data.user.role).toBe('user');
    }
    // The caller's own account is unchanged.
    expect((await api('GET', '/auth/me', { token: caller.token })).body.data.role).toBe(role);
  });

  it('never makes an admin from a forged token', async () => {
    const form = signUpForm({ role: 'admin' });
    const res = await api('POST', '/auth/register', { token: 'not.a.real-token', body: form });
    expect([201, 401]).toContain(res.status);
    if (res.status === 201) expect(res.body.data.user.role).toBe('user');
    else expect(res.body.success).toBe(false);
  });
});

describe('POST /auth/register with an admin token (the user form)', () => {
  it.each(ROLES)('creates a %s with a simple password, no terms and no confirmation', async (role) => {
    const admin = await loginAdmin();
    const form = userForm({ role, password: 'simplepass' });
    const res = await api('POST', '/auth/register', { token: admin, body: form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.success).toBe(true);
    expectUser(res.body.data.user, { email: form.email, role, firstName: 'Grace', lastName: 'Hopper', bio: 'Covers compilers.' });
    expectNoSecrets(res.body, form.password);

    // The admin stays signed in as themself.
    expect((await api('GET', '/auth/me', { token: admin })).body.data).toMatchObject({ role: 'admin', email: 'admin@bulletin.test' });

    const signedIn = await login(form.email, 'simplepass');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ _id: res.body.data.user._id, role });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['role missing', { role: undefined }, 'role', 'Role is required'],
    ['role empty', { role: '' }, 'role', 'Role is required'],
    ['role unknown', { role: 'superuser' }, 'role', 'Role is required'],
    ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name too short', { firstName: 'G' }, 'firstName', 'First name must be at least 2 characters'],
    ['last name missing', { lastName: '' }, 'lastName', 'Last name is required'],
    ['last name too short', { lastName: 'H' }, 'lastName', 'Last name must be at least 2 characters'],
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email invalid', { email: 'grace@navy' }, 'email', 'Invalid email address'],
    ['password missing', { password: undefined }, 'password', 'Password is required'],
    ['password empty', { password: '' }, 'password', 'Password is required'],
    ['password too short', { password: 'short12' }, 'password', 'Password must be at least 8 characters'],
  ];

  it.each(cases)('reports %s', async (_name, overrides, field, message) => {
    const form = userForm(overrides);
    const res = await api('POST', '/auth/register', { token: await loginAdmin(), body: form });
    expectFieldError(res, field, message);
    // Nothing was created.
    const list = await api('GET', '/users', { token: await loginAdmin() });
    expect(list.body.data.map((u: { email: string }) => u.email)).not.toContain(form.email);
  });

  it('refuses an email that is already registered with a 409', async () => {
    const existing = await signUpAs('user');
    const res = await api('POST', '/auth/register', { token: await loginAdmin(), body: userForm({ email: existing.user.email }) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/already/i) });
    expect((await login(existing.user.email, existing.password)).body.data.user.role).toBe('user');
  });
});

describe('POST /auth/login', () => {
  it.each(ROLES)('signs a %s in with a token and their role', async (role) => {
    const account = await signUpAs(role);
    const res = await login(account.user.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toEqual(expect.any(String));
    expectUser(res.body.data.user, { _id: account.user._id, email: account.user.email, role });
    expect(res.body.token).toBe(res.body.data.token);
    expect(res.body.user).toEqual(res.body.data.user);
    expectNoSecrets(res.body, account.password);
    expect((await api('GET', '/auth/me', { token: res.body.data.token })).body.data.role).toBe(role);
  });

  it('sets lastLogin on each sign-in, moving forward', async () => {
    const account = await signUpAs('user');
    const before = Date.now();
    const first = await login(account.user.email, account.password);
    const firstAt = Date.parse(first.body.data.user.lastLogin);
    expect(Number.isNaN(firstAt)).toBe(false);
    expect(Math.abs(firstAt - before)).toBeLessThan(60_000);

    const second = await login(account.user.email, account.password);
    const secondAt = Date.parse(second.body.data.user.lastLogin);
    expect(secondAt).toBeGreaterThan(firstAt);

    // The stored value is the one the account reports.
    const me = await api('GET', '/auth/me', { token: second.body.data.token });
    expect(Date.parse(me.body.data.lastLogin)).toBe(secondAt);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const account = await signUpAs('user');
    const res = await login(`  ${account.user.email.toUpperCase()} `, account.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user._id).toBe(account.user._id);
  });

  it('gives the same 401 for an unknown email and for a wrong password', async () => {
    const account = await signUpAs('user');
    const unknown = await login(freshEmail('nobody'), account.password);
    const wrong = await login(account.user.email, account.password + 'x');
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
    // The password is case-sensitive.
    expect((await login(account.user.email, account.password.toUpperCase())).status).toBe(401);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email invalid', { email: 'someone' }, 'email', 'Invalid email address'],
    ['password missing', { password: undefined }, 'password', 'Password is required'],
    ['password empty', { password: '' }, 'password', 'Password is required'],
    ['password too short', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ];

  it.each(cases)('reports %s', async (_name, overrides, field, message) => {
    const res = await api('POST', '/auth/login', { body: { email: freshEmail('val'), password: 'Secret123', ...overrides } });
    expectFieldError(res, field, message);
  });

  it('lists both problems of an empty form', async () => {
    const res = await api('POST', '/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    for (const rawBody of ['{"email": "a@b.co", "password": ', 'email=a@b.co&password=secret', '"just a string"', '[]']) {
      const res = await api('POST', '/auth/login', { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack/i);
    }
  });

  it('makes a guesser at one address wait after 5 failed attempts, without affecting other accounts', async () => {
    const target = await signUpAs('user');
    const bystander = await signUpAs('user');

    // Five failures (some with the address typed differently) are ordinary wrong passwords.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const email = attempt % 2 ? target.user.email : target.user.email.toUpperCase();
      const res = await login(email, `Wrong-${attempt}-password`);
      expect(res.status, `attempt ${attempt}`).toBe(401);
      expect(res.body.message).toBe('Invalid email or password');
    }

    // Then this address waits (1 s, then 2 s, 4 s...) before it may try that account again.
    const waiting = await login(target.user.email, 'Wrong-6-password');
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ success: false, message: expect.stringMatching(/too many/i) });
    // Even the right password waits: a guesser learns nothing from it.
    expect((await login(target.user.email, target.password)).status).toBe(429);
    expect((await login(target.user.email.toUpperCase(), target.password)).status).toBe(429);

    // Another account still gets its normal answers.
    const other = await login(bystander.user.email, 'Wrong-password-1');
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Invalid email or password');
    expect((await login(bystander.user.email, bystander.password)).status).toBe(200);

    // A token issued before keeps working.
    expect((await api('GET', '/auth/me', { token: target.token })).status).toBe(200);
  });

  it('never locks out a reader who signs in successfully many times', async () => {
    const account = await signUpAs('user');
    for (let i = 0; i < 12; i++) {
      expect((await login(account.user.email, account.password)).status, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('GET /auth/me', () => {
  it('refuses a caller without a token', async () => {
    const res = await api('GET', '/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each([
    ['a garbage token', { authorization: 'Bearer garbage' }],
    ['a forged JWT', { authorization: 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.c2lnbmF0dXJl' }],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('refuses %s with a 401', async (_name, headers) => {
    const res = await api('GET', '/auth/me', { headers });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('returns the signed-in user without secrets', async () => {
    const account = await signUpAs('reporter', { bio: 'Night desk' });
    const res = await api('GET', '/auth/me', { token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expectUser(res.body.data, {
      _id: account.user._id,
      email: account.user.email,
      firstName: 'Test',
      lastName: 'Reporter',
      role: 'reporter',
      bio: 'Night desk',
    });
    expectNoSecrets(res.body, account.password);
  });
});

describe('POST /auth/logout', () => {
  it('stops the token working on /auth/me and on every other call', async () => {
    const reporter = await signUpAs('reporter');
    const out = await api('POST', '/auth/logout', { token: reporter.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, data: {} });

    const me = await api('GET', '/auth/me', { token: reporter.token });
    expect(me.status).toBe(401);
    expect(me.body.success).toBe(false);
    // Staff-only and signed-in-only calls refuse it too.
    expect((await api('GET', '/analytics/dashboard', { token: reporter.token })).status).toBe(401);
    expect((await api('POST', '/articles', { token: reporter.token, body: { title: 'After logout', content: '<p>x</p>' } })).status).toBe(401);
    // Signing out twice with it is refused as well.
    expect((await api('POST', '/auth/logout', { token: reporter.token })).status).toBe(401);
  });

  it('stops an admin token from managing users', async () => {
    const admin = await signUpAs('admin');
    expect((await api('GET', '/users', { token: admin.token })).status).toBe(200);
    expect((await api('POST', '/auth/logout', { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/users', { token: admin.token })).status).toBe(401);
    // Nor can it create accounts with a role any more.
    const form = userForm({ role: 'admin' });
    const res = await api('POST', '/auth/register', { token: admin.token, body: form });
    expect(res.status === 401 || res.body?.data?.user?.role === 'user').toBe(true);
  });

  it('lets the user sign in again with a new, working token right away', async () => {
    const account = await signUpAs('user');
    expect((await api('POST', '/auth/logout', { token: account.token })).status).toBe(200);

    const again = await login(account.user.email, account.password);
    expect(again.status).toBe(200);
    expect(again.body.data.token).not.toBe(account.token);
    const me = await api('GET', '/auth/me', { token: again.body.data.token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.data._id).toBe(account.user._id);
    // The old one stays dead.
    expect((await api('GET', '/auth/me', { token: account.token })).status).toBe(401);
  });

  it('ends only the session it is called with', async () => {
    const account = await signUpAs('user');
    const second = await login(account.user.email, account.password);
    expect(second.body.data.token).not.toBe(account.token);
    expect((await api('POST', '/auth/logout', { token: second.body.data.token })).status).toBe(200);
    expect((await api('GET', '/auth/me', { token: account.token })).status).toBe(200);
  });

  it('refuses a caller without a token', async () => {
    const res = await api('POST', '/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});
