import { describe, expect, it } from 'vitest';
import { createVisits } from '../../../../cms/src/articles/visits.js';

/** One view per visitor (address and browser) and article in a window, in bounded memory (cms/src/articles/visits.ts). */
const MINUTE = 60_000;

describe('visits', () => {
  it('counts a visitor once per article in the window, and again after it', () => {
    const visits = createVisits(30 * MINUTE);
    expect(visits.firstView('203.0.113.7', 'Firefox', 1, 0)).toBe(true);
    expect(visits.firstView('203.0.113.7', 'Firefox', 1, 1_000)).toBe(false);
    expect(visits.firstView('203.0.113.7', 'Firefox', 1, 30 * MINUTE - 1)).toBe(false);
    expect(visits.firstView('203.0.113.7', 'Firefox', 1, 30 * MINUTE)).toBe(true);
  });

  it('another article, another browser or another address is another view', () => {
    const visits = createVisits(30 * MINUTE);
    expect(visits.firstView('203.0.113.7', 'Firefox', 1, 0)).toBe(true);
    expect(visits.firstView('203.0.113.7', 'Firefox', 2, 0)).toBe(true);
    expect(visits.firstView('203.0.113.7', 'Chrome', 1, 0)).toBe(true);
    expect(visits.firstView('198.51.100.4', 'Firefox', 1, 0)).toBe(true);
    // The parts are kept apart: address "a\nb" with browser "c" is not address "a" with browser "b\nc".
    expect(visits.firstView('a', 'b\nc', 3, 0)).toBe(true);
    expect(visits.firstView('a\nb', 'c', 3, 0)).toBe(true);
  });

  it('forgets visits once the window has passed, and the oldest first past its limit (a view may count again, never be lost)', () => {
    const visits = createVisits(MINUTE, 3);
    for (const article of [1, 2, 3]) expect(visits.firstView('a', 'b', article, 0)).toBe(true);
    expect(visits.size).toBe(3);
    expect(visits.firstView('a', 'b', 4, 10)).toBe(true);
    expect(visits.size).toBe(3);
    // Article 1, the oldest, was forgotten to make room: its next view counts; 4 is still remembered.
    expect(visits.firstView('a', 'b', 4, 20)).toBe(false);
    expect(visits.firstView('a', 'b', 1, 20)).toBe(true);
    expect(visits.firstView('x', 'y', 9, 2 * MINUTE)).toBe(true);
    expect(visits.size).toBe(1);
  });
});
