import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../adapters/src/cache/cache-key.js';
import { ALL, isReaderPage, tagsForAnswer, tagsForChange, tagsForFeed } from '../../adapters/src/cache/tags.js';
import { pickEncoding } from '../../adapters/src/cache/encode.js';
import { signPurge, verifyPurge } from '../../adapters/src/cache/purge-receiver.js';
import { createAnswerStore, type StoredAnswer } from '../../adapters/src/cache/answer-store.js';
import { purgeNoticeSchema } from '@bulletin/contract';
import { readEnv } from '../../adapters/src/env.js';

const key = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  return cacheKey(pathname, searchParams);
};

describe('cache keys', () => {
  it('one key for the same query in any order; repeated values keep their order', () => {
    expect(key('/api/articles?page=2&limit=12')).toBe(key('/api/articles?limit=12&page=2'));
    expect(key('/api/articles?tag=b&tag=a')).not.toBe(key('/api/articles?tag=a&tag=b'));
    expect(key('/api/articles')).toBe('/api/articles');
    expect(key('/api/articles?search=a%20b')).toBe(key('/api/articles?search=a+b'));
  });
});

describe('tags', () => {
  it('an article answer carries its id, its address and its category (related articles come from it)', () => {
    const body = { data: { _id: 'doc1', slug: 'the-story', category: { _id: 'cat1' } } };
    expect(tagsForAnswer('/articles/the-story', body)?.sort()).toEqual(['article:doc1', 'article:the-story', 'category:cat1']);
    expect(tagsForAnswer('/articles', { data: { articles: [] } })).toEqual(['articles']);
    expect(tagsForAnswer('/articles/doc1/comments', { data: [] })).toEqual(['comments:doc1']);
    expect(tagsForAnswer('/categories/news', { data: {} })).toEqual(['categories']);
    expect(tagsForAnswer('/users', { data: [] })).toBeNull();
    expect(tagsForAnswer('/articles/%E0%A4%A', { data: {} })).toBeNull();
  });

  it('an article change purges the article, both categories, every list and the counts; names purge everything', () => {
    const tags = tagsForChange({ type: 'article', id: 'doc1', slug: 's', categoryIds: ['a', 'b'] });
    expect(tags).toEqual(expect.arrayContaining(['article:doc1', 'article:s', 'category:a', 'category:b', 'articles', 'categories']));
    expect(tagsForChange({ type: 'comment', articleId: 'doc1', articleSlug: 's' })).toEqual(expect.arrayContaining(['comments:doc1', 'comments:s']));
    expect(tagsForChange({ type: 'category', id: 'c' })).toEqual([ALL]);
    expect(tagsForChange({ type: 'user', id: '7' })).toEqual([ALL]);
  });

  it('feeds are kept as lists: any article or category change purges them; other pages are not kept', () => {
    for (const feed of ['/rss.xml', '/category/world/rss.xml', '/sitemap.xml', '/sitemaps/articles-1.xml', '/news-sitemap.xml', '/robots.txt']) {
      expect(tagsForFeed(feed), feed).toEqual(['articles', 'categories']);
    }
    for (const page of ['/', '/article/x', '/category/world', '/sitemaps/a/b.xml']) expect(tagsForFeed(page), page).toBeNull();
  });

  it('reader pages are every address but the API, files, uploads, assets and the newsroom and account screens', () => {
    for (const page of ['/', '/article/some-story', '/category/world', '/search', '/about']) expect(isReaderPage(page), page).toBe(true);
    for (const other of ['/api/articles', '/uploads/a.png', '/assets/index-abc.js', '/admin', '/admin/articles', '/login', '/register', '/favicon.svg', '/internal/purge']) {
      expect(isReaderPage(other), other).toBe(false);
    }
    expect(tagsForChange({ type: 'comment', articleId: 'a' })).toContain('pages');
    expect(tagsForChange({ type: 'article', id: 'a', categoryIds: [] })).toContain('pages');
  });

  it('a notice is checked before it purges anything', () => {
    expect(purgeNoticeSchema.safeParse({ changes: [{ type: 'article', id: 'x' }] }).success).toBe(true);
    expect(purgeNoticeSchema.safeParse({ changes: [] }).success).toBe(false);
    expect(purgeNoticeSchema.safeParse({ changes: [{ type: 'drop-table' }] }).success).toBe(false);
  });
});

describe('encodings', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });

  it('gives the same choice for a header value read before (each value is read once)', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
      expect(pickEncoding('identity, *;q=0')).toBeNull();
    }
  });
});

describe('purge signatures', () => {
  const secret = 's'.repeat(40);
  const body = '{"changes":[{"type":"all"}]}';
  it('accepts the shared secret over timestamp and body, nothing else', () => {
    const ts = String(Date.now());
    expect(verifyPurge(secret, ts, signPurge(secret, ts, body), body)).toBe(true);
    expect(verifyPurge(secret, ts, signPurge('x'.repeat(40), ts, body), body)).toBe(false);
    expect(verifyPurge(secret, ts, signPurge(secret, ts, body), body.replace('all', 'al'))).toBe(false);
    expect(verifyPurge(secret, ts, undefined, body)).toBe(false);
    expect(verifyPurge(secret, ts, 'zz', body)).toBe(false);
  });
  it('refuses a notice replayed after a minute', () => {
    const old = String(Date.now() - 120_000);
    expect(verifyPurge(secret, old, signPurge(secret, old, body), body)).toBe(false);
  });
});

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

  it('drops exactly the answers carrying a purged tag', () => {
    const store = createAnswerStore(1_000_000);
    store.set('/a', answer(10, ['article:1', 'category:c']));
    store.set('/b', answer(10, ['article:2']));
    store.set('/list', answer(10, ['articles']));
    store.purge(['category:c']);
    expect(store.get('/a')).toBeUndefined();
    expect(store.get('/b')).toBeDefined();
    store.purge([ALL]);
    expect(store.size).toBe(0);
  });

  it('keeps its bytes under the bound, least recently used out first, and forgets the tags of what it drops', () => {
    const store = createAnswerStore(3000);
    store.set('/1', answer(900, ['t1']));
    store.set('/2', answer(900, ['t2']));
    store.get('/1');
    store.set('/3', answer(900, ['t3']));
    expect(store.bytes).toBeLessThanOrEqual(3000);
    expect(store.get('/2')).toBeUndefined();
    expect(store.get('/1')).toBeDefined();
    // A re-stored key with new tags is purged by the new ones only.
    store.set('/1', answer(10, ['t9']));
    store.purge(['t1']);
    expect(store.get('/1')).toBeDefined();
    store.purge(['t9']);
    expect(store.get('/1')).toBeUndefined();
  });
});

describe('read cache settings', () => {
  it('requires the shared purge secret while the cache is on', () => {
    expect(() => readEnv({})).toThrow(/PURGE_SECRET/);
    expect(() => readEnv({ PURGE_SECRET: 'short' })).toThrow(/PURGE_SECRET/);
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0' }).READ_CACHE_MAX_BYTES).toBe(0);
    expect(readEnv({ PURGE_SECRET: 'p'.repeat(32), READ_CACHE_MAX_BYTES: '16mb' }).READ_CACHE_MAX_BYTES).toBe(16 * 1024 * 1024);
  });
});
