import { request } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_DATA_URL, api, apiUrl, createArticle, createCategory, loginAdmin, signUpAs, type Role } from '../support/api.js';
import { bmpClaiming } from '../support/images.js';

/**
 * Property-based fuzzing of every route the adapters mount (adapters/src/routes/*.ts), as anonymous, with a
 * junk token, and with a token of each role. Whatever goes in — wrong types, odd unicode, huge strings,
 * broken JSON, bracket keys in the query, odd path parameters — what comes out is the contract's envelope:
 * never a 5xx, always JSON, `{success:true, data}` or `{success:false, message, errors?}`, and no stack
 * frame, file path, SQL or Strapi internals in an error.
 *
 * Requests go out through node:http with the path exactly as written (fetch would normalise '%2e%2e' and
 * broken percent-encoding away). A failure prints fast-check's seed and counterexample: re-run it with
 * `fc.assert(..., { seed, path })`.
 */

/** Runs per route; FUZZ_RUNS=1000 for a longer hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 60);

type Caller = 'anonymous' | 'junk' | Role;
const CALLERS: Caller[] = ['anonymous', 'junk', 'user', 'reporter', 'editor', 'admin'];
const tokens: Partial<Record<Caller, string>> = {};

/** Real ids, so that some calls reach the controllers and policies rather than stopping at a 404. */
const ids = { article: '', articleSlug: '', category: '', categorySlug: '', comment: '', user: '', revision: '', liveSlug: '', liveEntry: '' };

// --- values -------------------------------------------------------------------------------------------

const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200F\u200E\u200B',
  '\uFEFF',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ﷺ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '-1',
  '0',
  '1e308',
  '1e-308',
  '9007199254740993',
  '0x1F',
  '1_000',
  '__proto__',
  'constructor',
  '$gt',
  '$ne',
  "' OR '1'='1' --",
  '"; DROP TABLE articles; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '%',
  '%00',
  '%E0%A4%A',
  '{"$gt":""}',
  '[]',
  '{}',
  'a'.repeat(300),
  // full-text search syntax (SQLite FTS5, PostgreSQL tsquery) and LIKE wildcards
  '"',
  'a OR b',
  'NEAR(a b)',
  '*',
  '^a',
  'title:x',
  '!a & (b | c) <-> d:*',
  '%_\\',
  // dates at and past the edges
  '0000-01-01',
  '0001-01-01T00:00:00+23:59',
  '9999-12-31T23:59:59-23:59',
  '2024-02-30',
  '+275760-09-13T00:00:00Z',
  // whole numbers past a 32-bit integer column
  '2147483648',
  '-2147483649',
  '99999999999999',
];

const LONG_TEXT = ['x'.repeat(100_000), '😀'.repeat(30_000), '\u0000'.repeat(20_000), '<p>' + 'a'.repeat(100_000) + '</p>'];

const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, -0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 5e-324, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(oddText, oddNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, including the bracket-ish keys Strapi or qs might give meaning to. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom('$gt', '$ne', '__proto__', 'constructor', 'id', 'data', 'filters', '[]'), fc.string({ maxLength: 8 })), tie('value'), {
    maxKeys: 4,
  }),
})).value;

/** A value for a field: mostly odd leaves, sometimes the wrong shape, rarely a 100k-character string. */
const fieldValue = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 2, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXT) },
  { weight: 1, arbitrary: fc.constant(PNG_DATA_URL) },
  { weight: 1, arbitrary: fc.constantFrom('data:image/png;base64,!!!', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>') },
);

const FIELDS = {
  article: ['title', 'content', 'excerpt', 'category', 'tags', 'status', 'featured', 'breaking', 'publishDate', 'featuredImage', 'images', 'author', 'coAuthors', 'views', 'likes', 'slug', 'id'],
  category: ['name', 'slug', 'description', 'color', 'icon', 'order', 'parentCategory', 'subCategories', 'id'],
  comment: ['content', 'article', 'author', 'id'],
  account: ['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword', 'terms', 'role', 'bio', 'avatar', 'blocked', 'confirmed', 'provider', 'id'],
  newsletter: ['email', 'id'],
  profile: ['bio', 'xHandle', 'avatar', 'role', 'email', 'firstName', 'password', 'id'],
  reset: ['token', 'password', 'email', 'id'],
  live: ['title', 'category', 'article', 'status', 'slug', 'seq', 'id'],
  liveEntry: ['content', 'image', 'keyEvent', 'pinned', 'seq', 'story', 'id'],
  none: ['id', 'data'],
} as const;
type Shape = keyof typeof FIELDS;

/** The fields that make a valid body of each shape. */
const VALID_BASE: Record<Shape, string[]> = {
  article: ['title', 'content', 'category', 'status'],
  category: ['name', 'color'],
  comment: ['content'],
  account: ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'terms', 'role'],
  newsletter: ['email'],
  profile: ['bio'],
  reset: ['token', 'password'],
  live: ['title', 'category'],
  liveEntry: ['content'],
  none: [],
};

