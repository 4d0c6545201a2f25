import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../adapters/src/middleware/security-headers.js';

describe('the Content-Security-Policy and stored media', () => {
  it('allows images from the site alone, and from the media base\'s origin when media is in a bucket', () => {
    expect(contentSecurityPolicy(null)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(contentSecurityPolicy('https://cdn.example.com/news')['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(contentSecurityPolicy('https://cdn.example.com/news')['script-src']).toEqual(["'self'"]);
  });
});
