import { describe, expect, it } from 'vitest';
import { isoDate, longDate, timeAgo } from '../../../frontend/src/lib/time';

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

describe('calendar months and dates without a date library', () => {
  it('counts a month once its day has come, also across short months', () => {
    const at = (iso: string) => new Date(iso);
    expect(timeAgo(at('2024-01-31T12:00:00'), at('2024-04-30T12:00:00'))).toBe('3 months ago');
    expect(timeAgo(at('2024-01-15T12:00:00'), at('2024-05-14T12:00:00'))).toBe('3 months ago');
    expect(timeAgo(at('2024-01-15T12:00:00'), at('2024-05-15T12:00:00'))).toBe('4 months ago');
    expect(timeAgo(at('2022-03-01T00:00:00'), at('2024-03-01T00:00:00'))).toBe('about 2 years ago');
  });

  it('writes the ISO form and the long local form of a date', () => {
    const local = new Date(2025, 6, 4, 9, 5);
    expect(isoDate(local)).toBe(local.toISOString());
    expect(longDate(local)).toBe('4 July 2025, 09:05');
    expect(isoDate('nonsense')).toBe('');
    expect(longDate(null)).toBe('');
  });
});
