import { describe, expect, inject, it } from 'vitest';
import { api, createArticle, loginAdmin, signUpAs, unique, type ApiResponse } from '../support/api.js';
import { builtFile } from '../support/built.js';

/** The HTTP frame around the API: envelopes for every failure, body parsing, headers, and the site itself. */

/** The envelope (docs/api.md#envelope): `{success:false, message}` with a string message and no stack trace. */
function expectCleanError(res: ApiResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(typeof res.body).toBe('object');
  expect(res.body).not.toBeNull();
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  expect('data' in res.body).toBe(false);
  if ('errors' in res.body) {
    expect(Array.isArray(res.body.errors)).toBe(true);
    for (const e of res.body.errors) expect(e).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/\bat .*\(?[\w/\\.-]+\.(?:js|ts|mjs|cjs):\d+/);
  expect(text).not.toMatch(/\\n\s+at /);
  expect(text).not.toMatch(/"stack"/);
  expect(res.headers.get('x-powered-by')).toBeNull();
}

async function raw(method: string, url: string, init: RequestInit = {}) {
  const res = await fetch(url, { method, ...init });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

describe('unknown API routes', () => {
  it('answer 404 in the JSON envelope, for any method and depth', async () => {
    const cases: Array<[string, string]> = [
      ['GET', '/no-such-route'],
      ['GET', '/articles/x/y/z/w'],
      ['POST', '/nothing-here'],
      ['DELETE', '/articles'],
      ['PATCH', '/categories'],
      ['PUT', '/newsletter'],
      ['GET', '/'],
    ];
    for (const [method, p] of cases) {
      const res = await api(method, p);
      expectCleanError(res, 404);
    }
  });
});

describe('request bodies', () => {
  it('malformed JSON is a 400 envelope', async () => {
    for (const [p, rawBody] of [
      ['/auth/login', '{"email": "a@b.c", '],
      ['/newsletter', '{bad json}'],
      ['/categories', "{'name': 'single quotes'}"],
    ] as const) {
      const res = await api('POST', p, { rawBody, token: p === '/categories' ? await loginAdmin() : undefined });
      expectCleanError(res, 400);
    }
  });

  it('a JSON value that is not an object is a 400, not a 500', async () => {
    for (const rawBody of ['[]', '"text"', '42', 'null', 'true']) {
      const res = await api('POST', '/auth/login', { rawBody });
      expectCleanError(res, 400);
    }
  });

  it('an unsupported charset is a 4xx envelope', async () => {
    const res = await api('POST', '/newsletter', {
      rawBody: '{"email":"a@example.test"}',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    });
    expect([400, 415]).toContain(res.status);
    expectCleanError(res, res.status);
  });

  it('a body that is not JSON at all is treated as empty: a validation 400', async () => {
    const res = await api('POST', '/newsletter', { rawBody: 'email=a@example.test', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectCleanError(res, 400);
  });

  it('a ~3 MB JSON body passes the article limit (validation 400, not 413), and is a 413 elsewhere', async () => {
    const padding = 'x'.repeat(3 * 1024 * 1024);
    const article = await api('POST', '/articles', { token: await loginAdmin(), body: { title: '', content: '', category: '', padding } });
    expectCleanError(article, 400);
    const newsletter = await api('POST', '/newsletter', { body: { email: 'not-an-email', padding } });
    expectCleanError(newsletter, 413);
  });
});

describe('error bodies', () => {
  it('every kind of failure keeps the envelope and never shows a stack trace', async () => {
    const admin = await loginAdmin();
    const user = await signUpAs('user');
    const article = await createArticle(admin, { status: 'draft' });
    const checks: Array<[Promise<ApiResponse>, number]> = [
      [api('GET', '/auth/me'), 401],
      [api('GET', '/auth/me', { token: 'a.b.c' }), 401],
      [api('GET', '/users', { token: user.token }), 403],
      [api('GET', `/articles/${article._id}`), 404],
      [api('GET', `/articles/${unique('none')}`), 404],
      [api('GET', '/articles?limit=0'), 400],
      [api('GET', '/articles?page=abc'), 400],
      [api('GET', '/articles?status=bogus', { token: admin }), 400],
      [api('POST', '/auth/login', { body: { email: 'nobody@example.test', password: 'whatever1' } }), 401],
      [api('POST', '/auth/register', { body: { email: 'broken' } }), 400],
      [api('POST', '/auth/register', { body: { firstName: 'Ad', lastName: 'Min', email: 'admin@bulletin.test', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', terms: true } }), 409],
      [api('POST', '/categories', { token: admin, body: { name: 'x' } }), 400],
      [api('POST', '/articles', { token: admin, body: { title: '', content: '', category: '' } }), 400],
      [api('POST', '/articles', { token: admin, body: { title: 'T', content: '<p>c</p>', category: unique('nocat') } }), 400],
      [api('POST', `/articles/${unique('none')}/view`), 404],
    ];
    for (const [pending, status] of checks) {
      const res = await pending;
      expectCleanError(res, status);
    }
  });

  it('odd URLs (bad percent-encoding, very long ids) are client errors, not 500s', async () => {
    for (const p of ['/articles/%E0%A4%A', '/categories/%', `/articles/${'a'.repeat(5000)}`]) {
      const res = await api('GET', p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      expectCleanError(res, res.status);
    }
    // A lone percent sign in a search is taken literally: a normal answer, not an error.
    const search = await api('GET', '/articles?q=%');
    expect(search.status).toBe(200);
    expect(search.body.success).toBe(true);
  });
});

describe('headers', () => {
  it('x-powered-by is absent on API answers and on the site', async () => {
    const siteUrl = inject('siteUrl');
    const answers = [
      await api('GET', '/articles'),
      await api('GET', '/health'),
      await api('GET', '/nope'),
      await api('POST', '/newsletter', { rawBody: '{' }),
    ];
    for (const res of answers) expect(res.headers.get('x-powered-by')).toBeNull();
    for (const p of ['/', '/article/some-story', '/uploads/nothing.png']) {
      const res = await raw('GET', `${siteUrl}${p}`);
      expect(res.headers.get('x-powered-by'), p).toBeNull();
    }
  });

  it('API answers are JSON', async () => {
    const res = await api('GET', '/categories');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the site', () => {
  it('serves / and client routes as HTML (needs the built site: `npm run build`)', async () => {
    builtFile('frontend/dist/index.html');
    const siteUrl = inject('siteUrl');
    // Reader pages are rendered on the server: an unknown article or category is an HTML 404 page.
    const pages: [string, number][] = [['/', 200], ['/article/x', 404], ['/category/news', 404], ['/admin/article/new', 200], ['/search?q=hello', 200]];
    for (const [p, status] of pages) {
      const res = await raw('GET', `${siteUrl}${p}`);
      expect(res.status, p).toBe(status);
      expect(res.headers.get('content-type') ?? '', p).toMatch(/^text\/html/);
      expect(res.text, p).toMatch(/<html/i);
    }
  });

  it('an upload that does not exist is a 404, not the HTML page', async () => {
    const res = await raw('GET', `${inject('siteUrl')}/uploads/${unique('missing')}.png`);
    expect(res.status).toBe(404);
  });
});
