/**
 * Dates in the newsroom's time zone (docs/product.md#scheduling; `NEWSROOM_TIME_ZONE`, read by the browser from
 * `GET /api/settings`: docs/decisions/0018). dayjs with its utc and timezone plugins — newsroom code only: no reader
 * route imports this module (`npm run size` fails a reader route that reaches admin code). Pure functions, tested
 * in tests/frontend/admin/schedule/newsroom-time.test.ts.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@bulletin/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A datetime-local input's value: 'YYYY-MM-DDTHH:mm'. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';
const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const valid = (date: string | Date | null | undefined) => {
  if (!date) return null;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : null;
};

/** A stored date as a datetime-local value in `timeZone` (cut to the minute), '' for none or a bad date. */
export function toZonedInput(date: string | Date | null | undefined, timeZone: string): string {
  return valid(date)?.tz(timeZone).format(INPUT_FORMAT) ?? '';
}

/** A datetime-local value read as a wall-clock time in `timeZone`, as an ISO instant; null for '' or a bad value. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  if (!INPUT_PATTERN.test(value)) return null;
  const zoned = dayjs.tz(value, timeZone);
  // dayjs rolls impossible dates over (31 April → 1 May): refuse them. (A time the clocks skip, 02:30 on the night
  // summer time starts, is read as the hour after, as calendars do.)
  return zoned.isValid() && zoned.format('YYYY-MM-DD') === value.slice(0, 10) ? zoned.toISOString() : null;
}

/** The zone's offset at `at`, as 'UTC+01:00' ('UTC' for none). */
export function offsetLabel(timeZone: string, at: string | Date = new Date()): string {
  const offset = dayjs(at).tz(timeZone).format('Z');
  return offset === '+00:00' ? 'UTC' : `UTC${offset}`;
}

/** The zone as the newsroom reads it next to a date field: 'Europe/London (UTC+01:00)', 'UTC'. */
export function zoneLabel(timeZone: string, at: string | Date = new Date()): string {
  const offset = offsetLabel(timeZone, at);
  return timeZone === 'UTC' || timeZone === 'Etc/UTC' ? 'UTC' : `${timeZone} (${offset})`;
}

/**
 * '14 Mar 2025, 13:00' in `timeZone` ('' for none or a bad date), its month in `locale`'s words (whose dayjs locale
 * the newsroom's catalog loaded: admin/messages.ts).
 */
export function formatNewsroomTime(date: string | Date | null | undefined, timeZone: string, locale: Locale = 'en'): string {
  return valid(date)?.tz(timeZone).locale(locale).format('D MMM YYYY, HH:mm') ?? '';
}

/** `date` in `pattern` as the clock of `timeZone` reads it (the browser's own while the zone is not known yet). */
export function formatInZone(date: string | Date, pattern: string, timeZone: string | undefined, locale: Locale = 'en'): string {
  const parsed = valid(date);
  if (!parsed) return '';
  return (timeZone ? parsed.tz(timeZone) : parsed).locale(locale).format(pattern);
}
