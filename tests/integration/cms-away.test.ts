import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, loginAdmin, signUpAs, useStack } from '../support/api.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Readers keep reading while the CMS is away (docs/product.md#when-the-cms-is-away;
 * docs/decisions/0024-supervisor-and-stale-if-error.md): with Strapi stopped, what the read cache holds is served
 * (`X-Cache: STALE-IF-ERROR`), what it does not is a 503 with `Retry-After` at once, `/api/ready` says 503; when
 * Strapi is started again the adapters (never restarted) answer everything afresh.
 *
 * An own stack whose kept answers are past their fresh and stale times at once: every read asks Strapi, so only
 * stale-if-error can answer one while it is away.
 */
const ALWAYS_REFRESHED = { READ_CACHE_FRESH_MS: '0', READ_CACHE_STALE_MS: '0' };

describe('while the CMS is away', () => {
  let stack: Stack;
  let read: { _id: string; slug: string; title: string };
  let unread: { _id: string; slug: string; title: string };
  let never: { _id: string; slug: string; title: string };
  let readerToken: string;
  const page = (slug: string) => fetch(`${stack.siteUrl}/article/${slug}`);
  const timed = async <T>(call: () => Promise<T>) => {
    const started = Date.now();
    const result = await call();
    return { result, ms: Date.now() - started };
  };

  beforeAll(async () => {
    const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    stack = await startStack({ postgresUrl, extraEnv: ALWAYS_REFRESHED });
    useStack(stack);
    const admin = await loginAdmin();
    [read, unread, never] = [await createArticle(admin), await createArticle(admin), await createArticle(admin)];
    readerToken = (await signUpAs('user')).token;
    // Read once each (the answer and the page are kept); the other article never.
    expect((await api('GET', `/articles/${read._id}`)).status).toBe(200);
    expect((await page(read.slug)).status).toBe(200);
    expect((await api('GET', `/articles/${read._id}`)).headers.get('x-cache')).toBe('MISS');
    expect((await api('GET', '/articles?limit=5', { token: readerToken })).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('Strapi stopped: a kept answer is served, marked STALE-IF-ERROR, and so is its article page', async () => {
    await stack.stopCms();
    const answer = await api('GET', `/articles/${read._id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBe('STALE-IF-ERROR');
    expect(answer.body.data).toMatchObject({ _id: read._id, title: read.title });

    // A signed-in reader, whose role cannot be asked now, is served the kept list every reader shares, kept private.
    const signedIn = await api('GET', '/articles?limit=5', { token: readerToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache')).toBe('STALE-IF-ERROR');
    expect(signedIn.headers.get('cache-control')).toMatch(/no-store/);

    // The page: the kept page, or rendered again from the kept answers its data come from.
    const html = await page(read.slug);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain(read.title);
  });

  it('what is not kept is a 503 with Retry-After at once: the envelope for the API, a page for a reader address', async () => {
    const { result: answer, ms } = await timed(() => api('GET', `/articles/${unread._id}`));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ success: false, message: 'The content service is unavailable; please try again shortly' });
    expect(ms).toBeLessThan(5000);

    const { result: html, ms: pageMs } = await timed(() => page(unread.slug));
    expect(html.status).toBe(503);
    expect(html.headers.get('retry-after')).toBe('30');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(pageMs).toBeLessThan(5000);
  });

  it('ready is a 503 with Retry-After; health still answers', async () => {
    const ready = await api('GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('30');
    expect(ready.body).toMatchObject({ success: false, message: 'Not ready' });
    expect((await api('GET', '/health')).status).toBe(200);
  });

  it('a write is refused with a 503, nothing pretends it was kept', async () => {
    const res = await api('PUT', `/articles/${read._id}`, { token: await loginAdmin(), body: { title: 'Written while away' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false });
  });

  it('Strapi started again, the adapters untouched: ready, and every read answered afresh', async () => {
    await stack.startCms();
    expect((await api('GET', '/ready')).status).toBe(200);
    const answer = await api('GET', `/articles/${unread._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: unread._id, title: unread.title });
    const again = await api('GET', `/articles/${read._id}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(again.body.data.title).toBe(read.title);
    expect((await page(unread.slug)).status).toBe(200);
  });

  it('Strapi hanging (accepting, never answering): a kept answer within 5 s, what is not kept a 503 within 10 s', { timeout: 60_000 }, async () => {
    stack.pauseCms();
    try {
      const kept = await timed(() => api('GET', `/articles/${read._id}`));
      expect(kept.result.status).toBe(200);
      expect(kept.result.headers.get('x-cache')).toBe('STALE-IF-ERROR');
      expect(kept.ms).toBeLessThan(7_000);

      // The API answer and the page of an article never read: every Strapi call of the read shares one deadline.
      const [answer, html] = await Promise.all([timed(() => api('GET', `/articles/${never._id}`)), timed(() => page(never.slug))]);
      expect(answer.result.status).toBe(503);
      expect(answer.result.headers.get('retry-after')).toBe('30');
      expect(answer.ms).toBeLessThan(10_000);
      expect(html.result.status).toBe(503);
      expect(html.ms).toBeLessThan(10_000);
    } finally {
      stack.resumeCms();
    }
    expect((await api('GET', `/articles/${never._id}`)).status).toBe(200);
  });
});