/** A plausible valid value per field, so that odd values are mixed with ones that pass validation. */
function validValue(field: string): unknown {
  switch (field) {
    case 'title':
    case 'name':
    case 'firstName':
    case 'lastName':
      return 'Fuzz ' + Math.random().toString(36).slice(2, 8);
    case 'content':
      return '<p>Fuzzed body</p>';
    case 'category':
    case 'parentCategory':
      return ids.category;
    case 'status':
      return 'draft';
    case 'email':
      return `fuzz-${Math.random().toString(36).slice(2, 10)}@example.test`;
    case 'password':
    case 'confirmPassword':
      return 'Fuzz-Pass-123';
    case 'terms':
      return true;
    case 'role':
      return 'user';
    case 'color':
      return '#123456';
    case 'publishDate':
      return '2024-01-02';
    default:
      return 'ok';
  }
}

type Body = { raw: string; contentType?: string } | null;

const json = (value: unknown): Body => ({ raw: JSON.stringify(value) ?? 'null' });

function body(shape: Shape): fc.Arbitrary<Body> {
  const fields = FIELDS[shape];
  const entries = fc.array(
    fc.tuple(fc.constantFrom(...fields), fc.oneof({ weight: 3, arbitrary: fieldValue }, { weight: 1, arbitrary: fc.constant(VALID) })),
    { maxLength: fields.length },
  );
  const anyFields = entries.map((list) => Object.fromEntries(list.map(([k, v]) => [k, v === VALID ? validValue(k) : v])));
  // A body that passes validation but for one or two fields, to reach Strapi, the policies and the database.
  const nearlyValid = fc
    .array(fc.tuple(fc.constantFrom(...fields), fieldValue), { minLength: 1, maxLength: 2 })
    .map((odd) => ({ ...Object.fromEntries(VALID_BASE[shape].map((k) => [k, validValue(k)])), ...Object.fromEntries(odd) }));
  const record = fc.oneof(anyFields, nearlyValid);
  return fc.oneof(
    { weight: 5, arbitrary: record.map(json) },
    { weight: 2, arbitrary: record.map((r) => json({ data: r })) },
    { weight: 1, arbitrary: anyJson.map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        null,
        { raw: '' },
        { raw: '{' },
        { raw: '{"title": }' },
        { raw: '[1,2' },
        { raw: '"just a string"' },
        { raw: 'null' },
        { raw: '12' },
        { raw: '{"a":1}garbage' },
        { raw: '\u0000' },
        { raw: '{"__proto__": {"isAdmin": true}}' },
        { raw: '{"constructor": {"prototype": {"x": 1}}}' },
        { raw: '{"title": "\\ud800"}' },
        { raw: '{"a":'.repeat(2000) },
        { raw: 'title=x&content=y', contentType: 'application/x-www-form-urlencoded' },
        { raw: '{"title":"x"}', contentType: 'text/plain' },
        { raw: '{"title":"x"}', contentType: 'application/json; charset=utf-7' },
        { raw: '{"title":"x"}', contentType: 'application/json; charset=nonsense' },
      ),
    },
  );
}
const VALID = Symbol('valid');

// --- addresses ---------------------------------------------------------------------------------------

