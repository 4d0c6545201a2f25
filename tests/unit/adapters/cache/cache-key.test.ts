import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../../../adapters/src/cache/cache-key.js';

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
