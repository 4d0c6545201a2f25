import type { Middleware } from 'swr';
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import { useLocale } from './context';

/** API reads that answer in a language (docs/api.md#languages): article lists and categories; one article is in its own. */
const IN_A_LANGUAGE = /^\/(articles|categories(\/[^/?]+)?)(\?|$)/;

/**
 * The API path of `key` read in `locale`: article lists and categories get `locale=<code>` (English, the API's
 * default, leaves the path as it was, so English pages ask what they always asked).
 */
export function localizedKey(key: string, locale: Locale): string {
  // A read that names its language (the newsroom's `locale=all`) keeps it.
  if (locale === DEFAULT_LOCALE || !IN_A_LANGUAGE.test(key) || /[?&]locale=/.test(key)) return key;
  return `${key}${key.includes('?') ? '&' : '?'}locale=${locale}`;
}

/** SWR middleware: every screen's `useSWR(key)` reads `key` in the page's language. */
export const localizeKeys: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const locale = useLocale();
  return useSWRNext(typeof key === 'string' ? localizedKey(key, locale) : key, fetcher, config);
};
