import { describe, expect, it } from 'vitest';
import { articlesKey, listString, nextSort, shownRange } from '../../../../frontend/src/reader/listing/list-query';

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
