import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { rssXml } from '../../../../adapters/src/feeds/rss.js';
import type { FeedArticle } from '../../../../adapters/src/feeds/source.js';

/** RSS 2.0 items (docs/product.md#feeds): every credited author's name and an enclosure whose length is the file's byte count. */
const base: FeedArticle = {
  slug: 'harbour-reopens',
  title: 'Harbour reopens',
  summary: 'Ships are back.',
  publishDate: '2026-11-20T08:00:00.000Z',
  updatedAt: null,
  tags: [],
  author: 'Amira Solberg',
  coAuthors: [],
  category: null,
  image: { url: '/uploads/harbour_1a2b.jpg', mime: 'image/jpeg', bytes: 66_294, width: 1200, height: 800 },
};
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'item' }).parse(xml);

describe('rssXml', () => {
  const xml = rssXml('https://news.example.org', { locale: 'en', category: null, articles: [base, { ...base, slug: 'no-size', author: 'Bulletin Newsroom', image: { ...base.image!, bytes: null } }] }, '/rss.xml');
  const doc = parse(xml);

  it('is well-formed and declares the Dublin Core namespace its dc:creator uses', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc.rss['@_xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
  });

  it("names each item's author in dc:creator, never in RSS's author (an e-mail address)", () => {
    const items = doc.rss.channel.item;
    expect(items.map((i: Record<string, unknown>) => i['dc:creator'])).toEqual(['Amira Solberg', 'Bulletin Newsroom']);
    for (const item of items) expect(item).not.toHaveProperty('author');
  });

  it('names every author of a shared byline, each in a dc:creator of its own, the author first', () => {
    const shared = parse(rssXml('https://news.example.org', { locale: 'en', category: null, articles: [{ ...base, coAuthors: ['Kofi Mensah', 'Lena Park'] }] }, '/rss.xml'));
    expect(shared.rss.channel.item[0]['dc:creator']).toEqual(['Amira Solberg', 'Kofi Mensah', 'Lena Park']);
  });

  it("gives the enclosure the file's exact byte count, and 0 when it is not known", () => {
    const [first, second] = doc.rss.channel.item;
    expect(first.enclosure).toMatchObject({ '@_url': 'https://news.example.org/uploads/harbour_1a2b.jpg', '@_type': 'image/jpeg', '@_length': '66294' });
    expect(second.enclosure['@_length']).toBe('0');
  });
});