/** encodeURIComponent that cannot throw: a lone surrogate is sent as broken percent-encoding instead. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

const RAW_PATH_PARAMS = [
  '%00',
  'a%00b',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%2F',
  '%5C',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E2%80%AE',
  'a'.repeat(4000),
  '0',
  '-1',
  '1e400',
  '9999999999999999999999',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%24ne',
  '%5B%5D',
  'x%20y',
  "'",
  '*',
];

function pathParam(kind: keyof typeof ids | null): fc.Arbitrary<string> {
  const odd = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...RAW_PATH_PARAMS) },
    { weight: 2, arbitrary: oddText.filter((t) => t.length > 0 && t.length < 2000).map(encode) },
  );
  // Destructive routes (DELETE) only ever get odd ids, so the shared records stay.
  if (!kind) return odd;
  return fc.oneof({ weight: 3, arbitrary: odd }, { weight: 1, arbitrary: fc.constant(null).map(() => encode(ids[kind])) });
}

const QUERY_KEYS = ['page', 'limit', 'q', 'category', 'tag', 'author', 'featured', 'breaking', 'status', 'sortBy', 'sortOrder', 'sort'];
const BRACKET_KEYS = [
  'page[$gt]',
  'limit[$lt]',
  'category[]',
  'category[0]',
  'category[$in][]',
  'sortBy[x]',
  'q[length]',
  'filters[id][$ne]',
  'filters[editorialStatus][$eq]',
  'populate[*]',
  'populate',
  'fields[0]',
  'pagination[pageSize]',
  'status[$ne]',
  '__proto__[admin]',
  'constructor[prototype][x]',
  'a[b][c][d][e][f][g][h][i][j][k]',
  'x'.repeat(200),
];

const queryValue = fc.oneof(
  { weight: 3, arbitrary: oddText.filter((t) => t.length < 2000).map(encode) },
  { weight: 2, arbitrary: oddNumber.map((n) => encode(String(n))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '%ZZ', '1%2C2', 'true', 'false', 'all', 'draft', 'title', 'asc', 'date', 'a'.repeat(3000)) },
);

const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 2, arbitrary: fc.constantFrom(...BRACKET_KEYS) }),
      queryValue,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k.replace(/[^\w[\]$*]/g, encode)}=${v}`).join('&'))
  .map((q) => (q ? `?${q}` : ''));

// --- the properties ----------------------------------------------------------------------------------

type Reply = { status: number; contentType: string; text: string };

function send(method: string, path: string, caller: Caller, payload: Body): Promise<Reply> {
  const base = new URL(apiUrl());
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = caller === 'anonymous' ? undefined : tokens[caller];
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload) {
    headers['content-type'] = payload.contentType ?? 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload.raw));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path: `${base.pathname}${path}`, headers },
      (res) => {
        // A stream that opened (an odd id such as '1' can name a real live story) never ends: its headers are the answer.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), text: '' });
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload.raw);
    req.end();
  });
}

/** What an error body must never carry: stack frames, file paths, SQL, database or Strapi internals. */
const LEAKS = [
  /\bat [\w.<>$]+ \(/, // a stack frame: "at fn (file:1:2)"
  /\bat (file:\/\/|\/|node:)/,
  /\/(work|home|usr|tmp|opt|srv|app)\/[\w.-]+\//,
  /node_modules|\.(m?js|ts):\d+/,
  /\b(select|insert into|update|delete from)\b.+\b(from|where|set|values)\b/i,
  /sqlite|postgres|knex|SQLITE_|ER_|violates|syntax error at|relation "/i,
  /strapi|documentId|users-permissions|plugin::|api::|ValidationError|YupValidationError|TypeError|ReferenceError|RangeError/,
  /Internal server error/i,
];

function check(method: string, path: string, caller: Caller, payload: Body, reply: Reply): void {
  const where = `${method} /api${path.slice(0, 300)} as ${caller} with ${payload ? payload.raw.slice(0, 300) : 'no body'}`;
  expect(reply.status, `${where} answered ${reply.status}: ${reply.text.slice(0, 500)}`).toBeLessThan(500);
  if (reply.contentType.startsWith('text/event-stream')) {
    expect(path, `${where}: an event stream from a route that is not a live story's stream`).toMatch(/^\/live\/[^/?]+\/stream(\?|$)/);
    expect(reply.status, where).toBe(200);
    return;
  }
  if (reply.contentType.startsWith('text/csv')) {
    // The page-view export, the one CSV answer.
    expect(path, `${where}: CSV from a route that is not the page-view export`).toMatch(/^\/analytics\/export(\?|$)/);
    expect(reply.status, where).toBe(200);
    return;
  }
  if (reply.contentType.startsWith('text/html')) {
    // The page of a newsletter e-mail's unsubscribe link: whatever its token, it echoes nothing unescaped.
    expect(path, `${where}: an HTML page from a route that is not the unsubscribe page`).toMatch(/^\/newsletter\/unsubscribe(\?|$)/);
    expect(method, where).toBe('GET');
    expect(reply.status, where).toBe(200);
    expect(reply.text, `${where}: markup from the query`).not.toMatch(/<(?!\/?(html|head|meta|title|body|main|h1|p|form|button|a)\b|!doctype)/i);
    return;
  }
  expect(reply.contentType, `${where}: content type`).toMatch(/^application\/json\b/);
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(reply.text)), `${where}: body is not JSON: ${reply.text.slice(0, 300)}`).not.toThrow();
  const envelope = parsed as Record<string, unknown>;
  expect(typeof envelope === 'object' && envelope !== null && !Array.isArray(envelope), `${where}: body is not an object`).toBe(true);
  if (reply.status < 400) {
    expect(envelope.success, `${where}: ${reply.text.slice(0, 300)}`).toBe(true);
    expect('data' in envelope, `${where}: no data`).toBe(true);
    return;
  }
  expect(envelope.success, `${where}: ${reply.text.slice(0, 300)}`).toBe(false);
  expect(typeof envelope.message, `${where}: message`).toBe('string');
  expect((envelope.message as string).length, `${where}: empty message`).toBeGreaterThan(0);
  expect(Object.keys(envelope).filter((k) => !['success', 'message', 'errors'].includes(k)), `${where}: extra keys`).toEqual([]);
  if (envelope.errors !== undefined) {
    expect(Array.isArray(envelope.errors), `${where}: errors is not a list`).toBe(true);
    for (const e of envelope.errors as unknown[]) {
      expect(e, `${where}: field error`).toEqual({ field: expect.any(String), message: expect.any(String) });
    }
  }
  for (const leak of LEAKS) expect(reply.text, `${where}: leaks internals`).not.toMatch(leak);
}

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The record whose real id the `:id` sometimes is (never for DELETE); null for odd ids only. */
  id?: keyof typeof ids | null;
  shape?: Shape;
  query?: boolean;
  /** Callers whose tokens this route may use (sign-out revokes the token, so it gets none of the shared ones). */
  callers?: Caller[];
};

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', query: true },
  { method: 'POST', path: '/auth/register', shape: 'account' },
  { method: 'POST', path: '/auth/login', shape: 'account' },
  { method: 'GET', path: '/auth/me', query: true },
  { method: 'PUT', path: '/auth/me', shape: 'profile' },
  { method: 'POST', path: '/auth/logout', shape: 'none', callers: ['anonymous', 'junk'] },
  { method: 'POST', path: '/auth/forgot-password', shape: 'newsletter' },
  { method: 'POST', path: '/auth/reset-password', shape: 'reset' },
  { method: 'GET', path: '/articles', query: true },
  { method: 'POST', path: '/articles', shape: 'article' },
  { method: 'GET', path: '/articles/:id', id: 'article', query: true },
  { method: 'PUT', path: '/articles/:id', id: 'article', shape: 'article' },
  { method: 'DELETE', path: '/articles/:id', id: null },
  { method: 'POST', path: '/articles/:id/view', id: 'article', shape: 'none' },
  { method: 'POST', path: '/articles/:id/like', id: 'article', shape: 'none' },
  { method: 'GET', path: '/articles/:id/comments', id: 'article', query: true },
  { method: 'POST', path: '/articles/:id/comments', id: 'article', shape: 'comment' },
  { method: 'DELETE', path: '/comments/:id', id: null },
  { method: 'GET', path: '/articles/:id/revisions', id: 'article', query: true },
  // `:article` is always the real article; `:id` the revision.
  { method: 'GET', path: '/articles/:article/revisions/:id', id: 'revision', query: true },
  { method: 'POST', path: '/articles/:article/revisions/:id/restore', id: 'revision', shape: 'none' },
  { method: 'GET', path: '/categories', query: true },
  { method: 'POST', path: '/categories', shape: 'category' },
  { method: 'GET', path: '/categories/:id', id: 'categorySlug', query: true },
  { method: 'PUT', path: '/categories/:id', id: 'category', shape: 'category' },
  { method: 'DELETE', path: '/categories/:id', id: null },
  { method: 'GET', path: '/users', query: true },
  { method: 'PUT', path: '/users/:id', id: 'user', shape: 'account' },
  { method: 'DELETE', path: '/users/:id', id: null },
  { method: 'GET', path: '/analytics/dashboard', query: true },
  { method: 'GET', path: '/analytics/overview', query: true },
  { method: 'GET', path: '/analytics/articles/:id', id: 'article', query: true },
  { method: 'GET', path: '/analytics/export', query: true },
  { method: 'POST', path: '/newsletter', shape: 'newsletter' },
  { method: 'POST', path: '/newsletter/confirm', shape: 'reset' },
  { method: 'GET', path: '/newsletter/unsubscribe', query: true },
  { method: 'POST', path: '/newsletter/unsubscribe', shape: 'none', query: true },
  { method: 'GET', path: '/live', query: true },
  { method: 'POST', path: '/live', shape: 'live' },
  { method: 'GET', path: '/live/:id', id: 'liveSlug', query: true },
  { method: 'PUT', path: '/live/:id', id: 'liveSlug', shape: 'live' },
  // Odd ids only (the stream of a real story never ends; one an odd id happens to name is answered by its headers).
  { method: 'GET', path: '/live/:id/stream', id: null, query: true },
  { method: 'POST', path: '/live/:id/entries', id: 'liveSlug', shape: 'liveEntry' },
  { method: 'PUT', path: '/live/:slug/entries/:id', id: 'liveEntry', shape: 'liveEntry' },
  { method: 'DELETE', path: '/live/:slug/entries/:id', id: null },
  // Not mounted: the 404 must be the envelope too.
  { method: 'GET', path: '/no-such-route/:id', id: null, query: true },
  { method: 'PUT', path: '/articles', shape: 'article' },
];

