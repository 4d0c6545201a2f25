import type { RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createFiller, fillHeaders } from '../../../../adapters/src/cache/fill.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An app whose n-th request (1-based) is met by closing its connection without an answer. */
function appClosingOn(drop: (n: number) => boolean) {
  let n = 0;
  const seen: string[] = [];
  const app: RequestListener = (req, res) => {
    n += 1;
    seen.push(`${n} ${req.url}`);
    if (drop(n)) {
      req.socket.destroy();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ n }));
  };
  return { app, seen };
}

describe('read cache fills over the loopback (cache/fill.ts)', () => {
  it('asks again once on a new connection when a kept-alive connection closes under the request', async () => {
    // The server closing an idle connection just as the next request goes out on it (Node's keep-alive race)
    // looked to a reader like "Could not reach the server" (a 503 page) on a busy machine.
    const { app, seen } = appClosingOn((n) => n === 2);
    const filler = await createFiller(app);
    close = filler.close;

    const first = await filler.fill('/api/one', {});
    expect(first.status).toBe(200);
    const second = await filler.fill('/api/two', {}); // sent on the kept-alive connection of the first
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body.toString())).toEqual({ n: 3 });
    expect(seen).toEqual(['1 /api/one', '2 /api/two', '3 /api/two']);
  });

  it('does not ask again when a new connection fails, nor more than once', async () => {
    const fresh = appClosingOn((n) => n === 1);
    const filler = await createFiller(fresh.app);
    close = filler.close;
    await expect(filler.fill('/api/one', {})).rejects.toThrow();
    expect(fresh.seen).toEqual(['1 /api/one']);

    await filler.close();
    const always = appClosingOn((n) => n > 1);
    const again = await createFiller(always.app);
    close = again.close;
    expect((await again.fill('/api/one', {})).status).toBe(200);
    await expect(again.fill('/api/two', {})).rejects.toThrow();
    expect(always.seen).toEqual(['1 /api/one', '2 /api/two', '3 /api/two']);
  });
});

describe('what a fill sends of the reader\'s request', () => {
  it('only the headers the answer depends on: never credentials, validators, encodings or a 16 kB block of others', async () => {
    const reader = {
      authorization: 'Bearer abc',
      cookie: 'a=b',
      'accept-encoding': 'br',
      'if-none-match': '"x"',
      'accept-language': 'fr',
      'user-agent': 'x'.repeat(16_000),
      'x-padding': 'y'.repeat(16_000),
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      host: 'example.com',
    };
    expect(fillHeaders(reader)).toEqual({ 'x-forwarded-proto': 'https' });
    expect(fillHeaders({ 'x-forwarded-proto': 'h'.repeat(10_000) })).toEqual({});

    let seen: Record<string, unknown> = {};
    const filler = await createFiller((req, res) => {
      seen = req.headers;
      res.end('{}');
    });
    close = filler.close;
    const filled = await filler.fill('/api/articles', reader);
    expect(filled.status).toBe(200);
    expect(Object.keys(seen).sort()).toEqual(['connection', 'host', 'x-forwarded-proto']);
    expect(seen.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

