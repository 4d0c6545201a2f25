import { describe, expect, it } from 'vitest';
import { api, cms, cmsUrl, loginAdmin, signUpAs, unique } from '../support/api.js';
import { ADMIN } from '../support/stack.js';

/**
 * Sign-in and sessions (docs/product.md#sessions; docs/security.md#threats-and-what-stops-them), on the shared
 * stack: tokens end on a password change, reset or blocking, Strapi's CORS, account enumeration and session lengths.
 * The sign-in limits need low settings: hardening-auth-limits.test.ts.
 */



async function strapiJwt(email: string, password: string): Promise<string> {
  const res = await cms('POST', '/auth/local', { body: { identifier: email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.jwt as string;
}

const me = async (token: string) => (await api('GET', '/auth/me', { token })).status;

function claims(token: string): { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

const DAY = 86_400;

describe('a password change, a reset or blocking ends earlier tokens', () => {
  it("ends every earlier token when the user changes their password on Strapi's own route; the fresh token works", async () => {
    const reader = await signUpAs('user');
    const direct = await strapiJwt(reader.user.email, reader.password);
    // Issued within the same second as the change: still ended.
    const changed = await cms('POST', '/auth/change-password', {
      token: reader.token,
      body: { currentPassword: reader.password, password: 'New-Passw0rd-1', passwordConfirmation: 'New-Passw0rd-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await me(reader.token)).toBe(401);
    expect(await me(direct)).toBe(401);
    expect(await me(changed.body.jwt)).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email: reader.user.email, password: 'New-Passw0rd-1' } })).status).toBe(200);
  });

  it("ends the user's tokens when an admin sets a new password through the site", async () => {
    const reader = await signUpAs('user');
    const other = await signUpAs('user');
    const res = await api('PUT', `/users/${reader.user._id}`, { token: await loginAdmin(), body: { password: 'Reset-Passw0rd-2' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await me(reader.token)).toBe(401);
    // Only that user's sessions end.
    expect(await me(other.token)).toBe(200);
    const again = await api('POST', '/auth/login', { body: { email: reader.user.email, password: 'Reset-Passw0rd-2' } });
    expect(again.status).toBe(200);
    expect(await me(again.body.data.token)).toBe(200);
  });

  it("ends the user's tokens when an admin sets a new password directly on Strapi", async () => {
    const reader = await signUpAs('user');
    const adminJwt = await strapiJwt(ADMIN.email, ADMIN.password);
    const res = await cms('PUT', `/users/${reader.user._id}`, { token: adminJwt, body: { password: 'Reset-Passw0rd-3' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await me(reader.token)).toBe(401);
  });

  it('ends the tokens of a blocked user, and unblocking does not revive them', async () => {
    const reader = await signUpAs('user');
    const adminJwt = await strapiJwt(ADMIN.email, ADMIN.password);
    expect((await cms('PUT', `/users/${reader.user._id}`, { token: adminJwt, body: { blocked: true } })).status).toBe(200);
    expect(await me(reader.token)).toBe(401);
    expect((await cms('PUT', `/users/${reader.user._id}`, { token: adminJwt, body: { blocked: false } })).status).toBe(200);
    expect(await me(reader.token)).toBe(401);
    // A new sign-in works again.
    const again = await api('POST', '/auth/login', { body: { email: reader.user.email, password: reader.password } });
    expect(again.status).toBe(200);
    expect(await me(again.body.data.token)).toBe(200);
  });
});

describe("Strapi's CORS allows only the site's own origins", () => {
  it('does not hand a foreign origin credentialed access', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const res = await fetch(`${cmsUrl()}/api/categories`, {
        method,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      const allowed = res.headers.get('access-control-allow-origin');
      expect(allowed === 'https://evil.example' || allowed === '*', `${method}: ${allowed}`).toBe(false);
    }
  });

  it("allows the site's origin (PUBLIC_URL, default http://localhost:5000)", async () => {
    const res = await fetch(`${cmsUrl()}/api/categories`, { headers: { origin: 'http://localhost:5000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
  });
});

describe('no account enumeration', () => {
  it("closes Strapi's account routes the product does not use", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/auth/forgot-password', { email: ADMIN.email }],
      ['POST', '/auth/send-email-confirmation', { email: ADMIN.email }],
      ['POST', '/auth/reset-password', { code: 'x', password: 'Passw0rd-9', passwordConfirmation: 'Passw0rd-9' }],
      ['GET', '/auth/email-confirmation?confirmation=abc'],
      ['GET', '/connect/github'],
    ];
    for (const [method, path, body] of calls) {
      const res = await cms(method, path, { body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
    }
  });

  it('answers a wrong password for an unknown e-mail about as slowly as for a known one', async () => {
    const known = await signUpAs('user');
    const unknown = `${unique('nobody')}@example.test`;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api('POST', '/auth/login', { body: { email, password: 'Wrong-passw0rd' } });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Fewer than the back-off's free failures, interleaved so load on the machine hits both alike.
    for (let i = 0; i < 4; i++) {
      knownTimes.push(await timed(known.user.email));
      unknownTimes.push(await timed(unknown));
    }
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(0.4 * median(knownTimes));
  });
});

describe('"Remember me" decides how long the session lasts', () => {
  it('gives a short session (1 day) without "Remember me" and a long one (30 days) with it', async () => {
    const reader = await signUpAs('user');
    const short = await api('POST', '/auth/login', { body: { email: reader.user.email, password: reader.password } });
    expect(short.status).toBe(200);
    const shortClaims = claims(short.body.data.token);
    expect(shortClaims.exp - shortClaims.iat).toBe(DAY);
    const unticked = await api('POST', '/auth/login', { body: { email: reader.user.email, password: reader.password, remember: false } });
    expect(claims(unticked.body.data.token).exp - claims(unticked.body.data.token).iat).toBe(DAY);

    const long = await api('POST', '/auth/login', { body: { email: reader.user.email, password: reader.password, remember: true } });
    expect(long.status).toBe(200);
    const longClaims = claims(long.body.data.token);
    expect(longClaims.exp - longClaims.iat).toBe(30 * DAY);
    expect(await me(long.body.data.token)).toBe(200);
  });

  it('refuses a "remember" that is not true or false', async () => {
    const res = await api('POST', '/auth/login', { body: { email: 'a@b.co', password: 'Secret123', remember: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [expect.objectContaining({ field: 'remember' })] });
  });

  it('gives a sign-up the long session', async () => {
    const res = await api('POST', '/auth/register', {
      body: {
        firstName: 'Long',
        lastName: 'Session',
        email: `${unique('signup')}@example.test`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        terms: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { iat, exp } = claims(res.body.data.token);
    expect(exp - iat).toBe(30 * DAY);
  });
});
