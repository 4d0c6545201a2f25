import type { Locale } from '@bulletin/contract';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The day a correction was attached, in the page's language: '25 November 2026' in English (day, month, year, as
 * the article's own long date), the platform's long date in the others. The formatter is made on the first
 * correction shown, so a page without one never starts it.
 */
export function correctionDay(locale: Locale, at: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(new Date(at));
}