beforeAll(async () => {
  const admin = await loginAdmin();
  tokens.admin = admin;
  tokens.junk = 'not-a-jwt';
  for (const role of ['user', 'reporter', 'editor'] as const) tokens[role] = (await signUpAs(role)).token;
  const category = await createCategory();
  ids.category = category._id;
  ids.categorySlug = category.slug;
  const article = await createArticle(admin, { category: category._id });
  ids.article = article._id;
  ids.articleSlug = article.slug;
  const history = await api('GET', `/articles/${article._id}/revisions`, { token: admin });
  ids.revision = history.body.data.revisions[0]._id;
  // PUT /users/:id changes this account, never one whose token the properties use.
  ids.user = (await signUpAs('user')).user._id;
  const live = await api('POST', '/live', { token: admin, body: { title: 'Fuzzed live story', category: category._id } });
  ids.liveSlug = live.body.data.slug;
  ids.liveEntry = (await api('POST', `/live/${ids.liveSlug}/entries`, { token: admin, body: { content: '<p>Fuzzed entry</p>' } })).body.data._id;
});

describe('fuzzing every endpoint: never a 5xx, always the envelope, no internals', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      const callers = fc.constantFrom(...(route.callers ?? CALLERS));
      const junkToken = fc.constantFrom('not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.e30.x', 'eyJhbGciOiJub25lIn0.eyJpZCI6MX0.', 'Bearer', '\u00e9\u00e8', 'a'.repeat(4000));
      const param = route.path.includes(':id') ? pathParam(route.id ?? null) : fc.constant('');
      const query = route.query ? queryString : fc.constant('');
      const payload: fc.Arbitrary<Body> = route.shape ? body(route.shape) : fc.constant(null);
      await fc.assert(
        fc.asyncProperty(callers, junkToken, param, query, payload, async (caller, junk, id, search, sent) => {
          tokens.junk = junk.replace(/[^\x21-\x7e]/g, 'x');
          const path = route.path.replace(':article', ids.article).replace(':slug', encode(ids.liveSlug)).replace(':id', id) + search;
          check(route.method, path, caller, sent, await send(route.method, path, caller, sent));
        }),
        { numRuns: NUM_RUNS, endOnFailure: true },
      );
    });
  }

  it('the shared records and accounts still work after the fuzzing', async () => {
    for (const role of ['user', 'reporter', 'editor', 'admin'] as const) {
      const me = await send('GET', '/auth/me', role, null);
      expect(me.status, `${role}: ${me.text}`).toBe(200);
    }
    const list = await send('GET', '/articles', 'anonymous', null);
    expect(list.status).toBe(200);
    const article = await send('GET', `/articles/${ids.articleSlug}`, 'admin', null);
    expect(article.status, article.text).toBe(200);
  });
});

