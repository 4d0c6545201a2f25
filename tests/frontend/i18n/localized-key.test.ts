import { describe, expect, it } from 'vitest';
import { localizedKey } from '../../../frontend/src/i18n/localized-key';

/** The reader's API reads in the page's language (docs/api.md#languages). */
describe('localizedKey', () => {
  it('asks article lists and categories in the language', () => {
    expect(localizedKey('/articles?featured=true&limit=6', 'hi')).toBe('/articles?featured=true&limit=6&locale=hi');
    expect(localizedKey('/articles', 'ta')).toBe('/articles?locale=ta');
    expect(localizedKey('/categories', 'bn')).toBe('/categories?locale=bn');
    expect(localizedKey('/categories/sport', 'bn')).toBe('/categories/sport?locale=bn');
  });

  it('leaves English reads as they were, and one article, its comments and live stories as they are', () => {
    expect(localizedKey('/articles?featured=true&limit=6', 'en')).toBe('/articles?featured=true&limit=6');
    expect(localizedKey('/articles/harbour-reopens-hi', 'hi')).toBe('/articles/harbour-reopens-hi');
    expect(localizedKey('/articles/a1/comments', 'hi')).toBe('/articles/a1/comments');
    expect(localizedKey('/live?limit=1', 'hi')).toBe('/live?limit=1');
    expect(localizedKey('/articles?status=all&locale=all', 'hi')).toBe('/articles?status=all&locale=all');
  });
});
