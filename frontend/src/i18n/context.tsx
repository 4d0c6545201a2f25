import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import type { Locale } from '@bulletin/contract';
import type { MessageId, MessageValues } from './i18n';

/**
 * The page's language and its messages, for every component below the app's providers. The server and the browser
 * each make one instance per page (`loadI18n`); the address alone decides its language (docs/product.md#languages).
 */
const I18nContext = createContext<I18n | null>(null);

let standalone: I18n | null = null;

/** The instance used outside the app's providers (a component rendered on its own, as tests do). */
export function setStandaloneI18n(i18n: I18n | null): void {
  standalone = i18n;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext) ?? standalone;
  if (!i18n) throw new Error('Bulletin: no i18n (render inside AppProviders)');
  return i18n;
}

/** The language of the page being shown. */
export const useLocale = (): Locale => useI18n().locale as Locale;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t('nav.home')`: a message of the interface in the page's language. */
export function useT(): Translate {
  const i18n = useI18n();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/**
 * A validation message of the contract (its zod schemas, which the server answers with too) in the page's language:
 * the catalogs hold those messages under their English words ('Email is required'), so English reads word for word
 * as the schemas and the server say it; a message the catalog lacks is shown as it came
 * (docs/decisions/0025-interface-languages.md).
 */
export function useFormMessage(): <M extends string | undefined>(message: M) => M | string {
  const i18n = useI18n();
  // (the catalogs' messages are plain objects: no message of a form is named like an Object method)
  return (message) => (message && message in i18n.messages ? i18n._(message) : message);
}
