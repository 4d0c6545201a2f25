import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { ADMIN, startStack, type Stack } from '../support/stack.js';

/**
 * Purge notices, Strapi's side (docs/product.md#freshness; docs/decisions/0008-purge-notices-from-strapi.md): after
 * every committed write that changes what the public sees, Strapi POSTs a signed purge notice to PURGE_URL before it
 * answers, and a scheduled article's due time is a change too. PURGE_URL points at a listener in this test process,
 * which checks each signature and records each notice.
 */
const SECRET = randomBytes(32).toString('hex');
const TIMEOUT_MS = 1500;

type Change = Record<string, unknown> & { type: string };
type Notice = {
  at: number;
  signed: boolean;
  changes: Change[];
  /** What Strapi's REST API showed of the watched article while the notice was being handled. */
  seenTitle?: string;
  /** The listener answered while Strapi was still waiting for it (Strapi had not given up on the notice). */
  answeredInTime?: boolean;
  /** The listener has finished with it. */
  handled?: boolean;
};

const notices: Notice[] = [];
let mode: 'answer' | 'hang' = 'answer';
/** While set, the listener reads this article from Strapi before answering. */
let watchedArticle: string | null = null;
const hanging: ServerResponse[] = [];
let listener: Server;
let stack: Stack;

function signedBy(req: IncomingMessage, raw: string): boolean {
  const timestamp = String(req.headers['x-bulletin-timestamp'] ?? '');
  const signature = String(req.headers['x-bulletin-signature'] ?? '');
  const expected = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
  const fresh = Math.abs(Date.now() - Number(timestamp)) < 60_000;
  return fresh && signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const notice: Notice = { at: Date.now(), signed: signedBy(req, raw), changes: (JSON.parse(raw) as { changes: Change[] }).changes };
  notices.push(notice);
  if (mode === 'hang') {
    hanging.push(res);
    return;
  }
  if (watchedArticle) {
    const read = await fetch(`${stack.cmsUrl}/api/articles/${watchedArticle}`);
    notice.seenTitle = ((await read.json()) as { data?: { title?: string } }).data?.title;
    notice.answeredInTime = !res.socket?.destroyed;
  }
  res.writeHead(204).end();
  notice.handled = true;
}

type Answer = { status: number; body: any };
async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const site = (method: string, path: string, body?: unknown, token?: string) => call(stack.apiUrl, method, path, body, token);
const strapi = (method: string, path: string, body?: unknown, token?: string) => call(`${stack.cmsUrl}/api`, method, path, body, token);

/** Runs a write and returns it with the notices Strapi sent while it ran (all received before it answered). */
async function noticesOf(write: () => Promise<Answer>) {
  const from = notices.length;
  const answer = await write();
  return { answer, sent: notices.slice(from) };
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
let adminToken: string;

async function newCategory() {
  const res = await site('POST', '/categories', { name: unique('Cat') }, adminToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string };
}

async function newArticle(category: string, extra: Record<string, unknown> = {}) {
  const res = await site('POST', '/articles', { title: unique('Story'), content: '<p>Body.</p>', status: 'published', category, ...extra }, adminToken);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; slug: string; title: string };
}

async function newReader() {
  const email = `${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Passw0rd-' + randomBytes(3).toString('hex');
  const created = await site('POST', '/auth/register', { firstName: 'Rea', lastName: 'Der', email, password, role: 'user' }, adminToken);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await site('POST', '/auth/login', { email, password });
  return { id: String(login.body.data.user._id), token: login.body.data.token as string, email, password };
}

beforeAll(async () => {
  listener = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const purgeUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/internal/purge`;
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { PURGE_URL: purgeUrl, PURGE_SECRET: SECRET, PURGE_TIMEOUT_MS: String(TIMEOUT_MS) } });
  adminToken = (await site('POST', '/auth/login', ADMIN)).body.data.token;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await stack?.stop();
  listener?.closeAllConnections();
  await new Promise((resolve) => listener?.close(resolve));
});

beforeEach(() => {
  mode = 'answer';
  watchedArticle = null;
});

