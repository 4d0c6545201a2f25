import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from '../../../../cms/src/articles/slug.js';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Harbour Reopens After the Storm')).toBe('harbour-reopens-after-the-storm');
    expect(slugify('  --Ferries: 3 new routes!--  ')).toBe('ferries-3-new-routes');
  });

  it('drops accents and spells out the ampersand', () => {
    expect(slugify('Café & Bar Déjà vu')).toBe('cafe-and-bar-deja-vu');
  });

  it('cuts at 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(80);
  });

  it('is "item" when nothing is left', () => {
    expect(slugify('سوق الليل')).toBe('item');
    expect(slugify('!!!')).toBe('item');
  });
});

describe('uniqueSlug', () => {
  it('takes the first of base, base-2, base-3… that is free', async () => {
    const taken = new Set(['harbour', 'harbour-2']);
    expect(await uniqueSlug('Harbour', async (slug) => taken.has(slug))).toBe('harbour-3');
    expect(await uniqueSlug('Ferries', async (slug) => taken.has(slug))).toBe('ferries');
  });
});