/** What the fuzzing found, pinned down so that it stays fixed whatever the random draw. */
describe('inputs the fuzzing broke', () => {
  const expectError = (reply: Reply, status: number, message: string) => {
    check('', '', 'anonymous', null, reply);
    expect(reply.status, reply.text).toBe(status);
    expect(JSON.parse(reply.text).message).toBe(message);
  };

  it("a '..' id (sent as %2e%2e) is a 404, not a call to another Strapi route", async () => {
    expectError(await send('DELETE', '/comments/%2e%2e', 'admin', null), 404, 'Not found');
    expectError(await send('POST', '/articles/%2e%2e/view', 'anonymous', null), 404, 'Not found');
    expectError(await send('GET', '/articles/%2E%2E/comments', 'anonymous', null), 404, 'Not found');
    expectError(await send('DELETE', '/users/.', 'admin', null), 404, 'Not found');
  });

  it('a NUL character in an id, a query or a body field is a 400 (PostgreSQL text cannot hold one)', async () => {
    expectError(await send('GET', '/articles/a%00b', 'anonymous', null), 400, 'Malformed URL');
    expectError(await send('DELETE', '/categories/%00', 'admin', null), 400, 'Malformed URL');
    expectError(await send('GET', '/articles?tag=a%00b', 'anonymous', null), 400, 'Malformed URL');
    const comment = await send('POST', `/articles/${ids.article}/comments`, 'user', json({ content: 'a\u0000b' }));
    expectError(comment, 400, 'Text must not contain NUL characters');
    expect(JSON.parse(comment.text).errors).toEqual([{ field: 'content', message: 'Text must not contain NUL characters' }]);
  });

  it('an id past a 32-bit integer column is not found, not a database error', async () => {
    expectError(await send('GET', '/articles?author=9007199254740991', 'admin', null), 400, 'author must be a user id or an author slug');
    expectError(await send('GET', '/articles?author=2147483648', 'anonymous', null), 400, 'author must be a user id or an author slug');
    expectError(await send('DELETE', '/users/9999999999999999999999', 'admin', null), 404, 'User not found');
    expectError(await send('PUT', '/users/2147483648', 'admin', json({ bio: 'x' })), 404, 'User not found');
  });

  it('an image "URL" too long to be a stored file is a 400, not an address too long for Strapi', async () => {
    const story = { title: 'Long image', content: '<p>Text</p>', category: ids.category };
    const message = 'Images must be uploaded image files';
    const featured = await send('POST', '/articles', 'editor', json({ ...story, featuredImage: 'x'.repeat(100_000) }));
    expectError(featured, 400, message);
    expect(JSON.parse(featured.text).errors).toEqual([{ field: 'featuredImage', message }]);
    expectError(await send('PUT', `/articles/${ids.article}`, 'admin', json({ images: ['/uploads/a.png', 'y'.repeat(5000)] })), 400, message);
  });
});

