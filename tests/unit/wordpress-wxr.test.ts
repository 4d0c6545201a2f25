import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseWxr, splitItems, wordpressDate, WxrError, type WxrItem } from '../../cms/src/import/wordpress/wxr.js';
import { decodeEntities, excerptOf, planPost, type ArticlePlan } from '../../cms/src/import/wordpress/post-plan.js';
import { attachmentsOf, originalOf, uploadsPath } from '../../cms/src/import/wordpress/media.js';
import { parentsFirst, slugFor } from '../../cms/src/import/wordpress/categories.js';
import { emailOf, namesOf } from '../../cms/src/import/wordpress/authors.js';
import { preferredSlug } from '../../cms/src/import/wordpress/articles.js';

/**
 * Reading a WordPress export (tests/fixtures/wordpress/gazette.xml, written from the WXR 1.2 format) into
 * records, and deciding what each post becomes, without a database.
 */
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/wordpress/gazette.xml');
const xml = readFileSync(fixture, 'utf8');
const doc = parseWxr(xml);
const now = new Date('2026-01-01T00:00:00Z');
const item = (id: number) => doc.items.find((i): i is WxrItem => i.kind === 'item' && i.id === id)!;
const plan = (id: number): ArticlePlan => {
  const decision = planPost(item(id), now);
  if (decision.kind !== 'import') throw new Error(`post ${id}: ${decision.kind} ${'reason' in decision ? decision.reason : ''}`);
  return decision.plan;
};

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

describe('planPost (a post in the contract’s terms)', () => {
  it('a published post: dates from the GMT fields, its own category first, the others as tags, sticky = featured', () => {
    const p = plan(101);
    expect(p).toMatchObject({
      wordpressId: 101,
      title: 'Harbour reopens after the storm',
      wordpressSlug: 'harbour-reopens-after-the-storm',
      // The day of its old address: WordPress's local date (09:30 GMT was 10:30 there).
      wordpressDate: '2024-05-01',
      status: 'published',
      scheduled: false,
      featured: true,
      excerpt: 'The gates are open again after three days.',
      authorLogin: 'mara',
      featuredImageId: 51,
      tags: ['Ferries', 'Gazette News'],
    });
    expect(p.publishDate?.toISOString()).toBe('2024-05-01T09:30:00.000Z');
    expect(p.updatedAt?.toISOString()).toBe('2024-05-02T07:00:00.000Z');
    expect(p.categorySlugs.map((c) => c.slug)).toEqual(['gazette-harbour', 'gazette-news']);
    expect(p.categorySlugs[0].name).toBe('Harbour & Docks');
  });

  it('keeps approved comments only, with the name a guest gave and a registered author’s WordPress id', () => {
    const p = plan(101);
    expect(p.comments).toEqual([
      { wordpressId: 201, content: 'Great news for the island runs!', createdAt: new Date('2024-05-01T11:15:00Z'), authorName: 'Sam Reader', wordpressUserId: null },
      { wordpressId: 203, content: 'Photos from the quay tomorrow.', createdAt: new Date('2024-05-01T13:00:00Z'), authorName: 'Tomasz Okafor', wordpressUserId: 2 },
    ]);
    expect(p.commentsLeftOut).toEqual({ 'not approved': 1 });
  });

  it('maps draft → draft, pending → review, future → published with its future date (scheduled)', () => {
    expect(plan(104)).toMatchObject({ status: 'draft', publishDate: null, wordpressSlug: '' });
    expect(plan(104).createdAt?.toISOString()).toBe('2024-05-05T08:00:00.000Z');
    expect(plan(105)).toMatchObject({ status: 'review', scheduled: false });
    const future = plan(106);
    expect(future).toMatchObject({ status: 'published', scheduled: true });
    expect(future.publishDate?.toISOString()).toBe('2099-01-01T09:00:00.000Z');
  });

  it('skips private, trashed and password-protected posts, with the reason', () => {
    expect(planPost(item(107), now)).toEqual({ kind: 'skip', reason: 'private' });
    expect(planPost(item(108), now)).toEqual({ kind: 'skip', reason: 'in the trash' });
    expect(planPost(item(112), now)).toMatchObject({ kind: 'skip', reason: expect.stringMatching(/^password-protected/) });
  });

  it('fails a post the article form would refuse, with the form’s message', () => {
    expect(planPost(item(111), now)).toEqual({ kind: 'fail', reason: 'Content is required' });
    expect(planPost({ ...item(101), id: null }, now)).toEqual({ kind: 'fail', reason: 'no <wp:post_id>' });
    expect(planPost({ ...item(101), dateGmt: '2024-13-45 99:00:00' }, now)).toMatchObject({ kind: 'fail' });
    expect(planPost({ ...item(101), status: 'weird' }, now)).toEqual({ kind: 'fail', reason: 'unknown status "weird"' });
  });

  it('decodes odd characters of titles, tags and slugs: entities, emoji, right-to-left text', () => {
    expect(plan(102).title).toBe('Café & Bar: “Night Market” returns 🌊');
    expect(plan(102).tags).toEqual(['🌊 Waves']);
    expect(plan(103).title).toBe('سوق الليل يعود إلى الميناء');
    expect(plan(103).wordpressSlug).toBe('سوق-الليل');
    expect(decodeEntities('&#8220;Hi&#8221; &#x1F600; &amp;amp; &eacute; AT&T &bogus;')).toBe('“Hi” 😀 &amp; é AT&T &bogus;');
  });

  it('writes WordPress’s own excerpt when the post has none: its first 55 words', () => {
    expect(plan(102).excerpt).toBe('Stalls line the quay from dusk & the smell of grilled fish drifts over the water 🐟. سوق الليل مفتوح حتى منتصف الليل if (tide < 2) { close(); } // ]]> stays');
    const long = Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ');
    expect(excerptOf(`<p>${long}</p>`).split(' ')).toHaveLength(55);
  });
});

