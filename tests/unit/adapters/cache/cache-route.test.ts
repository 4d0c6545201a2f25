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

  it('a key holds only the parameters its route reads, so junk parameters share the answer without them', () => {
    expect(cacheRoute('/api/articles?limit=3&junk=1', false)?.key).toBe('/api/articles?limit=3');
    expect(cacheRoute('/api/articles?utm_source=x&q=harbour&sortBy=views&sortOrder=asc&page=2&limit=5&category=world&tag=a&author=1&featured=true&breaking=false&sort=date', false)?.key)
      .toBe('/api/articles?author=1&breaking=false&category=world&featured=true&limit=5&page=2&q=harbour&sort=date&sortBy=views&sortOrder=asc&tag=a');
    expect(cacheRoute('/api/articles/the-story?junk=1', false)?.key).toBe('/api/articles/the-story');
    expect(cacheRoute('/api/articles/the-story/comments?page=2', false)?.key).toBe('/api/articles/the-story/comments');
    expect(cacheRoute('/api/categories?x=1', false)?.key).toBe('/api/categories');
    // A language is a parameter of the lists and the categories (docs/product.md#languages).
    expect(cacheRoute('/api/categories?locale=hi&x=1', false)?.key).toBe('/api/categories?locale=hi');
    expect(cacheRoute('/api/categories/news?locale=ta', false)?.key).toBe('/api/categories/news?locale=ta');
    expect(cacheRoute('/api/articles?locale=bn&limit=3', false)?.key).toBe('/api/articles?limit=3&locale=bn');
    // Every language at once is a staff list: never kept.
    expect(cacheRoute('/api/articles?locale=all', false)).toBeNull();
    expect(cacheRoute('/api/live?limit=5&junk=1', false)?.key).toBe('/api/live?limit=5');
    expect(cacheRoute('/api/live/the-story?page=2&limit=5&junk=1', false)?.key).toBe('/api/live/the-story?limit=5&page=2');
    expect(cacheRoute('/rss.xml?junk=1', false)?.key).toBe('/rss.xml');
    // Whether the answer is public is judged on the address as sent: a staff list is never kept.
    expect(cacheRoute('/api/categories?status=draft', false)).toBeNull();
  });

  it('reader pages keep what the pages read: search state, sort, page, and an old link\'s p', () => {
    expect(cacheRoute('/article/the-story?utm_source=news&fbclid=1', true)?.key).toBe('/article/the-story');
    expect(cacheRoute('/?p=123&junk=1', true)?.key).toBe('/?p=123');
    expect(cacheRoute('/search?q=harbour&category=world&author=7&breaking=true&featured=true&sortBy=views&sortOrder=asc&page=3&junk=1', true)?.key)
      .toBe('/search?author=7&breaking=true&category=world&featured=true&page=3&q=harbour&sortBy=views&sortOrder=asc');
    expect(cacheRoute('/category/world?junk=1&sortBy=likes&sortOrder=desc&page=2', true)?.key).toBe('/category/world?page=2&sortBy=likes&sortOrder=desc');
  });
});
