import { describe, expect, it } from 'vitest';
import { createStreamLimit } from '../../../../adapters/src/live/stream-limit.js';

/** Open live streams per address (adapters/src/live/stream-limit.ts). */
describe('the live stream limit', () => {
  it('gives an address at most its places, and a place back when its stream closes', () => {
    const limit = createStreamLimit(2);
    const first = limit.take('203.0.113.7');
    const second = limit.take('203.0.113.7');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limit.take('203.0.113.7')).toBeNull();
    // Another address has places of its own.
    expect(limit.take('198.51.100.4')).not.toBeNull();
    first!();
    first!(); // given back once, however often it is called
    expect(limit.count('203.0.113.7')).toBe(1);
    expect(limit.take('203.0.113.7')).not.toBeNull();
    expect(limit.take('203.0.113.7')).toBeNull();
  });

  it('forgets an address when its last stream closes', () => {
    const limit = createStreamLimit(1);
    const release = limit.take('203.0.113.7')!;
    release();
    expect(limit.count('203.0.113.7')).toBe(0);
  });
});