describe('names, e-mails and slugs', () => {
  it('an author’s names: their own, else the display name split', () => {
    expect(namesOf(doc.authors[0])).toEqual({ firstName: 'Mara', lastName: 'Quill', cutNames: false });
    expect(namesOf(doc.authors[1])).toEqual({ firstName: 'Tomasz', lastName: 'Okafor', cutNames: false });
    expect(emailOf(doc.authors[1])).toEqual({ email: 'tomasz.okafor@harbour-gazette.example', placeholder: false });
    expect(emailOf({ ...doc.authors[1], email: 'not an email' })).toEqual({ email: 'tomasz.wordpress-2@import.invalid', placeholder: true });
  });

  it('keeps a WordPress slug Bulletin can use, else makes one', () => {
    expect(preferredSlug(plan(101))).toBe('harbour-reopens-after-the-storm');
    expect(preferredSlug(plan(103))).toBe('post-103');
    expect(preferredSlug(plan(104))).toBe('draft-dredging-plans');
    expect(slugFor('gazette-local', 'Local News', 'x')).toBe('gazette-local');
    expect(slugFor('%d8%b3%d9%88%d9%82', 'سوق', 'category-9')).toBe('category-9');
  });

  it('orders categories parents first, whatever the file’s order', () => {
    expect(parentsFirst(doc.categories).map((c) => c.slug)).toEqual(['gazette-news', 'gazette-local', 'gazette-harbour', 'gazette-opinion']);
    const loop = [
      { termId: 1, slug: 'a', parentSlug: 'b', name: 'A', description: '' },
      { termId: 2, slug: 'b', parentSlug: 'a', name: 'B', description: '' },
    ];
    expect(parentsFirst(loop)).toHaveLength(2);
  });
});

describe('media addresses', () => {
  it('finds attachments and the path of a file under wp-content/uploads', () => {
    const attachments = attachmentsOf(doc.items.filter((i): i is WxrItem => i.kind === 'item'));
    expect(attachments.get(50)).toMatchObject({ file: '2024/05/harbour.png', alt: 'The harbour at dawn' });
    expect(uploadsPath('https://old.example/wp-content/uploads/2024/05/a%20b-300x200.png?x=1')).toBe('2024/05/a b-300x200.png');
    expect(uploadsPath('https://old.example/wp-content/uploads/../../etc/passwd')).toBeNull();
    expect(uploadsPath('https://cdn.example/pic.png')).toBeNull();
    expect(originalOf('2024/05/harbour-300x200.png')).toBe('2024/05/harbour.png');
  });
});
