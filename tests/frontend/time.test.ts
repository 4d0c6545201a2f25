import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../frontend/src/lib/time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [10_000, 'less than a minute ago'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [HOUR, 'about 1 hour ago'],
    [2 * HOUR, 'about 2 hours ago'],
    [23 * HOUR, 'about 23 hours ago'],
    [DAY + 2 * HOUR, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [35 * DAY, 'about 1 month ago'],
    [50 * DAY, 'about 2 months ago'],
    [100 * DAY, '3 months ago'],
    [400 * DAY, 'about 1 year ago'],
    [550 * DAY, 'over 1 year ago'],
    [700 * DAY, 'almost 2 years ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('handles the future and missing dates', () => {
    expect(timeAgo(new Date(now.getTime() + 2 * HOUR), now)).toBe('in about 2 hours');
    expect(timeAgo(null)).toBe('');
    expect(timeAgo('not a date')).toBe('');
  });
});
