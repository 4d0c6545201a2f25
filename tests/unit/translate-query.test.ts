import { describe, expect, it } from 'vitest';
import qs from 'qs';
import { BadRequestError } from '../../adapters/src/errors.js';
import { articleListQuery, paginationQuery } from '../../adapters/src/translate/query.js';

function failure(fn: () => unknown): BadRequestError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestError);
    return err as BadRequestError;
  }
  throw new Error('expected a BadRequestError');
}

describe('articleListQuery', () => {
  it('defaults to page 1 of 12 with nothing else', () => {
    expect(articleListQuery({})).toEqual({ pagination: { page: 1, pageSize: 12 } });
  });

  it('translates every parameter', () => {
    expect(
      articleListQuery({
        q: ' storm ',
        category: 'world',
        status: 'all',
        featured: 'true',
        breaking: 'false',
        tag: ' weather ',
        author: '5',
        sortBy: 'views',
        sortOrder: 'asc',
        page: '3',
        limit: '20',
      }),
    ).toEqual({
      filters: {
        featured: { $eq: true },
        breaking: { $eq: false },
        category: { $or: [{ documentId: { $eq: 'world' } }, { slug: { $eq: 'world' } }] },
      },
      sort: ['views:asc', 'id:desc'],
      pagination: { page: 3, pageSize: 20 },
      editorialStatus: 'all',
      search: 'storm',
      tag: 'weather',
      author: '5',
    });
  });

  it('reads the query as Express parses it with qs', () => {
    const params = qs.parse('category=cat9&featured=true&limit=6');
    expect(articleListQuery(params)).toEqual({
      filters: { category: { $or: [{ documentId: { $eq: 'cat9' } }, { slug: { $eq: 'cat9' } }] }, featured: { $eq: true } },
      pagination: { page: 1, pageSize: 6 },
    });
  });

  it('treats sort=date as publishDate descending', () => {
    expect(articleListQuery({ sort: 'date', limit: '8' }).sort).toEqual(['publishDate:desc', 'id:desc']);
  });

  it('defaults sortOrder to desc when sortBy is given', () => {
    expect(articleListQuery({ sortBy: 'likes' }).sort).toEqual(['likes:desc', 'id:desc']);
  });

  it('sorts publishDate when only sortOrder is given', () => {
    expect(articleListQuery({ sortOrder: 'asc' }).sort).toEqual(['publishDate:asc', 'id:desc']);
  });

  it('lets an explicit sortBy win over sort=date', () => {
    expect(articleListQuery({ sort: 'date', sortBy: 'title', sortOrder: 'asc' }).sort).toEqual([
      'title:asc',
      'id:desc',
    ]);
  });

  it('omits sort when none was asked for (relevance or newest first)', () => {
    expect('sort' in articleListQuery({ q: 'storm' })).toBe(false);
  });

  it('omits empty text and flags', () => {
    expect(articleListQuery({ q: '  ', category: '', tag: '', author: '', featured: '', breaking: '', status: '' })).toEqual({
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it('uses the first of repeated parameters', () => {
    const q = articleListQuery({ q: ['one', 'two'], page: ['2', '9'], featured: ['false', 'true'] });
    expect(q.search).toBe('one');
    expect(q.pagination.page).toBe(2);
    expect(q.filters?.featured).toEqual({ $eq: false });
  });

  it.each(['draft', 'review', 'published', 'archived', 'all'])('passes the status %s', (status) => {
    expect(articleListQuery({ status }).editorialStatus).toBe(status);
  });

  it.each([
    [{ page: '0' }, 'page', 'page must be a whole number of 1 or more'],
    [{ page: '-1' }, 'page', 'page must be a whole number of 1 or more'],
    [{ page: '1.5' }, 'page', 'page must be a whole number of 1 or more'],
    [{ page: 'abc' }, 'page', 'page must be a whole number of 1 or more'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: '101' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ limit: 'ten' }, 'limit', 'limit must be a whole number from 1 to 100'],
    [{ featured: 'yes' }, 'featured', 'featured must be true or false'],
    [{ breaking: '1' }, 'breaking', 'breaking must be true or false'],
    [{ status: 'live' }, 'status', 'status must be one of draft, review, published, archived, all'],
    [{ sortBy: 'random' }, 'sortBy', 'sortBy must be one of publishDate, views, likes, createdAt, title'],
    [{ sortOrder: 'up' }, 'sortOrder', 'sortOrder must be asc or desc'],
    [{ sort: 'views' }, 'sort', 'sort must be date'],
    [{ q: { $ne: 'x' } }, 'q', 'q must be text'],
    [{ page: { $gt: '1' } }, 'page', 'page must be a whole number of 1 or more'],
  ])('rejects %o', (params, field, message) => {
    const err = failure(() => articleListQuery(params));
    expect(err.message).toBe(message);
    expect(err.errors).toEqual([{ field, message }]);
  });

  it('accepts the limits 1 and 100', () => {
    expect(articleListQuery({ limit: '1' }).pagination.pageSize).toBe(1);
    expect(articleListQuery({ limit: '100' }).pagination.pageSize).toBe(100);
  });

  it('collects every problem, the first one as the message', () => {
    const err = failure(() => articleListQuery({ featured: 'maybe', page: '0', sortOrder: 'sideways' }));
    expect(err.message).toBe('featured must be true or false');
    expect(err.errors?.map((e) => e.field).sort()).toEqual(['featured', 'page', 'sortOrder']);
  });

  it('stringifies into the form Strapi reads', () => {
    const text = decodeURIComponent(qs.stringify(articleListQuery({ category: 'news', sort: 'date' })));
    expect(text).toContain('filters[category][$or][0][documentId][$eq]=news');
    expect(text).toContain('filters[category][$or][1][slug][$eq]=news');
    expect(text).toContain('sort[0]=publishDate:desc');
    expect(text).toContain('pagination[pageSize]=12');
  });
});

describe('paginationQuery', () => {
  it('reads page and limit with defaults', () => {
    expect(paginationQuery({})).toEqual({ pagination: { page: 1, pageSize: 12 } });
    expect(paginationQuery({ page: '2', limit: '50', q: 'ignored' })).toEqual({ pagination: { page: 2, pageSize: 50 } });
  });

  it('rejects bad values with both problems listed', () => {
    const err = failure(() => paginationQuery({ page: 'x', limit: '500' }));
    expect(err.message).toBe('page must be a whole number of 1 or more');
    expect(err.errors).toEqual([
      { field: 'page', message: 'page must be a whole number of 1 or more' },
      { field: 'limit', message: 'limit must be a whole number from 1 to 100' },
    ]);
  });
});
