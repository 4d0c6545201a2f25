import { describe, expect, it } from 'vitest';
import { apiCacheScope } from '../../../../adapters/src/middleware/cache-control.js';
import { readEnv } from '../../../../adapters/src/env.js';

const scope = (method: string, url: string, hasToken = false) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  return apiCacheScope(method, pathname, searchParams, hasToken);
};

/** docs/product.md#freshness; headers: docs/operations.md#caching-headers */
describe('apiCacheScope', () => {
  it('anonymous reads of articles, lists, search and comments are public', () => {
    for (const url of ['/articles', '/articles?search=flood&page=2', '/articles/some-slug', '/articles/abc123/comments']) {
      expect(scope('GET', url), url).toBe('public');
      expect(scope('HEAD', url), url).toBe('public');
    }
  });

  it('categories are public without a token, private with one (the caller may have just changed them)', () => {
    expect(scope('GET', '/categories')).toBe('public');
    expect(scope('GET', '/categories/news')).toBe('public');
    expect(scope('GET', '/categories', true)).toBe('private');
  });

  it('a token, a staff status= list, account and newsroom routes, and every write are private', () => {
    expect(scope('GET', '/articles', true)).toBe('private');
    expect(scope('GET', '/articles/some-slug', true)).toBe('private');
    expect(scope('GET', '/articles?status=draft')).toBe('private');
    for (const url of ['/auth/me', '/users', '/analytics/dashboard', '/health', '/articles/a/b/c']) expect(scope('GET', url), url).toBe('private');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expect(scope(method, '/articles'), method).toBe('private');
    expect(scope('POST', '/articles/x/view')).toBe('private');
  });

  it('PUBLIC_CACHE_CONTROL has a default and must start with public', () => {
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0' }).PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0', PUBLIC_CACHE_CONTROL: 'public, s-maxage=10' }).PUBLIC_CACHE_CONTROL).toBe('public, s-maxage=10');
    expect(() => readEnv({ READ_CACHE_MAX_BYTES: '0', PUBLIC_CACHE_CONTROL: 'private' })).toThrow(/PUBLIC_CACHE_CONTROL/);
  });
});
