import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadCache, STALE_IF_ERROR_WAIT_MS, type ReadCache } from '../../../../adapters/src/cache/read-cache.js';

/**
 * The read cache in front of a stand-in app (cache/read-cache.ts): what a refresh does with the answer it keeps.
 * The cache's work with the real Strapi is tests/integration/read-cache.test.ts.
 */
let server: Server | undefined;
let cache: ReadCache | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await cache?.close();
  server = undefined;
  cache = undefined;
});

/** An app answering the comments of one article with the statuses of `statuses`, one per call (the last one after). */
function appAnswering(statuses: number[]) {
  let calls = 0;
  const app: RequestListener = (_req, res) => {
    const status = statuses[Math.min(calls, statuses.length - 1)]!;
    calls += 1;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': status === 200 ? 'public, max-age=0, s-maxage=5' : 'private, no-store',
    });
    res.end(JSON.stringify(status === 200 ? { success: true, data: [{ content: `comment of call ${calls}` }] } : { success: false, message: 'Article not found' }));
  };
  return { app, calls: () => calls };
}

/** A site whose cached answers are stale at once and served stale for a minute while one refresh runs. */
async function siteWith(app: RequestListener, timing: { staleMs?: number; staleIfErrorMs?: number } = {}) {
  cache = await createReadCache(app, { maxBytes: 1024 * 1024, freshMs: 0, staleMs: 60_000, ...timing });
  const front = cache;
  server = createServer((req, res) => {
    if (!front.serve(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, cache: res.headers.get('x-cache'), retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { data?: unknown } };
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a refresh of a kept answer', () => {
  it('that answers 404 (the article was unpublished or deleted) removes the kept answer: the next read is the 404', async () => {
    const upstream = appAnswering([200, 404]);
    const get = await siteWith(upstream.app);
    const path = '/api/articles/the-story/comments';
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    // Stale: served once more while the refresh runs, which meets the 404.
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE' });
    await settled();
    const after = await get(path);
    expect(after.status).toBe(404);
    expect(after.body).toEqual({ success: false, message: 'Article not found' });
    expect(upstream.calls()).toBe(3);
  });

  it('that fails with a 5xx keeps the answer for the rest of its stale time', async () => {
    const upstream = appAnswering([200, 502]);
    const get = await siteWith(upstream.app);
    const path = '/api/articles/the-story/comments';
    expect((await get(path)).status).toBe(200);
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE' });
    await settled();
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE', body: { data: [{ content: 'comment of call 1' }] } });
  });
});

/** An app whose first answer is the comments, and every later one `failure` (the content service away). */
function appFailingAfterFirst(failure: (res: import('node:http').ServerResponse) => void) {
  let calls = 0;
  const app: RequestListener = (_req, res) => {
    calls += 1;
    if (calls > 1) return failure(res);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=5' });
    res.end(JSON.stringify({ success: true, data: [{ content: 'the kept comment' }] }));
  };
  return app;
}
const unavailable = (res: import('node:http').ServerResponse) => {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store', 'retry-after': '30' });
  res.end(JSON.stringify({ success: false, message: 'The content service is unavailable; please try again shortly' }));
};

describe('stale-if-error: a kept answer past its stale time', () => {
  const path = '/api/articles/the-story/comments';

  it('stands in for a refresh that fails with a 5xx, marked STALE-IF-ERROR', async () => {
    const get = await siteWith(appFailingAfterFirst(unavailable), { staleMs: 0, staleIfErrorMs: 60_000 });
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    for (let i = 0; i < 2; i++) {
      expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', body: { data: [{ content: 'the kept comment' }] } });
    }
  });

  it('is not served once older than the stale-if-error time: the failure is answered, with its Retry-After', async () => {
    const get = await siteWith(appFailingAfterFirst(unavailable), { staleMs: 0, staleIfErrorMs: 0 });
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    expect(await get(path)).toMatchObject({ status: 503, retryAfter: '30', body: { success: false } });
  });

  it('stands in for a refresh that does not answer within the bounded wait', async () => {
    const get = await siteWith(
      appFailingAfterFirst(() => undefined),
      { staleMs: 0, staleIfErrorMs: 60_000 },
    );
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    const started = Date.now();
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALE_IF_ERROR_WAIT_MS - 50);
    expect(Date.now() - started).toBeLessThan(STALE_IF_ERROR_WAIT_MS + 2000);
  }, 15_000);
});

describe('an answer a write made stale (a purge)', () => {
  const path = '/api/articles/the-story/comments';
  const commentChanged = [{ type: 'comment' as const, articleId: 'the-story' }];

  it('is asked for afresh at once, not served as it is', async () => {
    const upstream = appAnswering([200]);
    const get = await siteWith(upstream.app);
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    cache!.purge(commentChanged);
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS', body: { data: [{ content: 'comment of call 2' }] } });
  });

  it('still stands in, marked STALE-IF-ERROR, while the content service is away', async () => {
    const get = await siteWith(appFailingAfterFirst(unavailable), { staleIfErrorMs: 60_000 });
    expect(await get(path)).toMatchObject({ status: 200, cache: 'MISS' });
    cache!.purge(commentChanged);
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR', body: { data: [{ content: 'the kept comment' }] } });
    // Every answer superseded (a category renamed, or the content service back after an absence): the same.
    cache!.purge([{ type: 'all' }]);
    expect(await get(path)).toMatchObject({ status: 200, cache: 'STALE-IF-ERROR' });
  });

  it("is dropped when it is the changed article's own: a story taken down never stands in", async () => {
    let calls = 0;
    const app: RequestListener = (req, res) => {
      calls += 1;
      if (calls > 1) return unavailable(res);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=5' });
      res.end(JSON.stringify({ success: true, data: { _id: 'a1', slug: 'the-story', title: 'Taken down' } }));
    };
    const get = await siteWith(app, { staleIfErrorMs: 60_000 });
    expect(await get('/api/articles/the-story')).toMatchObject({ status: 200, cache: 'MISS' });
    cache!.purge([{ type: 'article', id: 'a1', slug: 'the-story', categoryIds: [] }]);
    expect(await get('/api/articles/the-story')).toMatchObject({ status: 503, retryAfter: '30' });
  });
});
