import { describe, expect, it } from 'vitest';
import { bucketsOf, hourStartIn, localLabel, midnightIn } from '../../../../cms/src/analytics/buckets.js';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('buckets of a range in the newsroom time zone', () => {
  it('24h: the 24 hours ending with the current one, each an hour long, the last holding now', () => {
    const now = at('2026-11-26T11:47:12.345Z');
    const buckets = bucketsOf('24h', now, 'UTC');
    expect(buckets).toHaveLength(24);
    expect(iso(buckets[0]!.start)).toBe('2026-11-25T12:00:00.000Z');
    expect(iso(buckets[23]!.start)).toBe('2026-11-26T11:00:00.000Z');
    expect(buckets.every((b, i) => b.end - b.start === HOUR && (i === 0 || b.start === buckets[i - 1]!.end))).toBe(true);
    expect(now).toBeGreaterThanOrEqual(buckets[23]!.start);
    expect(now).toBeLessThan(buckets[23]!.end);
  });

  it('24h in a zone half an hour off UTC: hours start on the newsroom clock (xx:30 UTC in Kolkata)', () => {
    const buckets = bucketsOf('24h', at('2026-11-26T11:47:00Z'), 'Asia/Kolkata');
    expect(iso(buckets[23]!.start)).toBe('2026-11-26T11:30:00.000Z');
    expect(localLabel(buckets[23]!.start, 'Asia/Kolkata')).toBe('2026-11-26 17:00');
    expect(iso(bucketsOf('24h', at('2026-11-26T11:10:00Z'), 'Asia/Kolkata')[23]!.start)).toBe('2026-11-26T10:30:00.000Z');
  });

  it('7d and 30d: that many days ending with today, from midnight to midnight in the zone', () => {
    const now = at('2026-11-26T11:47:00Z');
    const week = bucketsOf('7d', now, 'UTC');
    expect(week.map((b) => iso(b.start))).toEqual([20, 21, 22, 23, 24, 25, 26].map((d) => `2026-11-${d}T00:00:00.000Z`));
    expect(iso(week[6]!.end)).toBe('2026-11-27T00:00:00.000Z');
    const month = bucketsOf('30d', now, 'UTC');
    expect(month).toHaveLength(30);
    expect(iso(month[0]!.start)).toBe('2026-10-28T00:00:00.000Z');
    // Kolkata's midnight is 18:30 UTC the day before; at 20:00 UTC it is already the next day there.
    const kolkata = bucketsOf('7d', at('2026-11-26T20:00:00Z'), 'Asia/Kolkata');
    expect(iso(kolkata[6]!.start)).toBe('2026-11-26T18:30:00.000Z');
    expect(iso(kolkata[0]!.start)).toBe('2026-11-20T18:30:00.000Z');
    expect(localLabel(kolkata[6]!.start, 'Asia/Kolkata')).toBe('2026-11-27 00:00');
  });

  it('a day when the clocks change is 25 or 23 hours long, and the days stay contiguous', () => {
    // Europe/London: summer time ends 25 October 2026 and starts 29 March 2026.
    const autumn = bucketsOf('7d', at('2026-10-27T09:00:00Z'), 'Europe/London');
    const day = autumn.find((b) => localLabel(b.start, 'Europe/London') === '2026-10-25 00:00')!;
    expect(iso(day.start)).toBe('2026-10-24T23:00:00.000Z');
    expect(day.end - day.start).toBe(25 * HOUR);
    const spring = bucketsOf('7d', at('2026-03-30T09:00:00Z'), 'Europe/London');
    const short = spring.find((b) => localLabel(b.start, 'Europe/London') === '2026-03-29 00:00')!;
    expect(short.end - short.start).toBe(23 * HOUR);
    for (const buckets of [autumn, spring]) {
      expect(buckets.every((b, i) => i === 0 || b.start === buckets[i - 1]!.end)).toBe(true);
      expect(buckets.every((b) => localLabel(b.start, 'Europe/London').endsWith(' 00:00'))).toBe(true);
    }
  });

  it('days across a month or year end roll over', () => {
    expect(iso(midnightIn(2026, 12, 32, 'UTC'))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(midnightIn(2026, 3, 0, 'America/New_York'))).toBe('2026-02-28T05:00:00.000Z');
    const newYear = bucketsOf('7d', at('2027-01-02T12:00:00Z'), 'UTC');
    expect(iso(newYear[0]!.start)).toBe('2026-12-27T00:00:00.000Z');
  });

  it('the hour holding an instant, on the zone clock', () => {
    expect(iso(hourStartIn(at('2026-11-26T11:59:59.999Z'), 'UTC'))).toBe('2026-11-26T11:00:00.000Z');
    expect(iso(hourStartIn(at('2026-11-26T11:00:00Z'), 'Asia/Kathmandu'))).toBe('2026-11-26T10:15:00.000Z');
  });
});