/** Images hidden in odd HTML or lying in their headers, and readers' requests that would reach a shared cached answer. */
describe('fuzzing images and cached answers', () => {
  const NOT_AN_IMAGE = 'Images must be PNG, GIF, JPEG, BMP, ICO or WebP files';
  const TOO_MANY_PIXELS = 'Images must be 40 megapixels or smaller (width × height)';
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const story = (extra: Record<string, unknown>) => ({ title: 'Fuzzed images', content: '<p>Text</p>', category: ids.category, status: 'draft', ...extra });

  it('an inserted data URL that is not an image is refused however the <img> around it is written', { timeout: 120_000 }, async () => {
    const attributeValue = fc.constantFrom('a>b', '1 > 0', '"quoted"', "it's", '&gt;', '<img src=x>', '/>', '', ' data:');
    const attribute = fc.tuple(fc.constantFrom('alt', 'title', 'class', 'width', 'data-x', 'style'), attributeValue, fc.constantFrom('"', "'"))
      .map(([name, value, q]) => `${name}=${q}${value.replaceAll(q, q === '"' ? '&quot;' : '&#39;')}${q}`);
    const source = fc.constantFrom(
      `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`,
      `data:text/html;base64,${b64('<script>alert(1)</script>')}`,
      `data:image/png;base64,${b64('<html>not a picture</html>')}`,
      'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E',
    );
    const spelling = fc.constantFrom((u: string) => `src="${u}"`, (u: string) => `SRC='${u}'`, (u: string) => `src = "  ${u}"`, (u: string) => `src="&#100;${u.slice(1)}"`);
    await fc.assert(
      fc.asyncProperty(fc.array(attribute, { maxLength: 3 }), source, spelling, fc.constantFrom('<img', '<IMG', '<img/'), async (before, url, write, open) => {
        const html = `<p>x</p>${open} ${before.join(' ')} ${write(url)}>`;
        const reply = await send('POST', '/articles', 'editor', json(story({ content: html })));
        check('POST', '/articles', 'editor', null, reply);
        expect(reply.status, html).toBe(400);
        expect(JSON.parse(reply.text).errors, html).toEqual([{ field: 'content', message: NOT_AN_IMAGE }]);
      }),
      { numRuns: Math.min(NUM_RUNS, 40), endOnFailure: true },
    );
  });

  it('an image header naming more pixels than the budget is refused from the header, never a 5xx', { timeout: 120_000 }, async () => {
    const iconOf = (width: number, height: number) => {
      const bitmap = Buffer.alloc(48);
      bitmap.writeUInt32LE(40, 0);
      bitmap.writeUInt32LE(width, 4);
      bitmap.writeUInt32LE(height * 2, 8);
      bitmap.writeUInt16LE(1, 12);
      bitmap.writeUInt16LE(32, 14);
      const head = Buffer.alloc(22);
      head.writeUInt16LE(1, 2);
      head.writeUInt16LE(1, 4);
      head.writeUInt32LE(bitmap.length, 14);
      head.writeUInt32LE(22, 18);
      return Buffer.concat([head, bitmap]);
    };
    const side = fc.integer({ min: 1, max: 2_000_000 });
    await fc.assert(
      fc.asyncProperty(side, side, fc.constantFrom('bmp', 'ico'), async (width, height, kind) => {
        // The bytes hold one row of 32 one-bit pixels (BMP) or one 32-bit pixel and its mask (ICO):
        // a header naming no more than that describes a real image, which is accepted.
        fc.pre(width * height > 32);
        const bytes = kind === 'bmp' ? bmpClaiming(width, height) : iconOf(width, height);
        const reply = await send('POST', '/articles', 'reporter', json(story({ featuredImage: `data:image/${kind};base64,${bytes.toString('base64')}` })));
        check('POST', '/articles', 'reporter', null, reply);
        expect(reply.status).toBe(400);
        const message = JSON.parse(reply.text).message;
        expect(message).toBe(width * height > 40_000_000 ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
      }),
      { numRuns: Math.min(NUM_RUNS, 40), endOnFailure: true },
    );
  });

  it('junk query parameters and oversized header blocks on a public read get the shared answer', { timeout: 120_000 }, async () => {
    const base = new URL(apiUrl());
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; cache: string }>((resolve, reject) => {
        const req = request({ host: base.hostname, port: base.port, path: `${base.pathname}${path}`, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache']) }));
        });
        req.on('error', reject);
        req.end();
      });
    const known = new Set([...QUERY_KEYS, 'p']);
    const junkName = fc.string({ minLength: 1, maxLength: 40 }).map(encode).filter((name) => !known.has(decodeURIComponent(name)));
    const junk = fc.array(fc.tuple(junkName, queryValue.filter((v) => !v.includes('%00'))), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    const headerBlock = fc.array(fc.tuple(fc.stringMatching(/^x-[a-z]{1,20}$/), fc.integer({ min: 1, max: 3_000 })), { maxLength: 4 })
      .map((list) => Object.fromEntries(list.map(([name, size]) => [name, 'h'.repeat(size)])));
    const path = `/articles?limit=1&tag=fuzz-${Date.now()}`;
    expect((await get(path, {})).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(junk, headerBlock, async (extra, headers) => {
        const reply = await get(`${path}&${extra}`, headers);
        expect(reply.status, extra).toBe(200);
        expect(['HIT', 'STALE'], extra).toContain(reply.cache);
      }),
      { numRuns: Math.min(NUM_RUNS, 40), endOnFailure: true },
    );
    // However many junk variants were asked, the next reader of the address gets the kept answer.
    expect(['HIT', 'STALE']).toContain((await get(path, {})).cache);
  });
});

/** Names that display as other names, icons from other hosts, an admin blocking themself: pinned here too. */
describe('names, icons and self-blocking', () => {
  const expectFieldError = async (method: string, path: string, caller: Caller, payload: Body, field: string, message: string) => {
    const reply = await send(method, path, caller, payload);
    check(method, path, caller, payload, reply);
    expect(reply.status, reply.text).toBe(400);
    expect(JSON.parse(reply.text).errors).toContainEqual({ field, message });
  };

  it('a name holding a text-direction control character is a 400 on its field, wherever names are written', async () => {
    for (const control of ['\u202E', '\u202A', '\u2066', '\u2069']) {
      const account = { firstName: `${control}nimda`, lastName: 'Doe', email: `bidi-${Date.now()}@example.test`, password: 'Passw0rd-x', confirmPassword: 'Passw0rd-x', terms: true };
      await expectFieldError('POST', '/auth/register', 'anonymous', json(account), 'firstName', 'First name cannot contain text-direction control characters');
      await expectFieldError('POST', '/auth/register', 'anonymous', json({ ...account, firstName: 'Jane', companyName: `Acme${control}` }), 'companyName', 'Company name cannot contain text-direction control characters');
      await expectFieldError('PUT', `/users/${ids.user}`, 'admin', json({ lastName: `Doe${control}` }), 'lastName', 'Last name cannot contain text-direction control characters');
      await expectFieldError('POST', '/categories', 'admin', json({ name: `News${control}` }), 'name', 'Name cannot contain text-direction control characters');
      await expectFieldError('PUT', `/categories/${ids.category}`, 'editor', json({ name: `News${control}` }), 'name', 'Name cannot contain text-direction control characters');
    }
  });

  it('a category icon on another host, or not https:, is a 400 on its field', async () => {
    const message = 'Icon must be text (such as an emoji), an address on this site starting with /, or an https: address';
    for (const icon of ['//evil.example/x.png', '/\\evil.example/x.png', '\\\\evil.example\\x.png', '/\n/evil.example/x.png', 'http://evil.example/x.png', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://user@evil.example/x.png']) {
      await expectFieldError('PUT', `/categories/${ids.category}`, 'admin', json({ icon }), 'icon', message);
    }
  });

  it('an admin blocking their own account is a 403 in the envelope, whatever the value says "blocked"', async () => {
    const self = await signUpAs('admin');
    for (const blocked of [true, 'true', 1, 'yes']) {
      const res = await api('PUT', `/users/${self.user._id}`, { token: self.token, body: { blocked } });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
    expect((await api('PUT', `/users/${self.user._id}`, { token: self.token, body: { blocked: true } })).body).toEqual({
      success: false,
      message: 'You cannot block your own account',
    });
    expect((await api('GET', '/auth/me', { token: self.token })).status).toBe(200);
  });
});

/**
 * Old WordPress addresses (`/YYYY/MM/DD/slug/`, `/?p=ID`): this site imported nothing from WordPress, so no
 * address may lead anywhere, whatever its day and slug, an article's own slug included (an article made here had
 * no WordPress address; docs/decisions/0019-wordpress-import.md); and none is a 5xx.
 */
describe('old WordPress addresses (fuzzed)', () => {
  const digits = (n: number, max: number) => fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, '0'));
  // '' stands for the shared article's slug (known once the file's beforeAll has run).
  const slug = fc.oneof(fc.constant(''), fc.constantFrom(...ODD_TEXT), fc.string({ maxLength: 40 }), fc.webSegment());

  it('no dated address or post id redirects when no article was imported, and none is a 5xx', { timeout: 120_000 }, async () => {
    const site = new URL(apiUrl()).origin;
    await fc.assert(
      fc.asyncProperty(digits(4, 9999), digits(2, 13), digits(2, 32), slug, fc.boolean(), fc.integer({ min: 0, max: 2 ** 33 }), async (y, m, d, s, slash, p) => {
        for (const address of [`/${y}/${m}/${d}/${encode(s || ids.articleSlug)}${slash ? '/' : ''}`, `/?p=${p}`, `/index.php?p=${p}`]) {
          const res = await fetch(`${site}${address}`, { redirect: 'manual' });
          await res.arrayBuffer();
          expect(res.status, address).not.toBe(301);
          expect(res.status, address).toBeLessThan(500);
        }
      }),
      { numRuns: NUM_RUNS, endOnFailure: true },
    );
    // The article's own slug on today's date, the likeliest guess, included.
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
    expect((await fetch(`${site}/${today}/${ids.articleSlug}/`, { redirect: 'manual' })).status).toBe(404);
  });
});
