/**
 * Dates, counts and plural forms in the page's language (docs/product.md#languages). English keeps the site's own
 * wording and en-US digits without `Intl` (lib/time.ts, lib/count.ts: starting ICU costs a phone ~100 ms, which an
 * English page need not pay); the other languages use the platform's `Intl` (relative times, dates, digits, plural
 * rules), which the server and the browser share, so a page hydrates with the text it was rendered with.
 */
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import { formatCount } from './count';
import { longDate, timeAgo } from './time';

type DateInput = string | Date | null | undefined;

export type LocalFormats = {
  timeAgo: (value: DateInput, now?: Date) => string;
  longDate: (value: DateInput) => string;
  count: (value: number) => string;
  /** A whole number without grouping ('1234'), in the language's digits. */
  digits: (value: number) => string;
  /** The plural form of `value` (`one`, `other`, …): the `form` a counted message selects on. */
  pluralForm: (value: number) => string;
};

const english: LocalFormats = {
  timeAgo,
  longDate,
  count: formatCount,
  digits: (value) => String(value),
  pluralForm: (value) => (value === 1 ? 'one' : 'other'),
};

const toDate = (value: DateInput): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** 'about 2 hours ago' as the language says it: the largest whole unit, 'now' under a minute. */
function relative(format: Intl.RelativeTimeFormat, date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const size = Math.abs(seconds);
  if (size < 45) return format.format(0, 'second');
  if (size < 45 * MINUTE) return format.format(Math.round(seconds / MINUTE), 'minute');
  if (size < 22 * HOUR) return format.format(Math.round(seconds / HOUR), 'hour');
  if (size < 26 * DAY) return format.format(Math.round(seconds / DAY), 'day');
  if (size < 11 * MONTH) return format.format(Math.round(seconds / MONTH), 'month');
  return format.format(Math.round(seconds / YEAR), 'year');
}

const made = new Map<Locale, LocalFormats>();

function formatsOf(locale: Locale): LocalFormats {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false });
  const plurals = new Intl.PluralRules(locale);
  return {
    timeAgo: (value, now = new Date()) => {
      const date = toDate(value);
      return date ? relative(rtf, date, now) : '';
    },
    longDate: (value) => {
      const date = toDate(value);
      return date ? dates.format(date) : '';
    },
    count: (value) => numbers.format(value),
    digits: (value) => plain.format(value),
    pluralForm: (value) => plurals.select(value),
  };
}

export function localFormats(locale: Locale): LocalFormats {
  if (locale === DEFAULT_LOCALE) return english;
  let formats = made.get(locale);
  if (!formats) {
    formats = formatsOf(locale);
    made.set(locale, formats);
  }
  return formats;
}
