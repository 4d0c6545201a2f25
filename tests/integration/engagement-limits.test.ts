import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api, cms, createArticle, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * How fast readers may comment and how often a view counts, on a stack of its own with small limits: three
 * comments per account and five per address a minute; a view once per visitor (address and browser) and article
 * in four seconds. Addresses are told by X-Forwarded-For, which the site trusts from the loopback here.
 */
const LIMITS = {
  COMMENT_LIMIT_PER_ACCOUNT: '3',
  COMMENT_LIMIT_PER_IP: '5',
  COMMENT_LIMIT_WINDOW_MS: '60000',
  VIEW_REPEAT_WINDOW_MS: '4000',
  VIEW_FLUSH_MS: '200',
  TRUST_PROXY: 'loopback',
};
const ACCOUNT_LIMITED = 'You are commenting too often. Please wait a minute and try again.';
const ADDRESS_LIMITED = 'Too many comments from this address. Please wait a minute and try again.';

let stack: Stack;
let editor: Account;

beforeAll(async () => {
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: LIMITS });
  useStack(stack);
  editor = await signUpAs('editor');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const from = (address: string, userAgent = 'Test browser') => ({ 'x-forwarded-for': address, 'user-agent': userAgent });
const comment = (article: string, account: Account, address: string, content = unique('Comment')) =>
  api('POST', `/articles/${article}/comments`, { token: account.token, body: { content }, headers: from(address) });

describe('comments', () => {
  it('an account posts at most its comments a minute, from any address, and the next is a 429 with the reason', async () => {
    const article = await createArticle(editor.token);
    const reader = await signUpAs('user');
    for (let i = 0; i < 3; i++) expect((await comment(article._id, reader, '203.0.113.1')).status).toBe(201);
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      const refused = await comment(article._id, reader, address);
      expect(refused.status, JSON.stringify(refused.body)).toBe(429);
      expect(refused.body).toEqual({ success: false, message: ACCOUNT_LIMITED });
    }
    // Directly on Strapi the same limit holds.
    const direct = await cms('POST', `/articles/${article._id}/comments`, { token: reader.token, body: { data: { content: 'Direct' } } });
    expect(direct.status).toBe(429);
    // Nothing refused was stored; other readers still comment.
    expect((await api('GET', `/articles/${article._id}/comments`)).body.data).toHaveLength(3);
    expect((await comment(article._id, await signUpAs('user'), '203.0.113.3')).status).toBe(201);
  });

  it('one address posts at most its comments a minute, whatever the accounts; a refused comment is not counted', async () => {
    const article = await createArticle(editor.token);
    const [first, second] = [await signUpAs('user'), await signUpAs('user')];
    for (let i = 0; i < 3; i++) expect((await comment(article._id, first, '198.51.100.7')).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await comment(article._id, second, '198.51.100.7')).status).toBe(201);
    const refused = await comment(article._id, second, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: ADDRESS_LIMITED });
    // The second reader's refused comment did not use up their own allowance.
    expect((await comment(article._id, second, '198.51.100.8')).status).toBe(201);
  });

  it('a comment refused for its content counts against nothing', async () => {
    const article = await createArticle(editor.token);
    const reader = await signUpAs('user');
    for (let i = 0; i < 5; i++) expect((await comment(article._id, reader, '192.0.2.50', '   ')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await comment(article._id, reader, '192.0.2.50')).status).toBe(201);
  });
});

describe('views', () => {
  const view = (article: string, headers: Record<string, string>) => api('POST', `/articles/${article}/view`, { headers });
  const stored = async (article: string) => (await api('GET', `/articles/${article}`)).body.data.views as number;

  it('a visitor counts once per article in the window; another browser, address or article counts; the window passes', async () => {
    const article = await createArticle(editor.token);
    const other = await createArticle(editor.token);
    const visitor = from('203.0.113.20', 'Firefox/140');
    expect((await view(article._id, visitor)).body.data).toEqual({ views: 1 });
    for (let i = 0; i < 5; i++) expect((await view(article.slug, visitor)).body.data).toEqual({ views: 1 });
    expect((await view(article._id, from('203.0.113.20', 'Chrome/139'))).body.data).toEqual({ views: 2 });
    expect((await view(article._id, from('203.0.113.21', 'Firefox/140'))).body.data).toEqual({ views: 3 });
    expect((await view(other._id, visitor)).body.data).toEqual({ views: 1 });
    // Directly on Strapi the visitor is the same: not counted again.
    const direct = await cms('POST', `/articles/${article._id}/view`, { headers: visitor });
    expect(direct.body.data).toEqual({ views: 3 });
    await vi.waitFor(async () => expect(await stored(article._id)).toBe(3), { timeout: 20_000, interval: 250 });

    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect((await view(article._id, visitor)).body.data).toEqual({ views: 4 });
    await vi.waitFor(async () => expect(await stored(article._id)).toBe(4), { timeout: 20_000, interval: 250 });
  });
});
