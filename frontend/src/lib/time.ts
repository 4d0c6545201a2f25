import dayjs from 'dayjs';

/**
 * Relative time phrased like 'about 2 hours ago' (SPEC §9), with the usual news-site wording:
 * less than a minute, 1 minute, N minutes, about 1 hour, about N hours, 1 day, N days, about 1 month,
 * N months, about / over / almost N years. Future dates read 'in ...'. Empty for a missing or bad date.
 */
export function timeAgo(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const end = dayjs(now);
  const past = !date.isAfter(end);
  const [from, to] = past ? [date, end] : [end, date];
  const seconds = to.diff(from, 'second');
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
    const months = to.diff(from, 'month');
    if (months < 12) text = `${months} months`;
    else {
      const years = Math.floor(months / 12);
      const rest = months % 12;
      text = rest < 3 ? `about ${years} year${years > 1 ? 's' : ''}` : rest < 9 ? `over ${years} year${years > 1 ? 's' : ''}` : `almost ${years + 1} years`;
    }
  }
  return past ? `${text} ago` : `in ${text}`;
}
