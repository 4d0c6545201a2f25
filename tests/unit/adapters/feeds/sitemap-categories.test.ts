import { describe, expect, it } from 'vitest';
import { categorySitemapXml } from '../../../../adapters/src/feeds/sitemap-categories.js';

/** The category sitemap (docs/product.md#feeds): only the languages in which a category has articles. */
describe('categorySitemapXml', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists a category only in the languages it has published articles in, its alternates among those', () => {
    const xml = categorySitemapXml('https://news.example.org', [
      { slug: 'world', locales: ['en', 'hi'] },
      { slug: 'sport', locales: ['ta'] },
    ]);
    expect(locs(xml)).toEqual([
      'https://news.example.org/category/world',
      'https://news.example.org/hi/category/world',
      'https://news.example.org/ta/category/sport',
    ]);
    expect(xml).toContain('hreflang="hi" href="https://news.example.org/hi/category/world"');
    expect(xml).not.toContain('/mr/category/world');
    // One version alone has no alternates to name.
    expect(xml).toMatch(/<url><loc>https:\/\/news\.example\.org\/ta\/category\/sport<\/loc><\/url>/);
  });

  it('without any category holding an article: an empty, valid urlset', () => {
    expect(locs(categorySitemapXml('https://news.example.org', []))).toEqual([]);
    expect(categorySitemapXml('https://news.example.org', [])).toContain('<urlset');
  });
});
