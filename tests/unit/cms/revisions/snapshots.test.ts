import { describe, expect, it } from 'vitest';
import { mediaOf, snapshotOf } from '../../../../cms/src/revisions/snapshots.js';

describe("Strapi's snapshot of an article row", () => {
  it('keeps the contract fields, the category then and the images by id and address, in order', () => {
    const snapshot = snapshotOf({
      id: 3, documentId: 'art1', title: 'Harbour', excerpt: null, content: '<p>Text</p>', editorialStatus: 'published',
      publishDate: new Date('2026-03-04T05:06:07.000Z'), breaking: null, featured: true, tags: ['a', 4, 'b'],
      category: { documentId: 'cat1', name: 'News', slug: 'news' },
      featuredImage: { id: 11, url: '/uploads/cover.png' },
      images: [{ id: 13, url: '/uploads/two.png' }, { id: 12, url: '/uploads/one.png' }],
      corrections: [{ id: 'c1', text: 'The vote was 6–3.', at: '2026-03-05T00:00:00.000Z' }, { text: 'not a correction' }],
    });
    expect(snapshot).toEqual({
      articleId: 'art1', title: 'Harbour', excerpt: '', content: '<p>Text</p>', categoryId: 'cat1', categoryName: 'News', categorySlug: 'news',
      tags: ['a', 'b'], editorialStatus: 'published', breaking: false, featured: true, publishDate: '2026-03-04T05:06:07.000Z',
      media: { featuredImage: { id: 11, url: '/uploads/cover.png' }, images: [{ id: 13, url: '/uploads/two.png' }, { id: 12, url: '/uploads/one.png' }] },
      corrections: [{ id: 'c1', text: 'The vote was 6–3.', at: '2026-03-05T00:00:00.000Z' }],
    });
  });

  it('reads a missing category, images and date as none', () => {
    expect(snapshotOf({ id: 1, documentId: 'd', title: 'T', category: null, featuredImage: null, images: null, publishDate: null })).toMatchObject({
      categoryId: null, categoryName: null, publishDate: null, tags: [], editorialStatus: 'draft', media: { featuredImage: null, images: [] }, corrections: [],
    });
  });
});

describe('mediaOf (a revision’s stored images)', () => {
  it('reads the featured image and the others by id and address, in order', () => {
    expect(mediaOf({ featuredImage: { id: 1, url: '/uploads/a.png' }, images: [{ id: 3, url: '/uploads/c.png' }, { id: 2, url: '/uploads/b.png' }] })).toEqual({
      featuredImage: { id: 1, url: '/uploads/a.png' },
      images: [{ id: 3, url: '/uploads/c.png' }, { id: 2, url: '/uploads/b.png' }],
    });
  });

  it('reads nothing stored, or anything that is not an image reference, as no image', () => {
    expect(mediaOf(null)).toEqual({ featuredImage: null, images: [] });
    expect(mediaOf({ featuredImage: { id: 'x', url: '/a.png' }, images: [{ id: 1.5 }, 'b', { id: 4 }] })).toEqual({
      featuredImage: null,
      images: [{ id: 4, url: '' }],
    });
  });
});
