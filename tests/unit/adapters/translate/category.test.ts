import { describe, expect, it } from 'vitest';
import { categorySchema } from '@bulletin/contract';
import { categoryFromStrapi, categoryInputToStrapi } from '../../../../adapters/src/translate/category.js';
import type { StrapiCategory } from '../../../../adapters/src/translate/types.js';

const strapiCategory: StrapiCategory = {
  id: 3,
  documentId: 'cat3',
  name: 'Technology',
  slug: 'technology',
  description: 'Gadgets and code',
  color: '#4f46e5',
  icon: '💻',
  order: 4,
  parentCategory: { id: 1, documentId: 'cat1', name: 'News', slug: 'news' },
  subCategories: [
    { id: 8, documentId: 'cat8', name: 'AI', slug: 'ai', color: null, icon: null, articleCount: 2 },
  ],
  articleCount: 11,
};

describe('categoryFromStrapi', () => {
  it('maps to the contract shape', () => {
    expect(categoryFromStrapi(strapiCategory)).toEqual({
      _id: 'cat3',
      name: 'Technology',
      slug: 'technology',
      description: 'Gadgets and code',
      color: '#4f46e5',
      icon: '💻',
      order: 4,
      parentCategory: { _id: 'cat1', name: 'News', slug: 'news' },
      subCategories: [{ _id: 'cat8', slug: 'ai', name: 'AI', color: null, icon: null, articleCount: 2 }],
      articleCount: 11,
    });
  });

  it('fills empty values of a top-level category', () => {
    const c = categoryFromStrapi({
      ...strapiCategory,
      description: null,
      order: null,
      parentCategory: null,
      subCategories: [],
    });
    expect(c.description).toBe('');
    expect(c.order).toBe(0);
    expect(c.parentCategory).toBeNull();
    expect(c.subCategories).toEqual([]);
  });
});

describe('categoryInputToStrapi', () => {
  it('sends the form fields', () => {
    const input = categorySchema.parse({ name: 'Space', order: '2', parentCategory: 'cat1', color: '#fff' });
    expect(categoryInputToStrapi(input)).toEqual({
      name: 'Space',
      description: '',
      color: '#fff',
      icon: '',
      order: 2,
      parentCategory: 'cat1',
      translations: {},
    });
  });

  it('sends null for a top-level category', () => {
    expect(categoryInputToStrapi(categorySchema.parse({ name: 'Space' })).parentCategory).toBeNull();
  });
});
