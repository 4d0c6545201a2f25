import { describe, expect, it } from 'vitest';
import { cacheRoute, rememberRoutes } from '../../../../adapters/src/cache/cache-route.js';

describe('cache routes', () => {
  it('public API reads are kept under their normalised address; lists are shared with signed-in readers, one article is not', () => {
    expect(cacheRoute('/api/articles?page=2&limit=12', false)).toEqual({ key: '/api/articles?limit=12&page=2', pathname: '/api/articles', forEveryone: false, sharedWithReaders: true });
    expect(cacheRoute('/api/articles/the-story', false)).toMatchObject({ key: '/api/articles/the-story', forEveryone: false, sharedWithReaders: false });
    expect(cacheRoute('/api/categories/world', false)).toMatchObject({ sharedWithReaders: true });
  });

  it('the app answers staff lists, other API routes, dot segments and addresses the URL parser would change', () => {
    for (const url of ['/api/articles?status=draft', '/api/users', '/api/auth/me', '/uploads/%2e%2e/api/articles', '/api/articles/../users', '/api/articles/x#frag', '/api/articles/a b']) {
      expect(cacheRoute(url, true), url).toBeNull();
    }
  });

  it('feeds are for everyone; reader pages only when they are rendered on the server', () => {
    expect(cacheRoute('/rss.xml', false)).toMatchObject({ key: '/rss.xml', forEveryone: true });
    expect(cacheRoute('/category/world?page=2', true)).toMatchObject({ key: '/category/world?page=2', pathname: '/category/world', forEveryone: true });
    expect(cacheRoute('/category/world', false)).toBeNull();
    expect(cacheRoute('/admin/articles', true)).toBeNull();
  });

  it('remembered routes are the routes, also past the memory size and for long addresses', () => {
    const routeOf = rememberRoutes(true, 3);
    const urls = ['/api/articles?limit=12&page=1', '/api/users', '/', '/rss.xml', '/api/articles?limit=12&page=1', `/search?q=${'a'.repeat(2000)}`, '/api/users'];
    for (const url of [...urls, ...urls]) expect(routeOf(url), url).toEqual(cacheRoute(url, true));
  });
});
