/**
 * Where the language selector (and the offer of the reader's language) leads (docs/product.md#languages): the same
 * page in the chosen language; on an article, its translation into that language, or, when the story has none, that
 * language's home, where a one-line note says so. A screen with one address for every language (the newsroom, the
 * account forms) stays where it is and reads in the language chosen (start-client.tsx). Pure: unit-tested in
 * tests/frontend/frame/language-switch.test.ts.
 */
import { articleReaderPath, isLocale, localePath, splitLocalePath, type Locale, type Translation } from '@bulletin/contract';

/**
 * The screens with one address for every language (the contract's CLIENT_RENDERED_SCREENS, which a test checks this
 * agrees with; not imported, to keep the reader pages' JavaScript small).
 */
export const ONE_ADDRESS = /^\/(admin|login|register|forgot-password|reset-password)(\/|$)/;

/** The article shown at an address (`/hi/article/x` → x), or null. */
export function articleSlugOf(pathname: string): string | null {
  const match = /^\/article\/([^/]+)\/?$/.exec(splitLocalePath(pathname).path);
  return match ? decodeURIComponent(match[1]!) : null;
}

export type ShownArticle = { locale: Locale; slug: string; translations: readonly Translation[] };

export type LanguageTarget = { href: string; untranslated: boolean };

export function languageTarget(target: Locale, location: { pathname: string; search: string }, article?: ShownArticle | null): LanguageTarget {
  if (ONE_ADDRESS.test(location.pathname)) return { href: location.pathname + location.search, untranslated: false };
  const { path } = splitLocalePath(location.pathname);
  if (article && articleSlugOf(location.pathname)) {
    if (article.locale === target) return { href: articleReaderPath(target, article.slug), untranslated: false };
    const translation = article.translations.find((t) => t.locale === target);
    if (translation) return { href: articleReaderPath(target, translation.slug), untranslated: false };
    return { href: localePath(target, '/'), untranslated: true };
  }
  return { href: localePath(target, path) + location.search, untranslated: false };
}

/** The first of the browser's languages the site is written in, e.g. `hi` for ['hi-IN', 'en'], or null. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return null;
}
