import { describe, expect, it } from 'vitest';
import {
  articleSchema,
  articleUpdateSchema,
  categorySchema,
  categoryReadParamsSchema,
  categoryTextIn,
  mergeCategoryTranslations,
} from '@bulletin/contract';

/** Languages in requests (docs/product.md#languages): the same 'Unknown language' everywhere. */
const article = { title: 'T', content: '<p>x</p>', category: 'c1' };

describe('an article language', () => {
  it('is English when not given, one of the nine when given', () => {
    expect(articleSchema.parse(article).locale).toBe('en');
    expect(articleSchema.parse({ ...article, locale: 'ml' }).locale).toBe('ml');
    expect(articleSchema.parse({ ...article, locale: null }).locale).toBe('en');
  });

  it('refuses anything else with Unknown language', () => {
    for (const locale of ['fr', 'EN', 'all', 3]) {
      const result = articleSchema.safeParse({ ...article, locale });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['locale'], message: 'Unknown language' });
    }
  });

  it('takes translationOf on creation only', () => {
    expect(articleSchema.parse({ ...article, translationOf: ' abc ' }).translationOf).toBe('abc');
    expect(articleSchema.parse({ ...article, translationOf: '' }).translationOf).toBeUndefined();
    expect('translationOf' in articleUpdateSchema.parse({ ...article, translationOf: 'abc' })).toBe(false);
  });
});

describe('category translations', () => {
  const category = { name: 'News' };

  it('map languages to a name and a description; empty ones are dropped', () => {
    const parsed = categorySchema.parse({ ...category, translations: { hi: { name: ' समाचार ', description: '' }, ta: null, bn: { name: '', description: '' } } });
    expect(parsed.translations).toEqual({ hi: { name: 'समाचार', description: '' } });
    expect(categorySchema.parse(category).translations).toEqual({});
  });

  it('refuse an unknown language, English, a short name and a bad shape', () => {
    const issue = (translations: unknown) => categorySchema.safeParse({ ...category, translations }).error?.issues[0];
    expect(issue({ fr: { name: 'Infos' } })).toMatchObject({ path: ['translations', 'fr'], message: 'Unknown language' });
    expect(issue({ en: { name: 'News' } })).toMatchObject({ path: ['translations', 'en'], message: 'Unknown language' });
    expect(issue({ hi: { name: 'स' } })?.message).toBe('Name must be at least 2 characters');
    expect(issue(['hi'])?.message).toBe('Translations must map languages to a name and a description');
  });

  it('refuse a name with a text-direction control character, as the English name does', () => {
    const issue = categorySchema.safeParse({ ...category, translations: { hi: { name: '\u202Eसमाचार' } } }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['translations', 'hi', 'name'], message: 'Name cannot contain text-direction control characters' });
  });

  it('merge an edit language by language, null removing one', () => {
    const stored = { hi: { name: 'समाचार', description: 'd' }, ta: { name: 'செய்திகள்', description: '' } };
    expect(mergeCategoryTranslations(stored, { ta: null, bn: { name: 'খবর' } })).toEqual({ hi: stored.hi, ta: null, bn: { name: 'খবর' } });
    expect(mergeCategoryTranslations(stored, undefined)).toBe(stored);
  });

  it('are read in a language, each field falling back to English', () => {
    const stored = { name: 'News', description: 'The latest', translations: { hi: { name: 'समाचार', description: '' } } };
    expect(categoryTextIn(stored, 'hi')).toEqual({ name: 'समाचार', description: 'The latest' });
    expect(categoryTextIn(stored, 'ta')).toEqual({ name: 'News', description: 'The latest' });
    expect(categoryTextIn(stored, 'en')).toEqual({ name: 'News', description: 'The latest' });
    expect(categoryTextIn({ name: 'News', translations: 'junk' }, 'hi')).toEqual({ name: 'News', description: '' });
  });

  it("?locale= of the category reads: a language or all", () => {
    expect(categoryReadParamsSchema.parse({ locale: 'kn' }).locale).toBe('kn');
    expect(categoryReadParamsSchema.parse({ locale: 'all' }).locale).toBe('all');
    expect(categoryReadParamsSchema.parse({}).locale).toBeUndefined();
    expect(categoryReadParamsSchema.safeParse({ locale: 'xx' }).error?.issues[0]?.message).toBe('Unknown language');
  });
});
