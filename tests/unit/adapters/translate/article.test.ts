import { describe, expect, it } from 'vitest';
import { articleSchema, articleUpdateSchema } from '@bulletin/contract';
import {
  articleFromStrapi,
  articleInputToStrapi,
  articleListFromStrapi,
  relatedFromStrapi,
} from '../../../../adapters/src/translate/article.js';
import type { StrapiArticle, StrapiMedia } from '../../../../adapters/src/translate/types.js';

const image = (id: number, url: string): StrapiMedia => ({
  id,
  documentId: `m${id}`,
  url,
  width: 1200,
  height: 800,
  mime: 'image/png',
  alternativeText: null,
  formats: { thumbnail: { url: `/uploads/thumbnail_${id}.png`, width: 234, height: 156 } },
});

function strapiArticle(overrides: Partial<StrapiArticle> = {}): StrapiArticle {
  return {
    id: 7,
    documentId: 'art7',
    title: 'Storm hits coast',
    slug: 'storm-hits-coast',
    excerpt: 'Winds of 100 km/h',
    content: '<p>Storm.</p>',
    editorialStatus: 'published',
    publishDate: '2025-01-02T08:00:00.000Z',
    createdAt: '2025-01-01T08:00:00.000Z',
    updatedAt: '2025-01-03T08:00:00.000Z',
    breaking: true,
    featured: false,
    views: 12,
    likes: 3,
    tags: ['weather', 'coast'],
    category: { id: 2, documentId: 'cat2', name: 'World', slug: 'world', color: '#123456', icon: '🌍' },
    author: { id: 5, firstName: 'Ada', lastName: 'Lovelace', avatar: '/a.png', bio: 'Writer', slug: 'ada-lovelace', xHandle: 'ada' },
    featuredImage: image(1, '/uploads/storm.png'),
    images: [image(2, '/uploads/one.png'), image(3, '/uploads/two.png')],
    ...overrides,
  };
}

