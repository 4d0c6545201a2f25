import { describe, expect, it } from 'vitest';
import { createAnswerStore, type StoredAnswer } from '../../../../adapters/src/cache/answer-store.js';
import { encodings } from '../../../../adapters/src/cache/encode.js';
import { ALL } from '../../../../adapters/src/cache/tags.js';

describe('answer store', () => {
  const answer = (bytes: number, tags: string[]): StoredAnswer => ({
    status: 200,
    headers: {},
    body: Buffer.alloc(bytes),
    gzip: null,
    br: null,
    etag: 'W/"x"',
    tags,
    storedAt: Date.now(),
  });

  it('marks exactly the answers carrying a purged tag superseded, and drops those whose tag is to be dropped', () => {
    const store = createAnswerStore(1_000_000);
    store.set('/a', answer(10, ['article:1', 'category:c']));
    store.set('/b', answer(10, ['article:2']));
    store.set('/list', answer(10, ['articles']));
    store.purge(['category:c']);
    expect(store.get('/a')?.superseded).toBe(true);
    expect(store.get('/b')?.superseded).toBeUndefined();
    store.purge(['article:2'], (tag) => tag.startsWith('article:'));
    expect(store.get('/b')).toBeUndefined();
    store.purge([ALL]);
    expect(store.size).toBe(2);
    expect([store.get('/a')?.superseded, store.get('/list')?.superseded]).toEqual([true, true]);
  });

  it('keeps its bytes under the bound, least recently used out first, and forgets the tags of what it drops', () => {
    // Room for two such answers, not three (what one costs, as the store counts it).
    const probe = createAnswerStore(1_000_000);
    probe.set('/1', answer(900, ['t1']));
    const bound = Math.floor(probe.bytes * 2.5);
    const store = createAnswerStore(bound);
    store.set('/1', answer(900, ['t1']));
    store.set('/2', answer(900, ['t2']));
    store.get('/1');
    store.set('/3', answer(900, ['t3']));
    expect(store.bytes).toBeLessThanOrEqual(bound);
    expect(store.get('/2')).toBeUndefined();
    expect(store.get('/1')).toBeDefined();
    // A re-stored key with new tags is purged by the new ones only.
    store.set('/1', answer(10, ['t9']));
    store.purge(['t1']);
    expect(store.get('/1')?.superseded).toBeUndefined();
    store.purge(['t9']);
    expect(store.get('/1')?.superseded).toBe(true);
  });

  it('counts all the memory its answers keep alive, so the bound it keeps is the memory the process uses', async () => {
    // A public answer as the app makes it: its security headers, a fresh ETag, a small JSON body (pooled by
    // Buffer.concat) compressed by zlib (a slice of its output chunk).
    const headers = (n: number): Record<string, string> => ({
      'content-security-policy': `default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'`,
      'permissions-policy': 'geolocation=(self), fullscreen=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=()',
      'cache-control': 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      'content-type': 'application/json; charset=utf-8',
      etag: `W/"${n.toString(16)}-ec5alDizkRPrxQDjakkgUv5sQA4"`,
    });
    const maxBytes = 1_000_000;
    const store = createAnswerStore(maxBytes);
    for (let n = 0; n < 300; n += 1) {
      const body = Buffer.concat([Buffer.from(JSON.stringify({ data: { articles: [{ title: `Search ${n}`, summary: 'A short text. '.repeat(90) }] } }))]);
      store.set(`/api/articles?q=s${n}`, { ...answer(0, ['articles']), headers: headers(n), body, ...(await encodings(body)) });
    }
    const kept = Array.from({ length: 300 }, (_, n) => store.get(`/api/articles?q=s${n}`)).filter((a) => a !== undefined);
    const buffers = new Set(kept.flatMap((a) => [a.body, a.gzip, a.br]).flatMap((bytes) => (bytes ? [bytes.buffer] : [])));
    const bufferBytes = [...buffers].reduce((sum, memory) => sum + memory.byteLength, 0);
    const headerChars = kept.reduce((sum, a) => sum + Object.entries(a.headers).join('').length, 0);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((a) => a.gzip && a.br)).toBe(true);
    expect(bufferBytes + headerChars).toBeLessThanOrEqual(store.bytes);
    expect(store.bytes).toBeLessThanOrEqual(maxBytes);
  });
});
