import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * The sign-in limits (docs/product.md#sign-in-limits; docs/security.md#threats-and-what-stops-them) on a stack of
 * their own with low limits. The site trusts the test's X-Forwarded-For (TRUST_PROXY=loopback), so each test plays
 * readers at addresses of its choosing; Strapi trusts forwarded addresses from 127.0.0.1 only (the adapters), so a
 * test calling Strapi from 127.0.0.2 or .3 is an outsider whose X-Forwarded-For must not count.
 */

const LIMITS = {
  TRUST_PROXY: 'loopback',
  CMS_TRUSTED_PROXIES: '127.0.0.1',
  LOGIN_LIMIT_PER_IP: '8',
  LOGIN_BACKOFF_AFTER: '3',
  LOGIN_SLOWDOWN_AFTER: '4',
  LOGIN_SLOWDOWN_MAX_MS: '300',
  REGISTER_LIMIT_PER_IP: '3',
};

let stack: Stack;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: LIMITS });
});

afterAll(async () => {
  await stack?.stop();
});

type Res = { status: number; body: any };

/** One HTTP call, optionally from a given local address (127.0.0.x) and with a given X-Forwarded-For. */
async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; forwardedFor?: string; localAddress?: string } = {},
): Promise<Res> {
  const url = new URL(`${base}${path}`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: options.localAddress },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // keep the text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const site = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(stack.apiUrl, method, path, options);
const strapi = (method: string, path: string, options: Parameters<typeof call>[3] = {}) => call(`${stack.cmsUrl}/api`, method, path, options);

const login = (email: string, password: string, forwardedFor: string) =>
  site('POST', '/auth/login', { body: { email, password }, forwardedFor });

let adminToken: string;
let addressCounter = 0;
/** A documentation address (TEST-NET-3) no other test uses. */
const newAddress = () => `203.0.113.${++addressCounter}`;

async function createAccount(): Promise<{ email: string; password: string }> {
  const email = `limits-${randomBytes(4).toString('hex')}@example.test`;
  const password = `Passw0rd-${randomBytes(3).toString('hex')}`;
  const res = await site('POST', '/auth/register', {
    token: adminToken,
    body: { firstName: 'Limit', lastName: 'Test', email, password, role: 'user', bio: '' },
    forwardedFor: '192.0.2.1',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password };
}

beforeAll(async () => {
  const res = await login(ADMIN.email, ADMIN.password, '192.0.2.1');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  adminToken = res.body.data.token;
});

describe('a guesser is slowed, the owner is never locked out', () => {
  it('lets the owner sign in from another address while an attacker hammers the account from many', async () => {
    const owner = await createAccount();
    // More failures than the old per-account lock (10), spread over addresses as a botnet would.
    for (let i = 0; i < 14; i++) {
      const res = await login(owner.email, `Wrong-${i}-password`, newAddress());
      expect(res.status, `attempt ${i + 1}: ${JSON.stringify(res.body)}`).toBe(401);
    }
    const ownerLogin = await login(owner.email, owner.password, newAddress());
    expect(ownerLogin.status, JSON.stringify(ownerLogin.body)).toBe(200);
  });

  it('makes a guesser at one address wait after a few failures, even with the right password, and not the owner elsewhere', async () => {
    const owner = await createAccount();
    const attacker = newAddress();
    for (let i = 0; i < 3; i++) expect((await login(owner.email, `Wrong-${i}-password`, attacker)).status).toBe(401);
    const blocked = await login(owner.email, owner.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, message: expect.stringMatching(/too many/i) });
    expect((await login(owner.email, owner.password, newAddress())).status).toBe(200);
  });

  it('caps failed sign-ins from one address across accounts', async () => {
    const address = newAddress();
    for (let i = 0; i < 8; i++) {
      const res = await login(`nobody-${i}-${randomBytes(3).toString('hex')}@example.test`, 'Wrong-password', address);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const capped = await login(`nobody-${randomBytes(3).toString('hex')}@example.test`, 'Wrong-password', address);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ success: false, message: expect.stringMatching(/too many/i) });
  });
});

describe("Strapi's own sign-in route keeps the site's rules", () => {
  it('ignores X-Forwarded-For from anyone but the adapters, so changing it does not escape the per-address cap', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await strapi('POST', '/auth/local', {
        body: { identifier: `nobody-${i}-${randomBytes(3).toString('hex')}@example.test`, password: 'Wrong-password' },
        forwardedFor: `198.51.100.${i + 1}`,
        localAddress: '127.0.0.2',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 400), JSON.stringify(statuses)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it("slows a guesser of one account on Strapi's route as on the site", async () => {
    const owner = await createAccount();
    for (let i = 0; i < 3; i++) {
      const res = await strapi('POST', '/auth/local', { body: { identifier: owner.email, password: `Wrong-${i}` }, localAddress: '127.0.0.3' });
      expect(res.status).toBe(400);
    }
    const res = await strapi('POST', '/auth/local', { body: { identifier: owner.email, password: owner.password }, localAddress: '127.0.0.3' });
    expect(res.status).toBe(429);
  });
});

describe('the public sign-up limit is for anonymous sign-ups only', () => {
  it('lets an admin create more accounts than the limit from one address, while anonymous sign-ups there stop', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await site('POST', '/auth/register', {
        token: adminToken,
        forwardedFor: address,
        body: { firstName: 'Staff', lastName: `Member${i}`, email: `staff-${randomBytes(4).toString('hex')}@example.test`, password: 'Passw0rd-1', role: 'reporter', bio: '' },
      });
      expect(res.status, `account ${i + 1}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const signUp = () =>
      site('POST', '/auth/register', {
        forwardedFor: address,
        body: {
          firstName: 'Anon',
          lastName: 'Reader',
          email: `anon-${randomBytes(4).toString('hex')}@example.test`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          terms: true,
        },
      });
    for (let i = 0; i < 3; i++) expect((await signUp()).status, `sign-up ${i + 1}`).toBe(201);
    const limited = await signUp();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/too many sign-ups/i) });
  });

  it("applies the sign-up limit on Strapi's own route too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const suffix = randomBytes(4).toString('hex');
      const res = await strapi('POST', '/auth/local/register', {
        body: { username: `direct-${suffix}`, email: `direct-${suffix}@example.test`, password: 'Secret123' },
        forwardedFor: `198.51.100.${50 + i}`,
        localAddress: '127.0.0.4',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
