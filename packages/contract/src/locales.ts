/**
 * The site's languages (docs/product.md#languages), stated once: their codes (BCP 47, also the `hreflang` and
 * `<html lang>` values), English names and native names (what the language selector shows), and the reader's
 * address in each. English is the default: its addresses carry no prefix; every other language's carry `/<code>`.
 * Browser-safe (no imports).
 */
export const LOCALES = ['en', 'hi', 'mr', 'kn', 'ta', 'bn', 'ml', 'te', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of an article or list when none is named, and of every address without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Every language but English: the ones a category's names are translated into (English is its own fields). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is TranslatedLocale => l !== DEFAULT_LOCALE);

/** What `?locale=` may also say on a staff list: every language at once. */
export const ALL_LOCALES = 'all';

export type LocaleInfo = {
  code: Locale;
  /** The name in English (the newsroom's lists, the API reference). */
  name: string;
  /** The name in the language itself (the reader's language selector). */
  nativeName: string;
};

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { code: 'en', name: 'English', nativeName: 'English' },
  hi: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  mr: { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  kn: { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  ta: { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  bn: { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  ml: { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  te: { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  gu: { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
};

/** The languages in the selector's order, with their names. */
export const LANGUAGES: readonly LocaleInfo[] = LOCALES.map((code) => LOCALE_INFO[code]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The English name of a language ('Hindi'), for messages. */
export const languageName = (locale: Locale): string => LOCALE_INFO[locale].name;

/**
 * The reader's address of `path` (an unprefixed reader path: `/`, `/article/x`, `/search?q=…`) in `locale`:
 * English as it is, any other language under `/<code>` (`/hi/`, `/hi/article/x`, `/hi/search?q=…`).
 */
export function localePath(locale: Locale, path: string): string {
  const own = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return own;
  return `/${locale}${own}`;
}

/** An article's reader address in its language. */
export const articleReaderPath = (locale: Locale, slug: string): string => localePath(locale, `/article/${encodeURIComponent(slug)}`);

/** A category's reader address in a language. */
export const categoryReaderPath = (locale: Locale, slug: string): string => localePath(locale, `/category/${encodeURIComponent(slug)}`);

/** An author's page in a language (docs/product.md#author-pages). */
export const authorReaderPath = (locale: Locale, slug: string): string => localePath(locale, `/author/${encodeURIComponent(slug)}`);

/**
 * The language an address is in, and the address without its prefix: `/hi/article/x` → hi, `/article/x`;
 * `/hi` and `/hi/` → hi, `/`; an address without a language prefix is English. The inverse of `localePath`.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const code = match?.[1];
  if (!match || !isLocale(code) || code === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: code, path: match[2] || '/' };
}

export type LocalePath = { locale: Locale; path: string };
export type HreflangLink = { hreflang: Locale | 'x-default'; path: string };

/**
 * The `hreflang` links of a page that exists in several languages (docs/product.md#languages): every version,
 * itself included, in the site's language order, then `x-default`, the version for readers of any other language:
 * the English one when there is one, else the first. Each version of the page lists the same links. Paths stay
 * relative: the caller makes them absolute (`PUBLIC_URL`).
 */
export function hreflangLinks(versions: readonly LocalePath[]): HreflangLink[] {
  const byLocale = new Map<Locale, string>();
  for (const v of versions) if (!byLocale.has(v.locale)) byLocale.set(v.locale, v.path);
  const links: HreflangLink[] = LOCALES.filter((l) => byLocale.has(l)).map((l) => ({ hreflang: l, path: byLocale.get(l)! }));
  if (links.length) links.push({ hreflang: 'x-default', path: byLocale.get(DEFAULT_LOCALE) ?? links[0]!.path });
  return links;
}

/** A page that exists in every language (home, a category, the site's own pages): its version in each. */
export const everyLanguage = (path: string): LocalePath[] => LOCALES.map((locale) => ({ locale, path: localePath(locale, path) }));
