import type { AnalyticsRange } from '@bulletin/contract';

/**
 * The buckets of a range in the newsroom's time zone (docs/decisions/0029-analytics-read.md): `24h` is the 24 hours
 * ending with the current one, each starting on the newsroom clock's hour; `7d` and `30d` are that many days ending
 * with today, each from the newsroom's midnight to the next (23 or 25 hours when the clocks change). Pure: the time
 * zone is an IANA name, `now` milliseconds since the epoch.
 */
export type Bucket = { start: number; end: number };

const HOUR_MS = 3_600_000;
const DAYS: Record<Exclude<AnalyticsRange, '24h'>, number> = { '7d': 7, '30d': 30 };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The newsroom clock's reading at `at`: year, month (1–12), day, hour, minute, second. */
export function wallClock(at: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: field('year'), month: field('month'), day: field('day'), hour: field('hour'), minute: field('minute'), second: field('second') };
}

/** How far the zone's clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const c = wallClock(at, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
}

/** The instant the zone's clock reads midnight of that day (month 1–12; days past the month's end roll over). */
export function midnightIn(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The start of the newsroom clock's hour holding `at` (zones are offset by whole quarters of an hour). */
export function hourStartIn(at: number, timeZone: string): number {
  const c = wallClock(at, timeZone);
  return Math.floor(at / 1000) * 1000 - (c.minute * 60 + c.second) * 1000;
}

/** Every bucket of `range` at `now`, oldest first; the last one holds `now`. */
export function bucketsOf(range: AnalyticsRange, now: number, timeZone: string): Bucket[] {
  if (range === '24h') {
    const current = hourStartIn(now, timeZone);
    return Array.from({ length: 24 }, (_, i) => {
      const start = current - (23 - i) * HOUR_MS;
      return { start, end: start + HOUR_MS };
    });
  }
  const days = DAYS[range];
  const today = wallClock(now, timeZone);
  const starts = Array.from({ length: days + 1 }, (_, i) => midnightIn(today.year, today.month, today.day - (days - 1) + i, timeZone));
  return starts.slice(0, days).map((start, i) => ({ start, end: starts[i + 1]! }));
}

/** The bucket's start as the newsroom's clock reads it: 'YYYY-MM-DD HH:mm'. */
export function localLabel(at: number, timeZone: string): string {
  const c = wallClock(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
}
