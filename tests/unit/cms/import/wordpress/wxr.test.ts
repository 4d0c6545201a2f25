import { describe, expect, it } from 'vitest';
import { parseWxr, splitItems, wordpressDate, WxrError } from '../../../../../cms/src/import/wordpress/wxr.js';
import { doc, item, xml } from './gazette.js';

/** Reading a WordPress export into records. */
describe('parseWxr', () => {
  it('reads the site, its authors, categories (with parents) and tags', () => {
    expect(doc.site).toEqual({ title: 'Harbour Gazette', link: 'https://old.harbour-gazette.example', baseSiteUrl: 'https://old.harbour-gazette.example', version: '1.2' });
    expect(doc.authors.map((a) => a.login)).toEqual(['mara', 'tomasz', 'layla']);
    expect(doc.authors[2]).toMatchObject({ id: 3, displayName: 'ليلى حداد', firstName: 'ليلى', lastName: 'حداد' });
    expect(doc.categories.map((c) => [c.slug, c.parentSlug])).toEqual([
      ['gazette-news', ''],
      ['gazette-harbour', 'gazette-local'],
      ['gazette-local', 'gazette-news'],
      ['gazette-opinion', ''],
    ]);
    expect(doc.tags.map((t) => t.name)).toEqual(['Ferries', '🌊 Waves']);
  });

  it('reads every item, reports the malformed one with its line, and goes on after it', () => {
    expect(doc.items).toHaveLength(15);
    const broken = doc.items.filter((i) => i.kind === 'broken');
    expect(broken).toHaveLength(1);
    const lineOfBroken = xml.split('\n').findIndex((line) => line.includes('Broken: this item')) ;
    expect(broken[0]).toMatchObject({ kind: 'broken', position: 12 });
    expect(broken[0].line).toBe(lineOfBroken); // the <item> line, just above its title
    expect((broken[0] as { message: string }).message).toMatch(/post_id/);
    expect(item(111).title).toBe('Empty draft');
  });

  it('keeps CDATA as written (split CDATA joined, entities inside it untouched) and decodes entities outside it', () => {
    const market = item(102);
    expect(market.content).toContain('if (tide &lt; 2) { close(); } // ]]> stays');
    expect(market.content).toContain('grilled fish&nbsp;drifts');
    expect(market.content).toContain('سوق الليل مفتوح حتى منتصف الليل');
    expect(market.title).toBe('Caf&eacute; &amp; Bar: “Night Market” returns 🌊');
  });

  it('reads terms, meta and comments of a post', () => {
    const harbour = item(101);
    expect(harbour.terms).toEqual([
      { domain: 'category', slug: 'gazette-harbour', name: 'Harbour &amp; Docks' },
      { domain: 'category', slug: 'gazette-news', name: 'Gazette News' },
      { domain: 'post_tag', slug: 'ferries', name: 'Ferries' },
    ]);
    expect(harbour.meta._thumbnail_id).toBe('51');
    expect(harbour.comments.map((c) => [c.id, c.approved, c.userId])).toEqual([
      [201, '1', 0],
      [202, '0', 0],
      [203, '1', 2],
    ]);
    expect(harbour.sticky).toBe(true);
  });

  it('refuses a file that is not a WordPress export', () => {
    expect(() => parseWxr('<rss><channel><title>Just RSS</title></channel></rss>')).toThrow(WxrError);
    expect(() => parseWxr('<html><body>nope')).toThrow(/not a WordPress export/);
  });

  it('does not end an item at an </item> inside CDATA', () => {
    const { items } = splitItems('<rss><channel><item><content:encoded><![CDATA[about </item> tags]]></content:encoded></item><item><title>b</title></item></channel></rss>');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ kind: 'text', text: expect.stringContaining('about </item> tags') });
  });
});

describe('wordpressDate', () => {
  it('reads GMT dates and refuses the zero date and impossible ones', () => {
    expect(wordpressDate('2024-05-01 09:30:00')?.toISOString()).toBe('2024-05-01T09:30:00.000Z');
    expect(wordpressDate('0000-00-00 00:00:00')).toBeNull();
    expect(wordpressDate('2024-02-30 10:00:00')).toBeNull();
    expect(wordpressDate('yesterday')).toBeNull();
  });
});
