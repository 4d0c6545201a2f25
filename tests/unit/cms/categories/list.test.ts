import { describe, expect, it } from 'vitest';
import { categoryListQuery } from '../../../../cms/src/categories/list.js';

/** Which lists the category list answers: exactly one category's public list, as the adapters ask for it. */
const byId = { category: { documentId: { $eq: 'cat1' } } };
const byIdOrSlug = { category: { $or: [{ documentId: { $eq: 'news' } }, { slug: { $eq: 'news' } }] } };

describe('categoryListQuery', () => {
  it('reads a category by documentId, or by documentId or slug, newest first by default', () => {
    expect(categoryListQuery(byId, undefined, 'en')).toEqual({ locale: 'en', category: 'cat1', orSlug: false, sort: { field: 'publishDate', direction: 'desc' } });
    expect(categoryListQuery(byIdOrSlug, undefined, 'en')).toEqual({ locale: 'en', category: 'news', orSlug: true, sort: { field: 'publishDate', direction: 'desc' } });
  });

  it('reads the sorts it keeps an order for, each with id:desc after it', () => {
    expect(categoryListQuery(byId, ['title:asc', 'id:desc'], 'en')?.sort).toEqual({ field: 'title', direction: 'asc' });
    expect(categoryListQuery(byId, 'views:desc,id:desc', 'en')?.sort).toEqual({ field: 'views', direction: 'desc' });
    expect(categoryListQuery(byId, ['likes:desc', 'id:desc'], 'en')?.sort).toEqual({ field: 'likes', direction: 'desc' });
  });

  it('keeps the language asked for', () => {
    expect(categoryListQuery(byId, undefined, 'ta')).toMatchObject({ locale: 'ta', category: 'cat1' });
  });

  it('leaves one article out (related articles)', () => {
    expect(categoryListQuery({ ...byId, documentId: { $ne: 'art9' } }, undefined, 'en')).toMatchObject({ category: 'cat1', exceptDocumentId: 'art9' });
  });

  it('leaves every other list to the general path', () => {
    expect(categoryListQuery(undefined, undefined, 'en')).toBeUndefined();
    expect(categoryListQuery({ ...byId, tagIndex: { $containsi: '|x|' } }, undefined, 'en')).toBeUndefined();
    expect(categoryListQuery(byId, ['title:asc'], 'en')).toBeUndefined();
    expect(categoryListQuery(byId, ['slug:asc', 'id:desc'], 'en')).toBeUndefined();
    expect(categoryListQuery(byId, ['title:up', 'id:desc'], 'en')).toBeUndefined();
    expect(categoryListQuery({ category: { documentId: { $in: ['a'] } } }, undefined, 'en')).toBeUndefined();
    expect(categoryListQuery({ category: { $or: [{ documentId: { $eq: 'a' } }, { slug: { $eq: 'b' } }] } }, undefined, 'en')).toBeUndefined();
    expect(categoryListQuery({ ...byId, documentId: { $eq: 'art9' } }, undefined, 'en')).toBeUndefined();
  });
});
