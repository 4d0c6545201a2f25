import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { validate as validateOpenApi } from '@readme/openapi-parser';
import type { Router } from 'express';
import { apiRouter } from '../../adapters/src/app.js';
import { readEnv } from '../../adapters/src/env.js';
import { createStrapiConnection } from '../../adapters/src/strapi/client.js';
import { api, apiUrl, createArticle, loginAdmin, PNG_DATA_URL, signUpAs, unique, type Account, type ApiResponse } from '../support/api.js';
import { lastInOutbox } from '../support/mail.js';

/**
 * The OpenAPI document (GET /api/openapi.json) against the real server: it is valid OpenAPI 3.1, it names every
 * route the adapters mount under /api, and every answer the server gives — each route called as a role that may
 * call it with valid input, and its main refusals — has a status the document lists and a body its schema accepts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is JSON read by key
type Json = Record<string, any>;
type Operation = { method: string; template: string; pattern: RegExp; op: Json };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const BASE = 'https://bulletin.test/openapi.json';

let doc: Json;
let operations: Operation[];
let ajv: Ajv2020;
/** `get /articles/{id} 200` for every answer checked. */
const seen = new Set<string>();

/** Every (method, path) an Express router mounts, nested routers included (Express 5's router stack). */
function mountedRoutes(router: Router): string[] {
  const out: string[] = [];
  const walk = (stack: Json[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods as Json)) if (method !== '_all') out.push(`${method} ${layer.route.path as string}`);
      } else if (Array.isArray(layer.handle?.stack)) {
        walk(layer.handle.stack as Json[]);
      }
    }
  };
  walk((router as unknown as { stack: Json[] }).stack);
  return out;
}

function operationFor(method: string, path: string): Operation | undefined {
  const pathname = path.split('?')[0]!;
  return operations.find((o) => o.method === method.toLowerCase() && o.pattern.test(pathname));
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let v = validators.get(ref);
  if (!v) {
    v = ajv.getSchema(`${BASE}${ref}`);
    if (!v) throw new Error(`no schema ${ref}`);
    validators.set(ref, v);
  }
  return v;
}

/** The answer's status is documented for its operation and its body is what the document says. */
function expectDocumented(method: string, path: string, res: ApiResponse) {
  const found = operationFor(method, path);
  expect(found, `${method} ${path} is not in the document`).toBeDefined();
  const { op, template } = found!;
  const answer = (op.responses as Json)[String(res.status)];
  expect(answer, `${method} ${template} answered ${res.status}, which the document does not list: ${JSON.stringify(res.body).slice(0, 300)}`).toBeDefined();
  const json = answer.content?.['application/json']?.schema;
  if (json) {
    const check = validatorFor(json.$ref as string);
    const ok = check(res.body);
    expect(ok, `${method} ${path} ${res.status}: ${ajv.errorsText(check.errors)}\n${JSON.stringify(res.body).slice(0, 500)}`).toBe(true);
  }
  seen.add(`${method.toLowerCase()} ${template} ${res.status}`);
}

/** One call, its expected status, checked against the document. */
async function call(method: string, path: string, status: number, options: { token?: string | null; body?: unknown } = {}): Promise<ApiResponse> {
  const res = await api(method, path, options);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(status);
  expectDocumented(method, path, res);
  return res;
}

let admin: string;
let reader: Account;
let reporter: Account;
let editor: Account;

