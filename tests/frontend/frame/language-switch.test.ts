import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_SCREENS, isClientRenderedScreen } from '@bulletin/contract';
import { articleSlugOf, languageTarget, ONE_ADDRESS, preferredLocale } from '../../../frontend/src/frame/language-switch';

/** Where the language selector leads (docs/product.md#languages). */
describe('languageTarget', () => {
  const article = {
    locale: 'en' as const,
    slug: 'harbour-reopens',
    translations: [{ locale: 'hi' as const, _id: 'a2', slug: 'harbour-reopens-hi', title: 'बंदरगाह फिर खुला' }],
  };

  it("takes an article to its translation, and a translation back to the original's language", () => {
    expect(languageTarget('hi', { pathname: '/article/harbour-reopens', search: '' }, article)).toEqual({ href: '/hi/article/harbour-reopens-hi', untranslated: false });
    const hindi = { locale: 'hi' as const, slug: 'harbour-reopens-hi', translations: [{ locale: 'en' as const, _id: 'a1', slug: 'harbour-reopens', title: 'Harbour reopens' }] };
    expect(languageTarget('en', { pathname: '/hi/article/harbour-reopens-hi', search: '' }, hindi)).toEqual({ href: '/article/harbour-reopens', untranslated: false });
  });

  it("sends a story without that language to the language's home, noting it", () => {
    expect(languageTarget('ta', { pathname: '/article/harbour-reopens', search: '' }, article)).toEqual({ href: '/ta/', untranslated: true });
  });

  it('keeps any other page, with its query, in the other language', () => {
    expect(languageTarget('bn', { pathname: '/search', search: '?q=harbour' })).toEqual({ href: '/bn/search?q=harbour', untranslated: false });
    expect(languageTarget('en', { pathname: '/hi/category/sport', search: '?page=2' })).toEqual({ href: '/category/sport?page=2', untranslated: false });
    expect(languageTarget('mr', { pathname: '/', search: '' })).toEqual({ href: '/mr/', untranslated: false });
    expect(languageTarget('gu', { pathname: '/hi/', search: '' })).toEqual({ href: '/gu/', untranslated: false });
  });

  it('keeps the newsroom and the account forms where they are: they read in the language chosen', () => {
    expect(languageTarget('hi', { pathname: '/admin/users', search: '' })).toEqual({ href: '/admin/users', untranslated: false });
    expect(languageTarget('ta', { pathname: '/admin', search: '?locale=hi' })).toEqual({ href: '/admin?locale=hi', untranslated: false });
    expect(languageTarget('bn', { pathname: '/forgot-password', search: '' })).toEqual({ href: '/forgot-password', untranslated: false });
  });
});

describe('ONE_ADDRESS', () => {
  it("names the contract's client-rendered screens, and nothing else", () => {
    const paths = [...CLIENT_RENDERED_SCREENS.flatMap((s) => [s, `${s}/`, `${s}/x`, `${s}x`]), '/', '/hi/admin', '/article/admin', '/privacy'];
    for (const path of paths) expect(ONE_ADDRESS.test(path), path).toBe(isClientRenderedScreen(path));
  });
});

describe('articleSlugOf', () => {
  it('reads the article of an address in any language', () => {
    expect(articleSlugOf('/article/a%20b')).toBe('a b');
    expect(articleSlugOf('/te/article/x-te')).toBe('x-te');
    expect(articleSlugOf('/te/category/x')).toBeNull();
  });
});

describe('preferredLocale', () => {
  it("is the first of the browser's languages the site is written in", () => {
    expect(preferredLocale(['fr-FR', 'ta-IN', 'en'])).toBe('ta');
    expect(preferredLocale(['en-GB', 'hi'])).toBe('en');
    expect(preferredLocale(['fr', 'de'])).toBeNull();
  });
});
