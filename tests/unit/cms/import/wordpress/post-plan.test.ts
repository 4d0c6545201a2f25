import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptOf, planPost } from '../../../../../cms/src/import/wordpress/post-plan.js';
import { item, now, plan } from './gazette.js';

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
