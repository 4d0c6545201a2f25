import { describe, expect, it } from 'vitest';
import { READER_PAGE_PARAMS } from '../../../adapters/src/cache/query-params';
import { listString } from '../../../frontend/src/reader/listing/list-query';
import { searchString } from '../../../frontend/src/reader/search/search-query';

/**
 * The read cache keeps a reader page under its path and the query parameters reader pages read; any other is
 * dropped (adapters/src/cache/query-params.ts). Every parameter the pages write into their own addresses must be
 * one it keeps, or two different pages would share one answer.
 */
describe('reader page addresses and the read cache', () => {
  it('keeps every parameter the search and list pages write', () => {
    const search = searchString({ q: 'harbour', category: 'world', author: '7', breaking: true, featured: true, sort: { by: 'views', order: 'asc' }, page: 3 });
    const list = listString({ by: 'likes', order: 'asc' }, 2);
    const written = new Set([...new URLSearchParams(search).keys(), ...new URLSearchParams(list).keys()]);
    expect(written.size).toBeGreaterThan(5);
    for (const name of written) expect(READER_PAGE_PARAMS.has(name), name).toBe(true);
  });
});
