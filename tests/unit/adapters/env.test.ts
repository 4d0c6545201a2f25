import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../adapters/src/env.js';

describe('read cache settings', () => {
  it('requires the shared purge secret while the cache is on', () => {
    expect(() => readEnv({})).toThrow(/PURGE_SECRET/);
    expect(() => readEnv({ PURGE_SECRET: 'short' })).toThrow(/PURGE_SECRET/);
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0' }).READ_CACHE_MAX_BYTES).toBe(0);
    expect(readEnv({ PURGE_SECRET: 'p'.repeat(32), READ_CACHE_MAX_BYTES: '16mb' }).READ_CACHE_MAX_BYTES).toBe(16 * 1024 * 1024);
  });
});

describe('feed settings', () => {
  it('PUBLIC_URL loses its trailing slash and must be an http(s) address; SITEMAP_PAGE_SIZE is 1 to 50,000', () => {
    const base = { READ_CACHE_MAX_BYTES: '0' };
    expect(readEnv(base).PUBLIC_URL).toBe('http://localhost:5000');
    expect(readEnv(base).SITEMAP_PAGE_SIZE).toBe(1_000);
    expect(readEnv({ ...base, PUBLIC_URL: 'https://news.example.com/' }).PUBLIC_URL).toBe('https://news.example.com');
    for (const bad of ['news.example.com', 'ftp://x', 'https://x/?a=1', 'javascript:alert(1)']) {
      expect(() => readEnv({ ...base, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
    for (const bad of ['0', '50001', 'many']) expect(() => readEnv({ ...base, SITEMAP_PAGE_SIZE: bad }), bad).toThrow(/SITEMAP_PAGE_SIZE/);
  });
});

describe('body limit settings', () => {
  it('reads sizes with units as byte counts, small by default', () => {
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0' }).BODY_LIMIT).toBe(100 * 1024);
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0' }).ARTICLE_BODY_LIMIT).toBe(150 * 1024 * 1024);
    expect(readEnv({ READ_CACHE_MAX_BYTES: '0', BODY_LIMIT: '2mb' }).BODY_LIMIT).toBe(2 * 1024 * 1024);
    expect(() => readEnv({ READ_CACHE_MAX_BYTES: '0', BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT/);
  });
});

/** The newsroom's time zone (docs/product.md#scheduling). */
describe('NEWSROOM_TIME_ZONE', () => {
  const env = (value?: string) => readEnv({ READ_CACHE_MAX_BYTES: '0', ...(value === undefined ? {} : { NEWSROOM_TIME_ZONE: value }) });
  it('defaults to UTC, and is read in its canonical spelling', () => {
    expect(env().NEWSROOM_TIME_ZONE).toBe('UTC');
    expect(env('').NEWSROOM_TIME_ZONE).toBe('UTC');
    expect(env('Europe/London').NEWSROOM_TIME_ZONE).toBe('Europe/London');
    expect(env(' america/new_york ').NEWSROOM_TIME_ZONE).toBe('America/New_York');
  });

  it('refuses the start for anything that is not a zone name', () => {
    for (const bad of ['Mars/Olympus_Mons', '+02:00', 'GMT+2 hours', 'Europe/Londres']) {
      expect(() => env(bad), bad).toThrow(/NEWSROOM_TIME_ZONE: expected an IANA time zone name/);
    }
  });
});

describe('SITE_X_HANDLE', () => {
  const env = (value?: string) => readEnv({ READ_CACHE_MAX_BYTES: '0', ...(value === undefined ? {} : { SITE_X_HANDLE: value }) });
  it('is none by default or when empty, else the account as @name', () => {
    expect(env().SITE_X_HANDLE).toBeUndefined();
    expect(env(' ').SITE_X_HANDLE).toBeUndefined();
    expect(env('bulletin_news').SITE_X_HANDLE).toBe('@bulletin_news');
    expect(env(' @Bulletin ').SITE_X_HANDLE).toBe('@Bulletin');
  });

  it('refuses the start for anything that is not an X account name', () => {
    for (const bad of ['@', 'bulletin news', 'https://x.com/bulletin', '@a_name_far_too_long', '@bul-letin']) {
      expect(() => env(bad), bad).toThrow(/SITE_X_HANDLE: expected an X account/);
    }
  });
});

describe('media in a bucket', () => {
  const base = { READ_CACHE_MAX_BYTES: '0' };
  it('the media base is MEDIA_PUBLIC_URL, else the bucket\'s address S3_ENDPOINT/S3_BUCKET, else none (the site\'s /uploads)', () => {
    expect(readEnv(base).MEDIA_BASE_URL).toBeNull();
    expect(readEnv({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media' }).MEDIA_BASE_URL).toBe('http://minio:9000/media');
    expect(readEnv({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', MEDIA_PUBLIC_URL: 'https://cdn.example.com/' }).MEDIA_BASE_URL).toBe(
      'https://cdn.example.com',
    );
    expect(() => readEnv({ ...base, MEDIA_PUBLIC_URL: 'cdn.example.com' })).toThrow(/MEDIA_PUBLIC_URL/);
  });
});
