import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { correctionsRssXml } from '../../../../adapters/src/feeds/corrections-rss.js';

const SITE = 'https://news.example.org';
const entry = (id: string, text: string, at: string, locale: 'en' | 'hi', slug: string, title: string) => ({
  _id: id,
  text,
  at,
  article: { _id: `a-${id}`, slug, title, locale },
});

/** The corrections feed (docs/product.md#corrections): RSS 2.0, one item per correction, in the list's order. */
describe('correctionsRssXml', () => {
  it('an item per correction: the article in its language, the correction as written, its own guid and date', () => {
    const xml = correctionsRssXml(SITE, {
      corrections: [
        entry('c2', 'The vote was <6–3> & not "5–4".', '2026-11-25T16:45:00.000Z', 'hi', 'pul-vote', 'पुल पर मतदान'),
        entry('c1', 'An earlier version gave the wrong date.', '2026-11-22T10:00:00.000Z', 'en', 'harbour-reopens', 'Harbour reopens'),
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<atom:link href="https://news.example.org/corrections/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<link>https://news.example.org/corrections</link>');
    expect(xml).toContain('<lastBuildDate>Wed, 25 Nov 2026 16:45:00 GMT</lastBuildDate>');
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Correction: पुल पर मतदान</title>');
    expect(items[0]).toContain('<link>https://news.example.org/hi/article/pul-vote</link>');
    expect(items[0]).toContain('<guid isPermaLink="false">correction:c2</guid>');
    expect(items[0]).toContain('<pubDate>Wed, 25 Nov 2026 16:45:00 GMT</pubDate>');
    expect(items[0]).toContain('<description>The vote was &lt;6–3&gt; &amp; not &quot;5–4&quot;.</description>');
    expect(items[1]).toContain('<link>https://news.example.org/article/harbour-reopens</link>');
  });

  it('an empty list is a valid feed without items or build date', () => {
    const xml = correctionsRssXml(SITE, { corrections: [] });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });
});