beforeAll(async () => {
  const res = await api('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as Json;
  operations = Object.entries(doc.paths as Json).flatMap(([template, item]) =>
    Object.entries(item as Json).map(([method, op]) => ({
      method,
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      op: op as Json,
    })),
  );
  ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: BASE, components: doc.components });
  admin = await loginAdmin();
  [reader, reporter, editor] = await Promise.all([signUpAs('user'), signUpAs('reporter'), signUpAs('editor')]);
});

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validateOpenApi(structuredClone(doc) as never);
    expect(result, JSON.stringify(result)).toMatchObject({ valid: true });
  });

  it('names every route the adapters mount under /api, and only those', () => {
    const env = readEnv({ READ_CACHE_MAX_BYTES: '0' });
    const mounted = mountedRoutes(apiRouter({ connect: createStrapiConnection('http://127.0.0.1:9', 1000), env }));
    expect(mounted.length).toBeGreaterThan(20);
    const documented = operations.map((o) => `${o.method} ${o.template}`);
    const asTemplate = (route: string) => route.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const undocumented = mounted.map(asTemplate).filter((route) => !documented.includes(route));
    expect(undocumented, 'routes mounted without documentation').toEqual([]);
    const notMounted = documented.filter((route) => !mounted.map(asTemplate).includes(route));
    expect(notMounted, 'documented routes the server does not mount').toEqual([]);
  });

  it('describes the Bearer JWT scheme and who may call each operation', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const { method, template, op } of operations) {
      expect(op['x-who'], `${method} ${template}`).toEqual(expect.any(String));
      expect(op.description, `${method} ${template}`).toContain('Who may call');
    }
    expect(operationFor('GET', '/users')!.op.security).toEqual([{ bearer: [] }]);
    expect(operationFor('GET', '/users')!.op['x-who']).toMatch(/admin/i);
  });
});

describe('the reference page', () => {
  it('GET /api/docs is a self-contained HTML page listing every operation', async () => {
    const res = await api('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.body as string;
    for (const { method, template } of operations) expect(html, `${method} ${template}`).toContain(`/api${template}`);
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet|src="https?:|href="https?:/i);
    // The site's CSP allows it as it is: scripts only from the site, inline styles.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expectDocumented('GET', '/docs', res);
  });
});

