import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES, categorySchema, type TranslatedLocale } from '@bulletin/contract';
import { demoArticles, demoCategories } from '../../../../cms/src/seed/demo-content.js';
import { demoCategoryTranslations, demoTranslations, TRANSLATED_STORIES } from '../../../../cms/src/seed/demo-translations.js';

/**
 * The demo in every language (docs/product.md#languages): at least four stories translated into each of the eight
 * other languages, written in that language's script, and every category named in every language.
 */
const SCRIPT: Record<TranslatedLocale, RegExp> = {
  hi: /[\u0900-\u097F]/gu,
  mr: /[\u0900-\u097F]/gu,
  kn: /[\u0C80-\u0CFF]/gu,
  ta: /[\u0B80-\u0BFF]/gu,
  bn: /[\u0980-\u09FF]/gu,
  ml: /[\u0D00-\u0D7F]/gu,
  te: /[\u0C00-\u0C7F]/gu,
  gu: /[\u0A80-\u0AFF]/gu,
};
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote']);

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
/** The share of the letters that are in the language's script. */
function inScript(text: string, locale: TranslatedLocale): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  const own = text.match(SCRIPT[locale]) ?? [];
  return letters.length ? own.length / letters.length : 0;
}

describe('demo translations', () => {
  it('translate at least four existing stories into each other language', () => {
    const titles = new Set(demoArticles.map((a) => a.title));
    for (const title of Object.values(TRANSLATED_STORIES)) expect(titles.has(title), title).toBe(true);
    for (const locale of TRANSLATED_LOCALES) {
      const stories = Object.keys(demoTranslations[locale]);
      expect(stories.length, locale).toBeGreaterThanOrEqual(4);
      expect(stories.sort()).toEqual(Object.keys(TRANSLATED_STORIES).sort());
    }
  });

  it("are written in the language's own script, with no zero-width joiners", () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const [story, t] of Object.entries(demoTranslations[locale])) {
        for (const text of [t.title, t.excerpt, plain(t.content)]) {
          expect(inScript(text, locale), `${locale} ${story}: ${text.slice(0, 40)}`).toBeGreaterThan(0.97);
          expect(text).not.toMatch(/[\u200C\u200D]/);
        }
        expect(plain(t.content).split(' ').length, `${locale} ${story}`).toBeGreaterThanOrEqual(60);
      }
    }
  });

  it('use only editor HTML in 3 to 6 blocks', () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const [story, t] of Object.entries(demoTranslations[locale])) {
        const tags = [...t.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
        for (const [, name, attrs] of tags) {
          expect(ALLOWED_TAGS.has(name!), `${locale} ${story} <${name}>`).toBe(true);
          expect(attrs!.trim(), `${locale} ${story} <${name}>`).toBe('');
        }
        const blocks = t.content.split('\n').length;
        expect(blocks).toBeGreaterThanOrEqual(3);
        expect(blocks).toBeLessThanOrEqual(6);
        expect(t.excerpt).not.toMatch(/[<>]/);
      }
    }
  });

  it('hold the words the search is shown finding in each script', () => {
    const words: Array<[TranslatedLocale, string]> = [
      ['hi', 'बाढ़ग्रस्त'], ['mr', 'मुसळधार'], ['kn', 'ಪ್ರವಾಹಪೀಡಿತ'], ['ta', 'வெள்ளப்பெருக்கு'],
      ['bn', 'বন্যাকবলিত'], ['ml', 'വെള്ളപ്പൊക്കം'], ['te', 'లోతట్టు'], ['gu', 'પૂરગ્રસ્ત'],
    ];
    for (const [locale, word] of words) expect(JSON.stringify(demoTranslations[locale].flood), locale).toContain(word);
  });
});

describe('demo category names', () => {
  it('name every category in every other language, valid by the category schema', () => {
    for (const category of demoCategories) {
      const translations = demoCategoryTranslations[category.slug];
      expect(translations, category.slug).toBeDefined();
      const parsed = categorySchema.parse({ name: category.name, translations }).translations;
      for (const locale of TRANSLATED_LOCALES) {
        const name = parsed[locale]?.name ?? '';
        expect(name.length, `${category.slug} ${locale}`).toBeGreaterThanOrEqual(2);
        expect(inScript(name, locale), `${category.slug} ${locale} ${name}`).toBeGreaterThan(0.97);
      }
    }
  });

  it('give the navigation its descriptions in every language', () => {
    for (const slug of ['news', 'sport', 'business', 'innovation', 'travel', 'audio', 'video']) {
      for (const locale of TRANSLATED_LOCALES) expect(demoCategoryTranslations[slug]![locale]!.description.length, `${slug} ${locale}`).toBeGreaterThan(10);
    }
  });

  it('are distinct within each language', () => {
    for (const locale of TRANSLATED_LOCALES) {
      const names = demoCategories.map((c) => demoCategoryTranslations[c.slug]![locale]!.name);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });
});
