/**
 * The interface's languages (docs/decisions/0025-interface-languages.md): one Lingui instance per render, holding
 * the compiled catalog of the page's language only. Catalogs are loaded on demand, one chunk per language, before
 * the first render (the server entry and the browser's start both await `loadI18n`), so server and browser render
 * the same text and a page ships only its own language's strings.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@bulletin/contract';
import type english from './catalogs/en.json';
import type englishAccount from './catalogs/account/en.json';
import type englishAuthor from './catalogs/author/en.json';
import type englishContent from './catalogs/content/en.json';
import type englishLive from './catalogs/live/en.json';
import type englishCorrections from './catalogs/corrections/en.json';
import type englishNewsletter from './catalogs/newsletter/en.json';
import type englishNewsroom from './catalogs/newsroom/en.json';

/**
 * A message of the interface: a key of the English catalog, which every language has (tests/frontend/i18n), or of
 * an area's English catalog (catalogs/<area>/en.json), which the area's screens load (i18n/area.ts).
 */
export type MessageId =
  | keyof typeof english
  | keyof typeof englishAccount
  | keyof typeof englishAuthor
  | keyof typeof englishContent
  | keyof typeof englishLive
  | keyof typeof englishCorrections
  | keyof typeof englishNewsletter
  | keyof typeof englishNewsroom;
export type MessageValues = Record<string, string | number>;

type Catalog = () => Promise<{ messages: Messages }>;

/** A language's messages, and for an Indic language its script's font (i18n/fonts: its style sheet comes with it). */
const CATALOGS: Record<Locale, Catalog> = {
  en: () => import('./compiled/en'),
  hi: () => withFont(import('./compiled/hi'), import('./fonts/hi')),
  mr: () => withFont(import('./compiled/mr'), import('./fonts/mr')),
  kn: () => withFont(import('./compiled/kn'), import('./fonts/kn')),
  ta: () => withFont(import('./compiled/ta'), import('./fonts/ta')),
  bn: () => withFont(import('./compiled/bn'), import('./fonts/bn')),
  ml: () => withFont(import('./compiled/ml'), import('./fonts/ml')),
  te: () => withFont(import('./compiled/te'), import('./fonts/te')),
  gu: () => withFont(import('./compiled/gu'), import('./fonts/gu')),
};

async function withFont<T>(catalog: Promise<T>, font: Promise<unknown>): Promise<T> {
  const [messages] = await Promise.all([catalog, font]);
  return messages;
}

export function makeI18n(locale: Locale, messages: Messages): I18n {
  // A copy: an area's catalog loaded later (i18n/area.ts) is added to this instance's messages, not the module's.
  return setupI18n({ locale, messages: { [locale]: { ...messages } } });
}

/** The interface in `locale`, its catalog loaded. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await CATALOGS[locale]();
  return makeI18n(locale, messages);
}
