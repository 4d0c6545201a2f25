import { describe, expect, it } from 'vitest';
import { categoryListQuery } from '../../../../cms/src/categories/list.js';

/** Which lists the category list answers: exactly one category's public list, as the adapters ask for it. */
const byId = { category: { documentId: { $eq: 'cat1' } } };
const byIdOrSlug = { category: { $or: [{ documentId: { $eq: 'news' } }, { slug: { $eq: 'news' } }] } };

describe('categoryListQuery', () => {
  it('reads a category by documentId, or by documentId or slug, newest first by default', () => {
    expect(categoryListQuery(byId, undefined)).toEqual({ category: 'cat1', orSlug: false, sort: { field: 'publishDate', direction: 'desc' } });
    expect(categoryListQuery(byIdOrSlug, undefined)).toEqual({ category: 'news', orSlug: true, sort: { field: 'publishDate', direction: 'desc' } });
  });

  it('reads the sorts it keeps an order for, each with id:desc after it', () => {
    expect(categoryListQuery(byId, ['title:asc', 'id:desc'])?.sort).toEqual({ field: 'title', direction: 'asc' });
    expect(categoryListQuery(byId, 'views:desc,id:desc')?.sort).toEqual({ field: 'views', direction: 'desc' });
    expect(categoryListQuery(byId, ['likes:desc', 'id:desc'])?.sort).toEqual({ field: 'likes', direction: 'desc' });
  });

  it('leaves one article out (related articles)', () => {
    expect(categoryListQuery({ ...byId, documentId: { $ne: 'art9' } }, undefined)).toMatchObject({ category: 'cat1', exceptDocumentId: 'art9' });
  });

  it('leaves every other list to the general path', () => {
    expect(categoryListQuery(undefined, undefined)).toBeUndefined();
    expect(categoryListQuery({ ...byId, tagIndex: { $containsi: '|x|' } }, undefined)).toBeUndefined();
    expect(categoryListQuery(byId, ['title:asc'])).toBeUndefined();
    expect(categoryListQuery(byId, ['slug:asc', 'id:desc'])).toBeUndefined();
    expect(categoryListQuery(byId, ['title:up', 'id:desc'])).toBeUndefined();
    expect(categoryListQuery({ category: { documentId: { $in: ['a'] } } }, undefined)).toBeUndefined();
    expect(categoryListQuery({ category: { $or: [{ documentId: { $eq: 'a' } }, { slug: { $eq: 'b' } }] } }, undefined)).toBeUndefined();
    expect(categoryListQuery({ ...byId, documentId: { $eq: 'art9' } }, undefined)).toBeUndefined();
  });
});
