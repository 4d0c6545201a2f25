import { DEFAULT_LOCALE, isLocale, type Locale } from '@bulletin/contract';
import type { MailTexts } from './types';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { kn } from './kn';
import { ta } from './ta';
import { bn } from './bn';
import { ml } from './ml';
import { te } from './te';
import { gu } from './gu';

export type { MailTexts } from './types';

/**
 * Every e-mail is written in its recipient's language (docs/product.md#e-mail-languages): a subscriber's chosen
 * language, or the language of the page a password reset was asked from; English when none of the site's
 * languages is known.
 */
const TEXTS: Readonly<Record<Locale, MailTexts>> = { en, hi, mr, kn, ta, bn, ml, te, gu };

export const mailLanguage = (code: unknown): Locale => (isLocale(code) ? code : DEFAULT_LOCALE);

export const mailTexts = (language: Locale = DEFAULT_LOCALE): MailTexts => TEXTS[language];

/** The form dates and units are written in: British English ("26 November 2026"), the Indian form of the others. */
const intlTag = (language: Locale) => (language === DEFAULT_LOCALE ? 'en-GB' : `${language}-IN`);

const UNITS: ReadonlyArray<[Intl.NumberFormatOptions['unit'], number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long a link works, in words of the language: '1 hour', '30 minutes', '2 days'; else in seconds. */
export function durationIn(ms: number, language: Locale = DEFAULT_LOCALE): string {
  const [unit, size] = UNITS.find(([, size]) => ms >= size && ms % size === 0) ?? ['second', 1000];
  return new Intl.NumberFormat(intlTag(language), { style: 'unit', unit, unitDisplay: 'long' }).format(Math.round(ms / size));
}

/** A day (YYYYMMDD) written out for readers of the language: "26 November 2026", "26 नवंबर 2026". */
export function dayIn(day: number, language: Locale = DEFAULT_LOCALE): string {
  const date = Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);
  return new Intl.DateTimeFormat(intlTag(language), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
