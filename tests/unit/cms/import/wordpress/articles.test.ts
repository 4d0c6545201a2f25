import { describe, expect, it } from 'vitest';
import { preferredSlug } from '../../../../../cms/src/import/wordpress/articles.js';
import { plan } from './gazette.js';

describe('preferredSlug', () => {
  it('keeps a WordPress slug Bulletin can use, else makes one', () => {
    expect(preferredSlug(plan(101))).toBe('harbour-reopens-after-the-storm');
    expect(preferredSlug(plan(103))).toBe('post-103');
    expect(preferredSlug(plan(104))).toBe('draft-dredging-plans');
  });
});
