import type { AnalyticsRange, Locale } from '@bulletin/contract';
import { formatInZone } from '../schedule/newsroom-time';

/**
 * A bucket of the figures' series named on the newsroom's clock, where the API made it
 * (docs/decisions/0029-analytics-read.md): an hour for `24h`, a day otherwise. `short` for the chart's axis, `full`
 * for the table.
 */
export function bucketLabel(at: string, range: AnalyticsRange, timeZone: string | undefined, locale: Locale, form: 'short' | 'full'): string {
  const english = locale === 'en';
  const pattern =
    range === '24h'
      ? form === 'short'
        ? 'HH:mm'
        : english ? 'MMM D, HH:mm' : 'D MMM, HH:mm'
      : form === 'short'
        ? english ? 'MMM D' : 'D MMM'
        : english ? 'MMM D, YYYY' : 'D MMM YYYY';
  return formatInZone(at, pattern, timeZone, locale);
}
