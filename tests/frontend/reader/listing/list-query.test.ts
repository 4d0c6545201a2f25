import { describe, expect, it } from 'vitest';
import { articleListParamsSchema, ARTICLE_SORT_FIELDS, DEFAULT_PAGE_SIZE } from '@bulletin/contract';
import { articlesKey, listString, nextSort, PAGE_SIZE, shownRange, SORT_FIELDS } from '../../../../frontend/src/reader/listing/list-query';

describe('nextSort (sort buttons)', () => {
  it('clicking the active field flips the order', () => {
    expect(nextSort({ by: 'publishDate', order: 'desc' }, 'publishDate')).toEqual({ by: 'publishDate', order: 'asc' });
    expect(nextSort({ by: 'views', order: 'asc' }, 'views')).toEqual({ by: 'views', order: 'desc' });
  });

  it('clicking another field sorts it descending', () => {
    expect(nextSort({ by: 'publishDate', order: 'asc' }, 'likes')).toEqual({ by: 'likes', order: 'desc' });
    expect(nextSort(null, 'publishDate')).toEqual({ by: 'publishDate', order: 'desc' });
  });
});

describe('shownRange (Showing X - Y of N articles)', () => {
  it.each([
    [1, 13, 1, 12],
    [2, 13, 13, 13],
    [1, 5, 1, 5],
    [2, 24, 13, 24],
    [1, 0, 0, 0],
    [3, 13, 0, 0],
  ])('page %i of %i articles shows %i - %i', (page, total, from, to) => {
    expect(shownRange(page, total)).toEqual({ from, to });
  });
});

describe('listString and articlesKey (category page)', () => {
  it('keeps the default sort and page 1 out of the address', () => {
    expect(listString({ by: 'publishDate', order: 'desc' }, 1)).toBe('');
    expect(listString({ by: 'views', order: 'desc' }, 2)).toBe('sortBy=views&sortOrder=desc&page=2');
  });

  it('asks the API for one page of 12 of a category', () => {
    expect(articlesKey({ category: 'sport', sort: { by: 'likes', order: 'asc' }, page: 2 })).toBe(
      '/articles?category=sport&sortBy=likes&sortOrder=asc&page=2&limit=12',
    );
  });
});

describe("the reader's list addresses and the API's article list query", () => {
  it('are pages of the API default size, sorted by fields the API sorts by', () => {
    expect(PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE);
    for (const field of SORT_FIELDS) expect(ARTICLE_SORT_FIELDS).toContain(field);
  });

  it('are read by the API as they were meant', () => {
    const key = articlesKey({ q: 'flood', category: 'world', author: '7', breaking: true, featured: true, sort: { by: 'views', order: 'asc' }, page: 3 });
    const params = Object.fromEntries(new URL(key, 'http://x').searchParams);
    expect(articleListParamsSchema.parse(params)).toEqual({
      q: 'flood',
      category: 'world',
      author: '7',
      breaking: 'true',
      featured: 'true',
      sortBy: 'views',
      sortOrder: 'asc',
      page: 3,
      limit: DEFAULT_PAGE_SIZE,
    });
  });
});
