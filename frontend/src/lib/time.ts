/**
 * Dates as the reader pages show them, with the platform's Date only (no date library on reader routes: the
 * newsroom's forms keep dayjs).
 */

/** A Date from an API value, or null when missing or not a date. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The ISO form for `<time dateTime>` ('' for a missing or bad date). */
export function isoDate(value: string | Date | null | undefined): string {
  return toDate(value)?.toISOString() ?? '';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const two = (n: number) => String(n).padStart(2, '0');

/** '4 July 2025, 09:05' in local time ('' for a missing or bad date). */
export function longDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Whole calendar months from `from` to `to` (to ≥ from): a month counts once its day and time have come. */
function wholeMonths(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  const anchor = new Date(from.getTime());
  anchor.setMonth(anchor.getMonth() + months);
  // setMonth overflows short months (31 Jan + 1 month = 3 Mar): clamp to the month's last day, as calendars do.
  if (anchor.getDate() !== from.getDate()) anchor.setDate(0);
  if (anchor.getTime() > to.getTime()) months -= 1;
  return Math.max(0, months);
}

/**
 * Relative time phrased like 'about 2 hours ago' (docs/product.md#dates), with the usual news-site wording:
 * less than a minute, 1 minute, N minutes, about 1 hour, about N hours, 1 day, N days, about 1 month,
 * N months, about / over / almost N years. Future dates read 'in ...'. Empty for a missing or bad date.
 */
export function timeAgo(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const past = date.getTime() <= now.getTime();
  const [from, to] = past ? [date, now] : [now, date];
  const seconds = Math.trunc((to.getTime() - from.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  let text: string;
  if (seconds < 30) text = 'less than a minute';
  else if (minutes < 2) text = '1 minute';
  else if (minutes < 45) text = `${minutes} minutes`;
  else if (minutes < 90) text = 'about 1 hour';
  else if (minutes < 1440) text = `about ${Math.round(minutes / 60)} hours`;
  else if (minutes < 2520) text = '1 day';
  else if (minutes < 43_200) text = `${Math.round(minutes / 1440)} days`;
  else if (minutes < 86_400) text = `about ${Math.round(minutes / 43_200)} month${minutes < 64_800 ? '' : 's'}`;
  else {
    const months = wholeMonths(from, to);
    if (months < 12) text = `${months} months`;
    else {
      const years = Math.floor(months / 12);
      const rest = months % 12;
      text = rest < 3 ? `about ${years} year${years > 1 ? 's' : ''}` : rest < 9 ? `over ${years} year${years > 1 ? 's' : ''}` : `almost ${years + 1} years`;
    }
  }
  return past ? `${text} ago` : `in ${text}`;
}