describe('purge notices from Strapi', () => {
  it('an article edit through the adapters sends one signed notice naming its old and new category', async () => {
    const [before, after] = [await newCategory(), await newCategory()];
    const article = await newArticle(before._id);

    const { answer, sent } = await noticesOf(() => site('PUT', `/articles/${article._id}`, { category: after._id }, adminToken));

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.signed).toBe(true);
    expect(sent[0]!.changes).toEqual([{ type: 'article', id: article._id, slug: article.slug, categoryIds: [before._id, after._id] }]);
  });

  it('creating and deleting an article each send an article notice', async () => {
    const category = await newCategory();
    const created = await noticesOf(async () => {
      const res = await site('POST', '/articles', { title: unique('Story'), content: '<p>Body.</p>', status: 'draft', category: category._id }, adminToken);
      return res;
    });
    expect(created.answer.status).toBe(201);
    const article = created.answer.body.data as { _id: string; slug: string };
    expect(created.sent.flatMap((n) => n.changes)).toContainEqual({ type: 'article', id: article._id, slug: article.slug, categoryIds: [category._id] });

    const deleted = await noticesOf(() => site('DELETE', `/articles/${article._id}`, undefined, adminToken));
    expect(deleted.answer.status).toBe(200);
    expect(deleted.sent).toHaveLength(1);
    expect(deleted.sent[0]!.changes).toContainEqual({ type: 'article', id: article._id, slug: article.slug, categoryIds: [category._id] });
  });

  it("a category created through Strapi's own REST API by an admin sends a category notice", async () => {
    const jwt = (await strapi('POST', '/auth/local', { identifier: ADMIN.email, password: ADMIN.password })).body.jwt as string;
    const { answer, sent } = await noticesOf(() => strapi('POST', '/categories', { data: { name: unique('Direct') } }, jwt));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.changes).toEqual([{ type: 'category', id: answer.body.data.documentId }]);
  });

  it("an article edited in the Strapi panel's content manager sends an article notice", async () => {
    const category = await newCategory();
    const article = await newArticle(category._id);
    const login = await call(stack.cmsUrl, 'POST', '/admin/login', { email: ADMIN.email, password: ADMIN.password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const panel = login.body.data.token as string;
    const path = `/content-manager/collection-types/api::article.article/${article._id}`;

    const { answer, sent } = await noticesOf(() => call(stack.cmsUrl, 'PUT', path, { title: unique('Panel title') }, panel));

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sent.flatMap((n) => n.changes)).toContainEqual({ type: 'article', id: article._id, slug: article.slug, categoryIds: [category._id] });
  });

  it('posting and deleting a comment send a comment notice naming the article', async () => {
    const article = await newArticle((await newCategory())._id);
    const reader = await newReader();

    const posted = await noticesOf(() => site('POST', `/articles/${article._id}/comments`, { content: 'First!' }, reader.token));
    expect(posted.answer.status, JSON.stringify(posted.answer.body)).toBe(201);
    expect(posted.sent).toHaveLength(1);
    expect(posted.sent[0]!.changes).toEqual([{ type: 'comment', articleId: article._id, articleSlug: article.slug }]);

    const removed = await noticesOf(() => site('DELETE', `/comments/${posted.answer.body.data._id}`, undefined, reader.token));
    expect(removed.answer.status, JSON.stringify(removed.answer.body)).toBe(200);
    expect(removed.sent.flatMap((n) => n.changes)).toEqual([{ type: 'comment', articleId: article._id, articleSlug: article.slug }]);
  });

  it('a change of name and a deletion send a user notice; a password change and a sign-in send none', async () => {
    const reader = await newReader();

    const renamed = await noticesOf(() => site('PUT', `/users/${reader.id}`, { firstName: 'Renamed' }, adminToken));
    expect(renamed.answer.status, JSON.stringify(renamed.answer.body)).toBe(200);
    expect(renamed.sent.flatMap((n) => n.changes)).toEqual([{ type: 'user', id: reader.id }]);

    const password = await noticesOf(() => site('PUT', `/users/${reader.id}`, { password: 'An0ther-Passw0rd' }, adminToken));
    expect(password.answer.status, JSON.stringify(password.answer.body)).toBe(200);
    expect(password.sent).toEqual([]);

    const signIn = await noticesOf(() => site('POST', '/auth/login', { email: reader.email, password: 'An0ther-Passw0rd' }));
    expect(signIn.answer.status).toBe(200);
    expect(signIn.sent).toEqual([]);

    const deleted = await noticesOf(() => site('DELETE', `/users/${reader.id}`, undefined, adminToken));
    expect(deleted.answer.status, JSON.stringify(deleted.answer.body)).toBe(200);
    expect(deleted.sent.flatMap((n) => n.changes)).toEqual([{ type: 'user', id: reader.id }]);
  });

  it('likes and views send no notice, also when the counted views are written', async () => {
    const article = await newArticle((await newCategory())._id);
    const reader = await newReader();
    const from = notices.length;

    expect((await site('POST', `/articles/${article._id}/like`, undefined, reader.token)).status).toBe(200);
    expect((await site('POST', `/articles/${article._id}/like`, undefined, reader.token)).status).toBe(200);
    expect((await site('POST', `/articles/${article._id}/like`, undefined, reader.token)).status).toBe(200);
    // Three readers (a view counts once per visitor: address and browser).
    for (let i = 0; i < 3; i++) {
      const view = await fetch(`${stack.apiUrl}/articles/${article._id}/view`, { method: 'POST', headers: { 'user-agent': `Reader ${i}` } });
      expect(view.status).toBe(200);
    }
    // The views are in the database once a flush (every second) has run.
    await vi.waitFor(async () => expect((await strapi('GET', `/articles/${article._id}`)).body.data.views).toBe(3), { timeout: 20_000, interval: 250 });

    expect(notices.slice(from)).toEqual([]);
    // While an edit of the same article does send one.
    const edit = await noticesOf(() => site('PUT', `/articles/${article._id}`, { featured: true }, adminToken));
    expect(edit.answer.status, JSON.stringify(edit.answer.body)).toBe(200);
    expect(edit.sent.flatMap((n) => n.changes)).toEqual([expect.objectContaining({ type: 'article', id: article._id })]);
  });

  it('a notice leaves only after the commit: the listener already reads the new title from Strapi', async () => {
    const article = await newArticle((await newCategory())._id);
    const title = unique('Committed title');
    watchedArticle = article._id;

    const { answer, sent } = await noticesOf(() => site('PUT', `/articles/${article._id}`, { title }, adminToken));

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(sent).toHaveLength(1);
    await vi.waitFor(() => expect(sent[0]!.handled).toBe(true), { timeout: 10_000 });
    // Sent inside the transaction, PostgreSQL would show the old title; SQLite (one connection) would make the
    // listener's read wait until Strapi gave up on the notice.
    expect(sent[0]).toMatchObject({ seenTitle: title, answeredInTime: true });
  });

  it('a published article whose publishDate is 3 s ahead produces an article notice when it comes due, with no write', async () => {
    const category = await newCategory();
    const due = Date.now() + 3000;
    const article = await newArticle(category._id, { publishDate: new Date(due).toISOString() });
    // Not public yet.
    expect((await strapi('GET', `/articles/${article._id}`)).status).toBe(404);
    const from = notices.length;

    const expected = { type: 'article', id: article._id, slug: article.slug, categoryIds: [category._id] };
    await vi.waitFor(() => expect(notices.slice(from).flatMap((n) => n.changes)).toContainEqual(expected), { timeout: 15_000, interval: 100 });

    const notice = notices.slice(from).find((n) => n.changes.some((c) => c.id === article._id))!;
    expect(notice.signed).toBe(true);
    expect(notice.at).toBeGreaterThanOrEqual(due);
    // Public by then.
    expect((await strapi('GET', `/articles/${article._id}`)).status).toBe(200);
  });

  it('a listener that never answers delays a write by no more than PURGE_TIMEOUT_MS, and the write succeeds', async () => {
    const article = await newArticle((await newCategory())._id);
    mode = 'hang';
    const title = unique('Written anyway');

    const started = Date.now();
    const { answer, sent } = await noticesOf(() => site('PUT', `/articles/${article._id}`, { title }, adminToken));
    const took = Date.now() - started;

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.title).toBe(title);
    expect(sent).toHaveLength(1);
    // Strapi waited for the notice (it is awaited before the answer), but gave up after the timeout.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(took).toBeLessThan(TIMEOUT_MS + 10_000);
    expect(stack.cmsLog()).toMatch(/\[purge\] notice of 1 change\(s\) to http:\/\/127\.0\.0\.1:\d+\/internal\/purge failed: no answer within 1500 ms/);
    expect(stack.cmsLog()).not.toContain(SECRET);
  });
});

describe('without PURGE_SECRET', () => {
  let bare: Stack;
  beforeAll(async () => {
    const purgeUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/internal/purge`;
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    bare = await startStack({ postgresUrl, extraEnv: { PURGE_URL: purgeUrl, PURGE_SECRET: '', READ_CACHE_MAX_BYTES: '0' } });
  });
  afterAll(async () => {
    await bare?.stop();
  });

  it('Strapi warns once at start and sends no notice for a write', async () => {
    const token = (await call(bare.apiUrl, 'POST', '/auth/login', ADMIN)).body.data.token as string;
    const from = notices.length;
    const created = await call(bare.apiUrl, 'POST', '/categories', { name: unique('Quiet') }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(notices.slice(from)).toEqual([]);
    expect(bare.cmsLog().match(/PURGE_SECRET is not set/g)).toHaveLength(1);
  });
});

