import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  activeSort,
  parseSearch,
  searchArticlesKey,
  searchString,
  type SearchState,
} from '../../../../frontend/src/reader/search/search-query';

const parse = (qs: string) => parseSearch(new URLSearchParams(qs));
const state = (change: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...change });

describe('search state → address', () => {
  it('the default state is an empty query string', () => {
    expect(searchString(EMPTY_SEARCH)).toBe('');
  });

  it('writes q, category, breaking=true, featured=true, sort when not the default, page above 1 — in that order', () => {
    expect(
      searchString(
        state({
          q: 'harbour news',
          category: 'world',
          breaking: true,
          featured: true,
          sort: { by: 'views', order: 'asc' },
          page: 3,
        }),
      ),
    ).toBe('q=harbour+news&category=world&breaking=true&featured=true&sortBy=views&sortOrder=asc&page=3');
  });

  it('leaves out false flags, page 1, and date-newest-first without a query', () => {
    expect(
      searchString(state({ breaking: false, featured: false, page: 1, sort: { by: 'publishDate', order: 'desc' } })),
    ).toBe('');
    expect(searchString(state({ sort: { by: 'publishDate', order: 'asc' } }))).toBe('sortBy=publishDate&sortOrder=asc');
    expect(searchString(state({ sort: { by: 'likes', order: 'desc' } }))).toBe('sortBy=likes&sortOrder=desc');
  });

  it('with a query, no sort means relevance, so a chosen date sort is written out', () => {
    expect(searchString(state({ q: 'rain' }))).toBe('q=rain');
    expect(searchString(state({ q: 'rain', sort: { by: 'publishDate', order: 'desc' } }))).toBe(
      'q=rain&sortBy=publishDate&sortOrder=desc',
    );
  });

  it('trims the query and drops a blank one', () => {
    expect(searchString(state({ q: '  rain  ' }))).toBe('q=rain');
    expect(searchString(state({ q: '   ' }))).toBe('');
  });
});

describe('address → search state', () => {
  it('reads every field', () => {
    expect(parse('q=rain&category=world&author=12&breaking=true&featured=true&sortBy=likes&sortOrder=asc&page=2')).toEqual({
      q: 'rain',
      category: 'world',
      author: '12',
      breaking: true,
      featured: true,
      sort: { by: 'likes', order: 'asc' },
      page: 2,
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(parse('breaking=yes&featured=1&sortBy=title&sortOrder=up&page=0')).toEqual(EMPTY_SEARCH);
    expect(parse('page=-2')).toEqual(EMPTY_SEARCH);
    expect(parse('page=abc').page).toBe(1);
  });

  it('an author filter is a user id (the author page of an article’s structured data); anything else is none', () => {
    expect(parse('author=42')).toEqual(state({ author: '42' }));
    expect(searchString(state({ author: '42', page: 2 }))).toBe('author=42&page=2');
    expect(searchArticlesKey(state({ author: '42' }))).toBe('/articles?author=42&sortBy=publishDate&sortOrder=desc&page=1&limit=12');
    for (const bad of ['abc', '0', '-3', '4.5', '045', '12345678901']) expect(parse(`author=${bad}`).author, bad).toBe('');
  });

  it('a lone sortOrder sorts by date; a lone sortBy sorts descending', () => {
    expect(parse('sortOrder=asc').sort).toEqual({ by: 'publishDate', order: 'asc' });
    expect(parse('sortBy=views').sort).toEqual({ by: 'views', order: 'desc' });
  });

  it('round-trips: parse(searchString(s)) is s, and canonical strings survive a parse', () => {
    const states: SearchState[] = [
      EMPTY_SEARCH,
      state({ q: 'a & b', category: 'sport', page: 4 }),
      state({ author: '7', category: 'world' }),
      state({ breaking: true, sort: { by: 'views', order: 'desc' } }),
      state({ q: 'x', sort: { by: 'publishDate', order: 'desc' } }),
      state({ featured: true, sort: { by: 'publishDate', order: 'asc' }, page: 2 }),
    ];
    for (const s of states) {
      expect(parse(searchString(s))).toEqual(s);
      expect(searchString(parse(searchString(s)))).toBe(searchString(s));
    }
  });
});

describe('the API request of a state', () => {
  it('asks for 12 per page with the default sort and no query', () => {
    expect(searchArticlesKey(EMPTY_SEARCH)).toBe('/articles?sortBy=publishDate&sortOrder=desc&page=1&limit=12');
  });

  it('leaves the sort to the API (relevance) when there is a query and no chosen sort', () => {
    expect(searchArticlesKey(state({ q: 'rain', breaking: true }))).toBe(
      '/articles?q=rain&breaking=true&page=1&limit=12',
    );
    expect(searchArticlesKey(state({ q: 'rain', sort: { by: 'views', order: 'asc' }, page: 2 }))).toBe(
      '/articles?q=rain&sortBy=views&sortOrder=asc&page=2&limit=12',
    );
  });

  it('the active sort is relevance (null) only with a query and no choice', () => {
    expect(activeSort(EMPTY_SEARCH)).toEqual({ by: 'publishDate', order: 'desc' });
    expect(activeSort(state({ q: 'rain' }))).toBeNull();
    expect(activeSort(state({ q: 'rain', sort: { by: 'likes', order: 'desc' } }))).toEqual({
      by: 'likes',
      order: 'desc',
    });
  });
});
