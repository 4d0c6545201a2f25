import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  everyLanguage,
  hreflangLinks,
  isLocale,
  LANGUAGES,
  LOCALES,
  localePath,
  articleReaderPath,
  categoryReaderPath,
  splitLocalePath,
  translationExistsMessage,
} from '@bulletin/contract';

/** The site's languages (docs/product.md#languages): the list, the names the selector shows, and reader addresses. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const schema = JSON.parse(readFileSync(path.join(root, 'cms/src/api/article/content-types/article/schema.json'), 'utf8')) as {
  attributes: { language: { enum: string[]; default: string } };
};

describe('the languages', () => {
  it('are the nine, English first and the default', () => {
    expect([...LOCALES]).toEqual(['en', 'hi', 'mr', 'kn', 'ta', 'bn', 'ml', 'te', 'gu']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('name themselves in their own script', () => {
    expect(LANGUAGES.map((l) => l.nativeName)).toEqual(['English', 'हिन्दी', 'मराठी', 'ಕನ್ನಡ', 'தமிழ்', 'বাংলা', 'മലയാളം', 'తెలుగు', 'ગુજરાતી']);
    expect(LANGUAGES.map((l) => l.name)).toEqual(['English', 'Hindi', 'Marathi', 'Kannada', 'Tamil', 'Bengali', 'Malayalam', 'Telugu', 'Gujarati']);
  });

  it("are Strapi's article language enum, with the same default", () => {
    expect(schema.attributes.language.enum).toEqual([...LOCALES]);
    expect(schema.attributes.language.default).toBe(DEFAULT_LOCALE);
  });

  it('know a code from anything else', () => {
    expect(isLocale('ta')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('all')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('name the language in a clash', () => {
    expect(translationExistsMessage('hi')).toBe('This story already has a version in Hindi');
  });
});

describe('reader addresses', () => {
  it('leave English unprefixed and put every other language under its code', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('hi', '/')).toBe('/hi/');
    expect(localePath('hi', '/search?q=बाढ़')).toBe('/hi/search?q=बाढ़');
    expect(articleReaderPath('en', 'harbour-reopens')).toBe('/article/harbour-reopens');
    expect(articleReaderPath('ta', 'harbour-reopens-ta')).toBe('/ta/article/harbour-reopens-ta');
    expect(categoryReaderPath('bn', 'news')).toBe('/bn/category/news');
  });

  it('are read back into their language and the unprefixed path', () => {
    expect(splitLocalePath('/hi/article/x')).toEqual({ locale: 'hi', path: '/article/x' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/article/x')).toEqual({ locale: 'en', path: '/article/x' });
    // Not a language of the site, or English spelled out: no prefix.
    expect(splitLocalePath('/fr/article/x')).toEqual({ locale: 'en', path: '/fr/article/x' });
    expect(splitLocalePath('/en/article/x')).toEqual({ locale: 'en', path: '/en/article/x' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
    for (const locale of LOCALES) expect(splitLocalePath(localePath(locale, '/category/news'))).toEqual({ locale, path: '/category/news' });
  });
});

describe('hreflangLinks', () => {
  it('lists every version in the language order, then x-default: the English one', () => {
    expect(hreflangLinks([{ locale: 'ta', path: '/ta/article/a-ta' }, { locale: 'en', path: '/article/a' }, { locale: 'hi', path: '/hi/article/a-hi' }])).toEqual([
      { hreflang: 'en', path: '/article/a' },
      { hreflang: 'hi', path: '/hi/article/a-hi' },
      { hreflang: 'ta', path: '/ta/article/a-ta' },
      { hreflang: 'x-default', path: '/article/a' },
    ]);
  });

  it('without an English version, x-default is the first in the language order', () => {
    expect(hreflangLinks([{ locale: 'gu', path: '/gu/article/b' }, { locale: 'mr', path: '/mr/article/b-mr' }]).at(-1)).toEqual({ hreflang: 'x-default', path: '/mr/article/b-mr' });
  });

  it('gives a page of every language its nine versions', () => {
    const links = hreflangLinks(everyLanguage('/category/news'));
    expect(links).toHaveLength(10);
    expect(links[1]).toEqual({ hreflang: 'hi', path: '/hi/category/news' });
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', path: '/category/news' });
  });
});