describe('every answer matches the document', () => {
  let categoryId: string;
  let articleId: string;

  afterAll(() => {
    // Every operation was seen answering with success at least once, but those whose success this stack cannot
    // bring about: a failed message needs a mail server that refuses (its retry's 200: newsletter.test.ts).
    const provenElsewhere = new Set(['post /newsletter/queue/{id}/retry']);
    const missing = operations
      .filter((o) => !provenElsewhere.has(`${o.method} ${o.template}`))
      .filter((o) => !Object.keys(o.op.responses as Json).some((s) => s.startsWith('2') && seen.has(`${o.method} ${o.template} ${s}`)))
      .map((o) => `${o.method} ${o.template}`);
    expect(missing, 'operations never called with success').toEqual([]);
  });

  it('operations: health, ready, the document', async () => {
    await call('GET', '/health', 200);
    await call('GET', '/openapi.json', 200);
    await call('GET', '/ready', 200);
    await call('GET', '/settings', 200);
    // Every operation documents the 400 of an address carrying a NUL, the one refusal they all share.
    for (const path of ['/health', '/openapi.json', '/ready', '/settings', '/docs', '/newsletter/unsubscribe']) await call('GET', `${path}?x=%00`, 400);
    const unknown = await api('GET', '/no-such-route');
    expect(unknown.status).toBe(404);
    expect(validatorFor('#/components/schemas/ErrorEnvelope')(unknown.body)).toBe(true);
  });

  it('auth: register, admin-created account, login, me, one\'s own profile, logout, and their refusals', async () => {
    const email = `${unique('oa')}@example.test`;
    const password = 'Passw0rd-oa1';
    await call('POST', '/auth/register', 201, {
      body: { firstName: 'Open', lastName: 'Api', email, password, confirmPassword: password, terms: true },
    });
    const created = await call('POST', '/auth/register', 201, {
      token: admin,
      body: { firstName: 'Made', lastName: 'ByAdmin', email: `${unique('oa')}@example.test`, password, role: 'reporter', bio: 'Bio' },
    });
    expect(created.body.token).toBeNull();
    await call('POST', '/auth/register', 400, { body: { email: 'nope' } });
    await call('POST', '/auth/register', 409, {
      body: { firstName: 'Open', lastName: 'Api', email, password, confirmPassword: password, terms: true },
    });
    const login = await call('POST', '/auth/login', 200, { body: { email, password } });
    await call('POST', '/auth/login', 401, { body: { email, password: 'Wrong-pass1' } });
    await call('POST', '/auth/login', 400, { body: {} });
    const token = login.body.data.token as string;
    await call('GET', '/auth/me', 200, { token });
    await call('GET', '/auth/me', 401);
    // One's own public profile: a staff member's (the reporter the admin made); a reader's is refused.
    const reporter = await call('POST', '/auth/login', 200, { body: { email: created.body.data.user.email, password } });
    const reporterToken = reporter.body.data.token as string;
    await call('PUT', '/auth/me', 200, { token: reporterToken, body: { bio: 'Covers the courts.', xHandle: '@open_api' } });
    await call('PUT', '/auth/me', 400, { token: reporterToken, body: { xHandle: 'not a handle' } });
    await call('PUT', '/auth/me', 403, { token, body: { bio: 'A reader' } });
    await call('PUT', '/auth/me', 401, { body: { bio: 'Nobody' } });
    await call('POST', '/auth/logout', 200, { token });
    await call('GET', '/auth/me', 401, { token });
  });

  it('auth: forgot password, a new password from the e-mailed link, and their refusals', async () => {
    const email = `${unique('oa-reset')}@example.test`.toLowerCase();
    const password = 'Passw0rd-oa1';
    await call('POST', '/auth/register', 201, {
      body: { firstName: 'Open', lastName: 'Api', email, password, confirmPassword: password, terms: true },
    });
    await call('POST', '/auth/forgot-password', 200, { body: { email } });
    await call('POST', '/auth/forgot-password', 400, { body: { email: 'nope' } });
    await call('POST', '/auth/reset-password', 400, { body: { token: 'unknown', password: 'Brand-New-456' } });
    const message = await lastInOutbox(inject('outboxDir'), email);
    const token = /reset-password\?token=([\w-]+)/.exec(message.text ?? '')![1]!;
    await call('POST', '/auth/reset-password', 200, { body: { token, password: 'Brand-New-456' } });
  });

  it("authors: an author page's person, and the 404 of a slug without a public page", async () => {
    const category = await call('POST', '/categories', 201, { token: admin, body: { name: unique('Bylines') } });
    const story = await call('POST', '/articles', 201, {
      token: admin,
      body: { title: unique('Byline'), content: '<p>Text.</p>', category: category.body.data._id, status: 'published' },
    });
    await call('GET', `/authors/${story.body.data.author.slug}`, 200);
    await call('GET', '/authors/nobody-at-all', 404);
    // Shared bylines: the staff to credit, and an article crediting one of them.
    const staff = await call('GET', '/staff', 200, { token: reporter.token });
    expect(staff.body.data).toContainEqual(expect.objectContaining({ _id: reporter.user._id }));
    await call('GET', '/staff', 403, { token: reader.token });
    await call('GET', '/staff', 401);
    await call('PUT', `/articles/${story.body.data._id}`, 200, { token: admin, body: { coAuthors: [reporter.user._id] } });
    await call('PUT', `/articles/${story.body.data._id}`, 400, { token: admin, body: { coAuthors: ['x'] } });
  });

  it('categories: list, one, create, edit, delete, and their refusals', async () => {
    const parent = await call('POST', '/categories', 201, { token: editor.token, body: { name: unique('Parent'), description: 'Top', icon: 'star', order: 3 } });
    categoryId = parent.body.data._id;
    const child = await call('POST', '/categories', 201, { token: admin, body: { name: unique('Child'), parentCategory: categoryId } });
    await call('POST', '/categories', 400, { token: editor.token, body: { name: 'x' } });
    await call('POST', '/categories', 403, { token: reporter.token, body: { name: unique('No') } });
    await call('POST', '/categories', 401, { body: { name: unique('No') } });
    await call('GET', '/categories', 200);
    await call('GET', '/categories?locale=ta', 200);
    await call('GET', '/categories?locale=all', 200);
    await call('GET', '/categories?locale=xx', 400);
    await call('PUT', `/categories/${categoryId}`, 200, { token: editor.token, body: { translations: { hi: { name: 'समाचार', description: 'ख़बरें' } } } });
    await call('GET', `/categories/${categoryId}?locale=hi`, 200);
    await call('PUT', `/categories/${categoryId}`, 400, { token: editor.token, body: { translations: { fr: { name: 'Infos' } } } });
    await call('GET', `/categories/${categoryId}`, 200);
    await call('GET', `/categories/${parent.body.data.slug}`, 200);
    await call('GET', '/categories/no-such-category', 404);
    await call('PUT', `/categories/${child.body.data._id}`, 200, { token: editor.token, body: { color: '#ff0000' } });
    await call('PUT', `/categories/${categoryId}`, 400, { token: editor.token, body: { color: 'red' } });
    await call('PUT', `/categories/${categoryId}`, 400, { token: editor.token, body: { parentCategory: child.body.data._id } });
    await call('DELETE', `/categories/${categoryId}`, 409, { token: editor.token });
    await call('DELETE', `/categories/${child.body.data._id}`, 200, { token: editor.token });
  });

  it('articles: list, one, create, edit, view, like, comments, delete, and their refusals', async () => {
    const created = await call('POST', '/articles', 201, {
      token: editor.token,
      body: {
        title: unique('Open story'), content: '<p>Body <strong>text</strong>.</p>', excerpt: 'Short', category: categoryId,
        tags: ['one', 'two'], status: 'published', featured: true, breaking: false, featuredImage: PNG_DATA_URL, images: [PNG_DATA_URL],
      },
    });
    articleId = created.body.data._id;
    await createArticle(editor.token, { category: categoryId });
    const draft = await call('POST', '/articles', 201, { token: reporter.token, body: { title: unique('Draft'), content: '<p>x</p>', category: categoryId, status: 'review' } });
    await call('POST', '/articles', 400, { token: reporter.token, body: { title: '' } });
    await call('POST', '/articles', 403, { token: reader.token, body: { title: 'T', content: '<p>x</p>', category: categoryId } });
    await call('POST', '/articles', 401, { body: { title: 'T', content: '<p>x</p>', category: categoryId } });
    await call('POST', '/articles', 400, { token: editor.token, body: { title: 'T', content: '<p>x</p>', category: categoryId, featuredImage: 'data:text/plain;base64,aGk=' } });

    await call('GET', '/articles', 200);
    await call('GET', `/articles?category=${categoryId}&sortBy=views&sortOrder=asc&page=1&limit=5&featured=true`, 200);
    await call('GET', '/articles?status=all', 200, { token: reporter.token });
    await call('GET', '/articles?limit=1000', 400);
    await call('GET', '/articles?status=draft', 403, { token: reader.token });
    // Languages (docs/api.md#languages): a translation with its story's answers, the refusals, one language per list.
    const translation = await call('POST', '/articles', 201, {
      token: editor.token,
      body: { title: unique('Hindi'), content: '<p>x</p>', category: categoryId, status: 'published', locale: 'hi', translationOf: articleId },
    });
    await call('POST', '/articles', 409, { token: editor.token, body: { title: 'T', content: '<p>x</p>', category: categoryId, locale: 'hi', translationOf: articleId } });
    await call('POST', '/articles', 400, { token: editor.token, body: { title: 'T', content: '<p>x</p>', category: categoryId, translationOf: 'none' } });
    await call('PUT', `/articles/${translation.body.data._id}`, 409, { token: editor.token, body: { locale: 'en' } });
    await call('GET', `/articles/${translation.body.data.slug}`, 200);
    await call('GET', '/articles?locale=hi', 200);
    await call('GET', '/articles?locale=all', 200, { token: editor.token });
    await call('GET', '/articles?locale=all', 403);
    await call('GET', '/articles?locale=xx', 400);

    await call('PUT', `/articles/${articleId}`, 200, { token: editor.token, body: { title: unique('Edited'), tags: 'a, b' } });
    await call('PUT', `/articles/${articleId}`, 400, { token: editor.token, body: { status: 'gone' } });
    await call('PUT', `/articles/${articleId}`, 403, { token: reporter.token, body: { title: 'Not mine' } });
    await call('PUT', `/articles/${draft.body.data._id}`, 200, { token: reporter.token, body: { excerpt: 'Mine' } });
    await call('PUT', `/articles/${draft.body.data._id}`, 403, { token: reporter.token, body: { status: 'published' } });
    // Edit conflicts and review notes (docs/product.md#edit-conflicts, docs/product.md#review-notes): a stale
    // updatedAt (409), a review note with a send-back (the staff answer carries it), too long (400).
    await call('PUT', `/articles/${articleId}`, 409, { token: editor.token, body: { title: 'Stale', updatedAt: created.body.data.updatedAt } });
    await call('PUT', `/articles/${draft.body.data._id}`, 403, { token: reporter.token, body: { status: 'draft', reviewNote: 'Mine' } });
    await call('PUT', `/articles/${draft.body.data._id}`, 400, { token: editor.token, body: { status: 'draft', reviewNote: 'x'.repeat(1001) } });
    const sentBack = await call('PUT', `/articles/${draft.body.data._id}`, 200, { token: editor.token, body: { status: 'draft', reviewNote: 'Add a source' } });
    expect(sentBack.body.data.reviewNote).toBe('Add a source');

    await call('POST', `/articles/${articleId}/view`, 200);
    await call('POST', '/articles/no-such-article/view', 404);
    await call('POST', `/articles/${articleId}/like`, 200, { token: reader.token });
    await call('POST', `/articles/${articleId}/like`, 401);

    const comment = await call('POST', `/articles/${articleId}/comments`, 201, { token: reader.token, body: { content: 'A <b>fine</b> read' } });
    await call('POST', `/articles/${articleId}/comments`, 400, { token: reader.token, body: { content: '' } });
    await call('POST', `/articles/${articleId}/comments`, 401, { body: { content: 'Hi' } });
    await call('GET', `/articles/${articleId}/comments`, 200);
    await call('GET', '/articles/no-such-article/comments', 404);

    await call('GET', `/articles/${articleId}`, 200);
    const signedIn = await call('GET', `/articles/${articleId}`, 200, { token: reader.token });
    expect(signedIn.body.data.liked).toBe(true);
    expect(signedIn.body.data.comments.length).toBeGreaterThan(0);
    expect(signedIn.body.data.relatedArticles.length).toBeGreaterThan(0);
    await call('GET', `/articles/${draft.body.data._id}`, 404);
    await call('GET', `/articles/${draft.body.data._id}`, 200, { token: reporter.token });

    await call('DELETE', `/comments/${comment.body.data._id}`, 403, { token: reporter.token });
    await call('DELETE', `/comments/${comment.body.data._id}`, 200, { token: reader.token });
    await call('DELETE', '/comments/no-such-comment', 404, { token: admin });

    await call('DELETE', `/articles/${articleId}`, 403, { token: reader.token });
    await call('DELETE', `/articles/${articleId}`, 200, { token: editor.token });
    await call('DELETE', `/articles/${articleId}`, 404, { token: editor.token });
  });

  it('users: list, edit, delete (admin only)', async () => {
    await call('GET', '/users', 200, { token: admin });
    await call('GET', '/users', 403, { token: editor.token });
    await call('GET', '/users', 401);
    const target = await signUpAs('user');
    await call('PUT', `/users/${target.user._id}`, 200, { token: admin, body: { bio: 'Edited', role: 'reporter' } });
    await call('PUT', `/users/${target.user._id}`, 400, { token: admin, body: { email: 'bad' } });
    await call('PUT', `/users/${target.user._id}`, 403, { token: editor.token, body: { bio: 'No' } });
    await call('PUT', '/users/999999', 404, { token: admin, body: { bio: 'No' } });
    await call('DELETE', `/users/${target.user._id}`, 200, { token: admin });
    await call('DELETE', `/users/${target.user._id}`, 404, { token: admin });
  });

  it('analytics and newsletter', async () => {
    await call('GET', '/analytics/dashboard', 200, { token: reporter.token });
    await call('GET', '/analytics/dashboard', 403, { token: reader.token });
    await call('GET', '/analytics/dashboard', 401);
    await call('GET', '/analytics/overview?range=24h', 200, { token: reporter.token });
    await call('GET', '/analytics/overview?range=1y', 400, { token: editor.token });
    await call('GET', '/analytics/overview', 403, { token: reader.token });
    await call('GET', '/analytics/overview', 401);
    const story = await createArticle(admin);
    await call('GET', `/analytics/articles/${story._id}?range=30d`, 200, { token: editor.token });
    await call('GET', `/analytics/articles/${story._id}`, 403, { token: reporter.token });
    await call('GET', '/analytics/articles/no-such-article', 404, { token: editor.token });
    await call('GET', '/analytics/export?range=7d', 200, { token: editor.token });
    await call('GET', '/analytics/export', 401);
    const streamed = await fetch(`${apiUrl()}/analytics/realtime/stream`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectDocumented('GET', '/analytics/realtime/stream', { status: streamed.status, body: '', headers: streamed.headers });
    await streamed.body?.cancel();
    await call('GET', '/analytics/realtime/stream', 403, { token: reader.token });
    await call('GET', '/analytics/realtime/stream', 401);
    await call('POST', '/analytics/views', 204, { body: { path: '/', locale: 'en', referrer: 'https://www.google.com/', utm: { campaign: 'spring' } } });
    await call('POST', '/analytics/views', 400, { body: { path: '/', locale: 'xx' } });
    const email = `${unique('news')}@example.test`.toLowerCase();
    await call('POST', '/newsletter', 200, { body: { email } });
    await call('POST', '/newsletter', 400, { body: { email: 'not-an-email' } });
    const message = await lastInOutbox(inject('outboxDir'), email);
    const confirmToken = /newsletter\/confirm\?token=([\w-]+)/.exec(message.text ?? '')![1]!;
    const unsubscribeToken = /newsletter\/unsubscribe\?token=([\w-]+)/.exec(message.text ?? '')![1]!;
    await call('POST', '/newsletter/confirm', 200, { body: { token: confirmToken } });
    await call('POST', '/newsletter/confirm', 400, { body: { token: confirmToken } });
    await call('GET', `/newsletter/preferences?token=${unsubscribeToken}`, 200);
    await call('GET', '/newsletter/preferences?token=never-issued', 400);
    await call('PUT', '/newsletter/preferences', 200, { body: { token: unsubscribeToken, digest: false, alerts: true, language: 'kn' } });
    await call('PUT', '/newsletter/preferences', 400, { body: { token: unsubscribeToken, language: 'xx' } });
    await call('GET', `/newsletter/unsubscribe?token=${unsubscribeToken}`, 200);
    await call('POST', `/newsletter/unsubscribe?token=${unsubscribeToken}`, 200);
    await call('POST', '/newsletter/unsubscribe?token=never-issued', 400);
  });

  it('the newsletter desk', async () => {
    const email = `${unique('desk')}@example.test`.toLowerCase();
    await call('POST', '/newsletter', 200, { body: { email } });
    await call('GET', `/newsletter/subscribers?q=${email}`, 200, { token: admin });
    await call('GET', '/newsletter/subscribers?status=gone', 400, { token: admin });
    await call('GET', '/newsletter/subscribers', 403, { token: editor.token });
    await call('GET', '/newsletter/subscribers', 401);
    await call('GET', '/newsletter/subscribers.csv?status=pending', 200, { token: admin });
    await call('GET', '/newsletter/subscribers.csv', 403, { token: reporter.token });
    await call('GET', '/newsletter/queue?status=sent', 200, { token: admin });
    await call('GET', '/newsletter/queue?status=gone', 400, { token: admin });
    await call('POST', '/newsletter/queue/999999999/retry', 404, { token: admin });
    await call('POST', '/newsletter/queue/1/retry', 403, { token: editor.token });
    await createArticle(admin);
    await call('POST', '/newsletter/digest/test', 200, { token: admin });
    await call('POST', '/newsletter/digest/test', 401);
  });

  it('audit log', async () => {
    await call('GET', '/audit?limit=5', 200, { token: admin });
    await call('GET', '/audit?from=yesterday', 400, { token: admin });
    await call('GET', '/audit', 403, { token: editor.token });
    await call('GET', '/audit', 401);
  });

  it('outbox (the shared stack names no SMTP server)', async () => {
    const list = await call('GET', '/outbox?limit=1', 200, { token: admin });
    await call('GET', `/outbox/${list.body.data.messages[0]._id}`, 200, { token: admin });
    await call('GET', '/outbox/2020-01-01T00-00-00-000Z-00000000', 404, { token: admin });
    await call('GET', '/outbox?page=0', 400, { token: admin });
    await call('GET', '/outbox', 403, { token: editor.token });
    await call('GET', '/outbox', 401);
  });

  it('live coverage: stories, entries, the stream, and their refusals', async () => {
    const category = (await call('POST', '/categories', 201, { token: editor.token, body: { name: unique('Live') } })).body.data._id as string;
    const story = (await call('POST', '/live', 201, { token: editor.token, body: { title: unique('Open live'), category } })).body.data;
    await call('POST', '/live', 400, { token: editor.token, body: { title: '' } });
    await call('POST', '/live', 403, { token: reporter.token, body: { title: 'No', category } });
    await call('POST', '/live', 401, { body: { title: 'No', category } });
    const entry = (
      await call('POST', `/live/${story.slug}/entries`, 201, { token: reporter.token, body: { content: '<p>First</p>', keyEvent: true, image: PNG_DATA_URL } })
    ).body.data;
    await call('POST', `/live/${story.slug}/entries`, 400, { token: reporter.token, body: { content: '' } });
    await call('POST', `/live/${story.slug}/entries`, 403, { token: reader.token, body: { content: '<p>No</p>' } });
    await call('POST', '/live/no-such-story/entries', 404, { token: reporter.token, body: { content: '<p>No</p>' } });
    await call('PUT', `/live/${story.slug}/entries/${entry._id}`, 200, { token: editor.token, body: { pinned: true } });
    await call('PUT', `/live/${story.slug}/entries/${entry._id}`, 403, { token: reporter.token, body: { pinned: true } });
    await call('PUT', `/live/${story.slug}/entries/${entry._id}`, 400, { token: editor.token, body: { pinned: 'yes' } });
    await call('PUT', `/live/${story.slug}/entries/no-such-entry`, 404, { token: editor.token, body: { pinned: true } });
    await call('GET', '/live', 200);
    await call('GET', '/live?status=all&limit=5', 200);
    await call('GET', '/live?status=soon', 400);
    await call('GET', `/live/${story.slug}?page=1&limit=5`, 200);
    await call('GET', '/live/no-such-story', 404);

    const streamed = await fetch(`${apiUrl()}/live/${story.slug}/stream?after=0`);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectDocumented('GET', `/live/${story.slug}/stream`, { status: streamed.status, body: '', headers: streamed.headers });
    await streamed.body?.cancel();
    await call('GET', `/live/${story.slug}/stream?after=soon`, 400);
    await call('GET', '/live/no-such-story/stream', 404);

    await call('DELETE', `/live/${story.slug}/entries/${entry._id}`, 403, { token: reporter.token });
    await call('DELETE', `/live/${story.slug}/entries/${entry._id}`, 200, { token: editor.token });
    await call('DELETE', `/live/${story.slug}/entries/${entry._id}`, 404, { token: editor.token });
    await call('PUT', `/live/${story.slug}`, 200, { token: editor.token, body: { status: 'ended' } });
    await call('PUT', `/live/${story.slug}`, 400, { token: editor.token, body: { status: 'over' } });
    await call('PUT', `/live/${story.slug}`, 403, { token: reporter.token, body: { status: 'running' } });
    await call('PUT', '/live/no-such-story', 404, { token: editor.token, body: { status: 'ended' } });
    await call('POST', `/live/${story.slug}/entries`, 409, { token: reporter.token, body: { content: '<p>Too late</p>' } });
  });

  it('article revisions: history, one revision, restore, and their refusals', async () => {
    const article = await createArticle(editor.token, { featuredImage: PNG_DATA_URL, images: [PNG_DATA_URL], tags: ['one'] });
    await call('PUT', `/articles/${article._id}`, 200, { token: editor.token, body: { title: unique('Revised') } });
    const history = await call('GET', `/articles/${article._id}/revisions?limit=5`, 200, { token: editor.token });
    const oldest = history.body.data.revisions.at(-1)._id as string;
    await call('GET', `/articles/${article._id}/revisions?page=0`, 400, { token: editor.token });
    await call('GET', `/articles/${article._id}/revisions`, 403, { token: reporter.token });
    await call('GET', `/articles/${article._id}/revisions`, 401);
    await call('GET', '/articles/no-such-article/revisions', 404, { token: editor.token });
    await call('GET', `/articles/${article._id}/revisions/${oldest}`, 200, { token: editor.token });
    await call('GET', `/articles/${article._id}/revisions/no-such-revision`, 404, { token: editor.token });
    await call('POST', `/articles/${article._id}/revisions/${oldest}/restore`, 200, { token: editor.token });
    await call('POST', `/articles/${article._id}/revisions/${oldest}/restore`, 403, { token: reporter.token });
    await call('POST', `/articles/${article._id}/revisions/${oldest}/restore`, 401);
  });

  it('corrections: attach, change, the site-wide list, and their refusals', async () => {
    const article = await createArticle(editor.token);
    const added = await call('POST', `/articles/${article._id}/corrections`, 201, { token: editor.token, body: { text: 'The vote was 6–3.' } });
    const correctionId = added.body.data.corrections[0]._id as string;
    await call('POST', `/articles/${article._id}/corrections`, 400, { token: editor.token, body: { text: '' } });
    await call('POST', `/articles/${article._id}/corrections`, 403, { token: reporter.token, body: { text: 'x' } });
    await call('POST', '/articles/no-such-article/corrections', 404, { token: editor.token, body: { text: 'x' } });
    const draft = await createArticle(editor.token, { status: 'draft' });
    await call('POST', `/articles/${draft._id}/corrections`, 409, { token: editor.token, body: { text: 'x' } });
    await call('PUT', `/articles/${article._id}/corrections/${correctionId}`, 200, { token: admin, body: { text: 'The vote was 7–2.' } });
    await call('PUT', `/articles/${article._id}/corrections/no-such-correction`, 404, { token: admin, body: { text: 'x' } });
    await call('GET', '/corrections', 200);
  });

  it('a shape that drifts from the document is refused by its schema', () => {
    const article = validatorFor(operationFor('GET', '/articles/x')!.op.responses['200'].content['application/json'].schema.$ref as string);
    const base = {
      _id: 'a', locale: 'en', translations: [], slug: 's', title: 't', excerpt: '', content: '', featuredImage: null, featuredImageMeta: null, images: [], category: null,
      publishDate: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', status: 'published',
      breaking: false, featured: false, views: 0, likes: 0, tags: [], corrections: [], author: null, coAuthors: [],
    };
    expect(article({ success: true, data: base })).toBe(true);
    expect(article({ success: true, data: { ...base, id: 4 } })).toBe(false);
    expect(article({ success: true, data: { ...base, views: '4' } })).toBe(false);
    expect(article({ success: true, data: { ...base, locale: 'fr' } })).toBe(false);
    const { slug: _slug, ...withoutSlug } = base;
    expect(article({ success: true, data: withoutSlug })).toBe(false);
  });
});
