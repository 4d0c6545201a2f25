import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../../adapters/src/cache/encode.js';

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
