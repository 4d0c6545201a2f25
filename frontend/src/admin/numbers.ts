/**
 * Counts in the newsroom in the page's language (docs/product.md#languages): the language's digits and grouping, and
 * the plural form a counted message selects on (`{form, select, one {…} other {…}}`); English as before, without
 * `Intl`. The platform's `Intl` directly rather than the reader pages' lib/local-formats.ts: a module both the reader
 * pages and the newsroom import is split out of the home page's chunk into one of its own, which the home page's
 * budget pays for (`npm run size`).
 */
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import { useLocale, useT } from '../i18n/context';
import type { MessageId } from '../i18n/i18n';

type Counts = { grouped: Intl.NumberFormat; plain: Intl.NumberFormat; plurals: Intl.PluralRules };
const made = new Map<Locale, Counts>();

function countsOf(locale: Locale): Counts {
  let counts = made.get(locale);
  if (!counts) {
    counts = {
      grouped: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      plain: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }),
      plurals: new Intl.PluralRules(locale),
    };
    made.set(locale, counts);
  }
  return counts;
}

/** '1,234' (English), '১,২৩৪' (Bengali). */
export const countIn = (locale: Locale, value: number): string =>
  locale === DEFAULT_LOCALE ? value.toLocaleString('en-US') : countsOf(locale).grouped.format(value);

/** A whole number without grouping, in the language's digits. */
export const digitsIn = (locale: Locale, value: number): string =>
  locale === DEFAULT_LOCALE ? String(value) : countsOf(locale).plain.format(value);

/** The plural form of `value` in the language (`one`, `other`, …). */
export const pluralFormIn = (locale: Locale, value: number): string =>
  locale === DEFAULT_LOCALE ? (value === 1 ? 'one' : 'other') : countsOf(locale).plurals.select(value);

/** `counted('newsroom.activity.entries', 3)` → '3 entries' in the page's language (digits ungrouped). */
export function useCounted(): (id: MessageId, value: number) => string {
  const t = useT();
  const locale = useLocale();
  return (id, value) => t(id, { form: pluralFormIn(locale, value), n: digitsIn(locale, value) });
}
