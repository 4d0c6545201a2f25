import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../frontend/src/lib/count';

describe('formatCount', () => {
  it('writes counts as en-US does, with thousands separators (as Intl.NumberFormat would)', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [0, 1, 12, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, 2.5, 1234.4]) {
      expect(formatCount(n), String(n)).toBe(intl.format(Math.round(n)));
    }
  });

  it('keeps non-numbers readable', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
