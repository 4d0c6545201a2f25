import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { articleSitemapXml, fileRange } from '../../../../adapters/src/feeds/sitemap-articles.js';
import { ROWS_PER_CALL, type SitemapRow } from '../../../../adapters/src/feeds/source.js';
import type { StrapiClient } from '../../../../adapters/src/strapi/client.js';

/**
 * An article sitemap file is read from Strapi in bounded keyset calls (never one call for the whole file).
 * The HTTP side is tests/integration/feeds.test.ts.
 */
describe('articleSitemapXml', () => {
  it('streams a file of 12,000 addresses (its range of row ids) from keyset calls of at most ROWS_PER_CALL rows, each row once', async () => {
    // Visible rows: every third id from 3 to 90,000 (holes where drafts are).
    const all: SitemapRow[] = Array.from({ length: 30_000 }, (_, i) => ({
      id: (i + 1) * 3,
      slug: `story-${(i + 1) * 3}`,
      locale: 'en',
      lastmod: '2026-11-01T00:00:00.000Z',
      alternates: [],
    }));
    const calls: Array<{ after: number; through: number; limit: number }> = [];
    const strapi = {
      get: async (_path: string, query?: object) => {
        const { after, through, limit } = query as { after: number; through: number; limit: number };
        calls.push({ after, through, limit });
        return { data: all.filter((r) => r.id > after && r.id <= through).slice(0, limit) };
      },
    } as unknown as StrapiClient;
    // File 2 of 36,000 ids: ids 36,001 to 72,000 hold 12,000 visible rows.
    const range = fileRange(2, 36_000)!;
    expect(range).toEqual({ after: 36_000, through: 72_000 });
    const first = (await strapi.get<{ data: SitemapRow[] }>('/sitemap/articles', { after: range.after, through: range.through, limit: ROWS_PER_CALL })).data;

    let xml = '';
    let pieces = 0;
    for await (const piece of articleSitemapXml(strapi, 'https://example.test', range, first)) {
      xml += piece;
      pieces += 1;
    }
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml).urlset.url as Array<{ loc: string }>;
    expect(urls.map((u) => u.loc)).toEqual(all.slice(12_000, 24_000).map((r) => `https://example.test/article/${r.slug}`));
    expect(calls.length).toBe(Math.ceil(12_000 / ROWS_PER_CALL));
    expect(fileRange(50_000, 50_000)).toBeUndefined();
    expect(fileRange(42_950, 50_000)).toEqual({ after: 2_147_450_000, through: 2_147_483_647 });
    for (const call of calls) expect(call.limit).toBeLessThanOrEqual(ROWS_PER_CALL);
    expect(pieces).toBe(calls.length + 2);
  });

  it("writes each article at its language's address, with every version of its story as hreflang alternates and x-default", async () => {
    const rows: SitemapRow[] = [
      { id: 1, slug: 'harbour-reopens', locale: 'en', lastmod: null, alternates: [{ locale: 'ta', slug: 'harbour-reopens-ta' }, { locale: 'hi', slug: 'harbour-reopens-hi' }] },
      { id: 2, slug: 'harbour-reopens-hi', locale: 'hi', lastmod: null, alternates: [{ locale: 'en', slug: 'harbour-reopens' }, { locale: 'ta', slug: 'harbour-reopens-ta' }] },
      { id: 3, slug: 'alone', locale: 'en', lastmod: null, alternates: [] },
    ];
    const strapi = { get: async () => ({ data: [] }) } as unknown as StrapiClient;
    let xml = '';
    for await (const piece of articleSitemapXml(strapi, 'https://example.test', { after: 0, through: 10 }, rows)) xml += piece;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' }).parse(xml);
    const urls = parsed.urlset.url as Array<{ loc: string; 'xhtml:link'?: Array<Record<string, string>> }>;
    expect(urls.map((u) => u.loc)).toEqual([
      'https://example.test/article/harbour-reopens',
      'https://example.test/hi/article/harbour-reopens-hi',
      'https://example.test/article/alone',
    ]);
    const links = (u: (typeof urls)[number]) => (u['xhtml:link'] ?? []).map((l) => `${l['@_hreflang']} ${l['@_href']}`);
    const expected = [
      'en https://example.test/article/harbour-reopens',
      'hi https://example.test/hi/article/harbour-reopens-hi',
      'ta https://example.test/ta/article/harbour-reopens-ta',
      'x-default https://example.test/article/harbour-reopens',
    ];
    expect(links(urls[0]!)).toEqual(expected);
    expect(links(urls[1]!)).toEqual(expected);
    expect(links(urls[2]!)).toEqual([]);
  });
});