describe('articleFromStrapi', () => {
  it('maps every field to the contract shape', () => {
    expect(articleFromStrapi(strapiArticle())).toEqual({
      _id: 'art7',
      locale: 'en',
      translations: [],
      slug: 'storm-hits-coast',
      title: 'Storm hits coast',
      excerpt: 'Winds of 100 km/h',
      content: '<p>Storm.</p>',
      corrections: [],
      featuredImage: '/uploads/storm.png',
      featuredImageMeta: {
        width: 1200,
        height: 800,
        formats: { thumbnail: { url: '/uploads/thumbnail_1.png', width: 234, height: 156 } },
        types: [],
        focus: null,
        social: null,
      },
      images: ['/uploads/one.png', '/uploads/two.png'],
      category: { _id: 'cat2', name: 'World', color: '#123456', icon: '🌍', slug: 'world' },
      publishDate: '2025-01-02T08:00:00.000Z',
      createdAt: '2025-01-01T08:00:00.000Z',
      updatedAt: '2025-01-03T08:00:00.000Z',
      status: 'published',
      breaking: true,
      featured: false,
      views: 12,
      likes: 3,
      tags: ['weather', 'coast'],
      author: { _id: '5', firstName: 'Ada', lastName: 'Lovelace', avatar: '/a.png', bio: 'Writer', slug: 'ada-lovelace', xHandle: 'ada' },
      coAuthors: [],
    });
  });

  it('gives the co-authors as the API names them, in their order (docs/api.md#shared-bylines)', () => {
    const shared = articleFromStrapi(
      strapiArticle({
        coAuthors: [
          { id: 9, firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' },
          { id: 4, firstName: null, lastName: null, slug: null },
        ],
      }),
    );
    expect(shared.coAuthors).toEqual([
      { _id: '9', firstName: 'Ben', lastName: 'Lee', slug: 'ben-lee' },
      { _id: '4', firstName: null, lastName: null, slug: null },
    ]);
  });

  it('fills empty values', () => {
    const a = articleFromStrapi(
      strapiArticle({
        excerpt: null,
        content: null,
        tags: null,
        images: null,
        featuredImage: null,
        category: null,
        author: null,
        publishDate: null,
        editorialStatus: 'review',
      }),
    );
    expect(a.excerpt).toBe('');
    expect(a.content).toBe('');
    expect(a.tags).toEqual([]);
    expect(a.images).toEqual([]);
    expect(a.featuredImage).toBeNull();
    expect(a.featuredImageMeta).toBeNull();
    expect(a.category).toBeNull();
    expect(a.author).toBeNull();
    expect(a.publishDate).toBeNull();
    expect(a.status).toBe('review');
  });

  it('adds comments and liked only when Strapi sent them', () => {
    const plain = articleFromStrapi(strapiArticle());
    expect('comments' in plain).toBe(false);
    expect('liked' in plain).toBe(false);

    const full = articleFromStrapi(
      strapiArticle({
        liked: false,
        comments: [
          {
            id: 1,
            documentId: 'c1',
            content: 'Nice',
            createdAt: '2025-01-04T00:00:00.000Z',
            author: { id: 9, firstName: 'Bo', lastName: 'Li', avatar: null },
          },
        ],
      }),
    );
    expect(full.liked).toBe(false);
    expect(full.comments).toEqual([
      {
        _id: 'c1',
        author: { _id: '9', avatar: null, firstName: 'Bo', lastName: 'Li' },
        authorName: null,
        createdAt: '2025-01-04T00:00:00.000Z',
        content: 'Nice',
      },
    ]);
  });

  it('does not pass Strapi-only fields through', () => {
    const a = articleFromStrapi(strapiArticle()) as unknown as Record<string, unknown>;
    expect(a['id']).toBeUndefined();
    expect(a['documentId']).toBeUndefined();
    expect(a['editorialStatus']).toBeUndefined();
  });
});

describe('articleListFromStrapi', () => {
  it('maps data and pagination', () => {
    const list = articleListFromStrapi({
      data: [strapiArticle(), strapiArticle({ documentId: 'art8', slug: 'b' })],
      meta: { pagination: { page: 2, pageSize: 2, pageCount: 5, total: 9 } },
    });
    expect(list.articles.map((a) => a._id)).toEqual(['art7', 'art8']);
    expect(list).toMatchObject({ total: 9, page: 2, limit: 2, pages: 5 });
  });
});

describe('relatedFromStrapi', () => {
  it('keeps only the related-article fields', () => {
    expect(relatedFromStrapi(strapiArticle({ excerpt: null }))).toEqual({
      _id: 'art7',
      slug: 'storm-hits-coast',
      title: 'Storm hits coast',
      excerpt: '',
      featuredImage: '/uploads/storm.png',
    });
  });
});

describe('articleInputToStrapi', () => {
  const input = articleSchema.parse({
    title: 'T',
    content: '<p>C</p>',
    category: 'cat2',
    tags: 'a, b',
    status: 'review',
    featured: 'true',
    publishDate: '2025-05-06',
  });

  it('renames status and writes the date as ISO text', () => {
    expect(articleInputToStrapi(input, {})).toEqual({
      language: 'en',
      title: 'T',
      excerpt: '',
      content: '<p>C</p>',
      category: 'cat2',
      tags: ['a', 'b'],
      editorialStatus: 'review',
      featured: true,
      breaking: false,
      publishDate: '2025-05-06T00:00:00.000Z',
    });
  });

  it('sends coAuthors only when the input has them', () => {
    expect('coAuthors' in articleInputToStrapi(input, {})).toBe(false);
    const shared = articleSchema.parse({ title: 'T', content: 'C', category: 'x', coAuthors: ['9', 9, '4'] });
    expect(articleInputToStrapi(shared, {}).coAuthors).toEqual(['9', '4']);
    const none = articleSchema.parse({ title: 'T', content: 'C', category: 'x', coAuthors: null });
    expect(articleInputToStrapi(none, {}).coAuthors).toEqual([]);
  });

  it('leaves out publishDate when none was given', () => {
    const noDate = articleSchema.parse({ title: 'T', content: 'C', category: 'x' });
    expect('publishDate' in articleInputToStrapi(noDate, {})).toBe(false);
  });

  it('adds media ids only when given', () => {
    const withMedia = articleInputToStrapi(input, { featuredImage: 4, images: [5, 6] });
    expect(withMedia.featuredImage).toBe(4);
    expect(withMedia.images).toEqual([5, 6]);
    const removed = articleInputToStrapi(input, { featuredImage: null });
    expect(removed.featuredImage).toBeNull();
    expect('images' in removed).toBe(false);
    const none = articleInputToStrapi(input, {});
    expect('featuredImage' in none).toBe(false);
    expect('images' in none).toBe(false);
  });
});

/** The loaded version of an edit (docs/product.md#edit-conflicts). */
describe('articleInputToStrapi and updatedAt', () => {
  it('goes to Strapi with the edit, never taken from a stored article', () => {
    const input = articleUpdateSchema.parse({ title: 'T', content: '<p>x</p>', category: 'c', updatedAt: '2026-05-01T10:00:00.000Z', reviewNote: '<b>Why</b>' });
    const data = articleInputToStrapi(input, {});
    expect(data).toMatchObject({ updatedAt: '2026-05-01T10:00:00.000Z', reviewNote: 'Why' });
    const plain = articleInputToStrapi(articleUpdateSchema.parse({ title: 'T', content: '<p>x</p>', category: 'c' }), {});
    expect(plain).not.toHaveProperty('updatedAt');
    expect(plain).not.toHaveProperty('reviewNote');
  });
});

/** Review notes (docs/product.md#review-notes). */
describe('the review note in answers', () => {
  const base = {
    id: 1, documentId: 'a', title: 't', slug: 's', excerpt: null, content: null, editorialStatus: 'draft', publishDate: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', breaking: false, featured: false, views: 0,
    likes: 0, tags: null, category: null, author: null, featuredImage: null, images: null,
  } as StrapiArticle;
  it('is passed on only when Strapi sent it (a staff answer); otherwise the key is absent', () => {
    expect(articleFromStrapi({ ...base, reviewNote: 'Fix it' }).reviewNote).toBe('Fix it');
    expect(articleFromStrapi({ ...base, reviewNote: null }).reviewNote).toBeNull();
    expect(Object.keys(articleFromStrapi(base))).not.toContain('reviewNote');
  });
});

describe('an article in another language', () => {
  it('carries its language, its translations and its category named in its language', () => {
    const a = articleFromStrapi(
      strapiArticle({
        language: 'hi',
        translations: [{ locale: 'en', documentId: 'art1', slug: 'storm', title: 'Storm' }],
        category: { id: 1, documentId: 'cat1', name: 'News', slug: 'news', color: null, icon: null, translations: { hi: { name: 'समाचार', description: '' } } },
      }),
    );
    expect(a.locale).toBe('hi');
    expect(a.translations).toEqual([{ locale: 'en', _id: 'art1', slug: 'storm', title: 'Storm' }]);
    expect(a.category?.name).toBe('समाचार');
  });

  it('sends its language and, on creation, the article it translates', () => {
    const input = articleSchema.parse({ title: 'T', content: '<p>x</p>', category: 'c', locale: 'ta', translationOf: 'art1' });
    expect(articleInputToStrapi(input, {})).toMatchObject({ language: 'ta', translationOf: 'art1' });
  });
});
