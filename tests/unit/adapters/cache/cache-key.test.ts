import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../../../adapters/src/cache/cache-key.js';

const LIST = new Set(['page', 'limit', 'tag', 'search']);
const key = (url: string, reads: ReadonlySet<string> = LIST) => {
  const { pathname, searchParams } = new URL(url, 'http://x');
  return cacheKey(pathname, searchParams, reads);
};

describe('cache keys', () => {
  it('one key for the same query in any order; repeated values keep their order', () => {
    expect(key('/api/articles?page=2&limit=12')).toBe(key('/api/articles?limit=12&page=2'));
    expect(key('/api/articles?tag=b&tag=a')).not.toBe(key('/api/articles?tag=a&tag=b'));
    expect(key('/api/articles')).toBe('/api/articles');
    expect(key('/api/articles?search=a%20b')).toBe(key('/api/articles?search=a+b'));
  });

  it('keeps only the parameters the route reads: junk makes no new key', () => {
    expect(key('/api/articles?limit=3&junk=1')).toBe('/api/articles?limit=3');
    expect(key('/api/articles?junk=2&limit=3&utm_source=x')).toBe(key('/api/articles?limit=3&junk=1'));
    expect(key('/api/articles?junk=1', new Set())).toBe('/api/articles');
    expect(key('/api/articles?limit=3')).not.toBe(key('/api/articles?limit=4'));
  });
});
