import { describe, expect, it } from 'vitest';
import qs from 'qs';
import { BadRequestError } from '../../../../adapters/src/http/errors.js';
import { articleListQuery, paginationQuery } from '../../../../adapters/src/translate/query.js';

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

describe('articleListQuery at the edges', () => {
  const PAGE = 'page must be a whole number of 1 or more';
  const LIMIT = 'limit must be a whole number from 1 to 100';
  const STATUS = 'status must be one of draft, review, published, archived, all';
  const rejects = (params: Record<string, unknown>, field: string, message: string) => {
    const err = failure(() => articleListQuery(params));
    expect(err.message).toBe(message);
    expect(err.errors).toEqual([{ field, message }]);
  };

  it('accepts page 1, a plus sign, surrounding spaces and the largest safe page', () => {
    expect(articleListQuery({ page: '1' }).pagination.page).toBe(1);
    expect(articleListQuery({ page: '+3' }).pagination.page).toBe(3);
    expect(articleListQuery({ page: ' 4 ', limit: ' 7 ' }).pagination).toEqual({ page: 4, pageSize: 7 });
    expect(articleListQuery({ page: String(Number.MAX_SAFE_INTEGER) }).pagination.page).toBe(Number.MAX_SAFE_INTEGER);
    expect(articleListQuery({ limit: '007' }).pagination.pageSize).toBe(7);
  });

  it.each(['9007199254740992', '1e2', '0x10', '2.0', '-0', '1 000', 'Infinity', 'NaN', '٣'])('rejects page %s', (page) => {
    rejects({ page }, 'page', PAGE);
  });

  it.each(['1e1', '100.0', '-1', '1000000000000000000000', '+0'])('rejects limit %s', (limit) => {
    rejects({ limit }, 'limit', LIMIT);
  });

  it('reads numbers and booleans given as values, not text', () => {
    expect(articleListQuery({ page: 2, limit: 5, featured: true, breaking: false })).toEqual({
      filters: { featured: { $eq: true }, breaking: { $eq: false } },
      pagination: { page: 2, pageSize: 5 },
    });
    rejects({ page: 0 }, 'page', PAGE);
    rejects({ limit: 2.5 }, 'limit', LIMIT);
  });

  it('treats null and an empty list as absent', () => {
    expect(articleListQuery({ q: null, page: null, status: [], limit: [] })).toEqual({ pagination: { page: 1, pageSize: 12 } });
  });

  it.each([
    [{ q: ['one', 'two'] }, 'search', 'one'],
    [{ tag: [' first ', 'second'] }, 'tag', 'first'],
    [{ status: ['review', 'bogus'] }, 'editorialStatus', 'review'],
    [{ author: [7, 8] }, 'author', '7'],
  ] as const)('takes the first of repeated parameters: %o', (params, key, value) => {
    expect(articleListQuery(params as Record<string, unknown>)[key]).toBe(value);
  });

  it('judges only the first of repeated parameters', () => {
    rejects({ status: ['bogus', 'review'] }, 'status', STATUS);
    rejects({ limit: ['500', '5'] }, 'limit', LIMIT);
    expect(articleListQuery({ limit: ['5', '500'] }).pagination.pageSize).toBe(5);
    // An empty first value is no value at all, whatever follows.
    expect(articleListQuery({ featured: ['', 'yes'] }).filters).toBeUndefined();
  });

  it.each([
    [{ q: { $ne: 'x' } }, 'q', 'q must be text'],
    [{ category: [{ slug: 'x' }] }, 'category', 'category must be text'],
    [{ tag: [['nested']] }, 'tag', 'tag must be text'],
    [{ author: { id: '1' } }, 'author', 'author must be text'],
    [{ featured: { $eq: 'true' } }, 'featured', 'featured must be true or false'],
    [{ status: { $in: ['draft'] } }, 'status', STATUS],
    [{ sortBy: ['__proto__'] }, 'sortBy', 'sortBy must be one of publishDate, views, likes, createdAt, title'],
    [{ limit: [{}] }, 'limit', LIMIT],
  ])('refuses a nested or junk value %o', (params, field, message) => {
    rejects(params, field, message);
  });

  it.each(['Published', 'DRAFT', 'scheduled', 'deleted', 'all ', ' review'])('status %j: only the exact names (after trimming)', (status) => {
    if (status.trim() === 'all' || status.trim() === 'review') {
      expect(articleListQuery({ status }).editorialStatus).toBe(status.trim());
    } else {
      rejects({ status }, 'status', STATUS);
    }
  });

  it('is case-sensitive for flags and sort names', () => {
    rejects({ featured: 'TRUE' }, 'featured', 'featured must be true or false');
    rejects({ sortOrder: 'DESC' }, 'sortOrder', 'sortOrder must be asc or desc');
    rejects({ sort: 'Date' }, 'sort', 'sort must be date');
  });

  it('ignores parameters it does not know', () => {
    expect(articleListQuery({ utm_source: 'mail', populate: '*', filters: { x: 1 } })).toEqual({ pagination: { page: 1, pageSize: 12 } });
  });

  it("lists every problem in the order of the contract's parameters", () => {
    const err = failure(() => articleListQuery({ limit: '0', sort: 'x', sortOrder: 'x', sortBy: 'x', status: 'x', breaking: 'x', featured: 'x', author: {}, tag: {}, category: {}, q: {}, page: '0' }));
    expect(err.errors?.map((e) => e.field)).toEqual(['q', 'category', 'tag', 'author', 'featured', 'breaking', 'status', 'sortBy', 'sortOrder', 'sort', 'page', 'limit']);
    expect(err.message).toBe('q must be text');
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
