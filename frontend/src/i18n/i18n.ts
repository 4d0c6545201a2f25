/**
 * The interface's languages (docs/decisions/0025-interface-languages.md): one Lingui instance per render, holding
 * the compiled catalog of the page's language only. Catalogs are loaded on demand, one chunk per language, before
 * the first render (the server entry and the browser's start both await `loadI18n`), so server and browser render
 * the same text and a page ships only its own language's strings.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@bulletin/contract';
import type english from './catalogs/en.json';

/** A message of the interface: a key of the English catalog, which every language has (tests/unit/frontend). */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

type Catalog = () => Promise<{ messages: Messages }>;

const CATALOGS: Record<Locale, Catalog> = {
  en: () => import('./compiled/en'),
  hi: () => import('./compiled/hi'),
  mr: () => import('./compiled/mr'),
  kn: () => import('./compiled/kn'),
  ta: () => import('./compiled/ta'),
  bn: () => import('./compiled/bn'),
  ml: () => import('./compiled/ml'),
  te: () => import('./compiled/te'),
  gu: () => import('./compiled/gu'),
};

export function makeI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The interface in `locale`, its catalog loaded. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { messages } = await CATALOGS[locale]();
  return makeI18n(locale, messages);
}
