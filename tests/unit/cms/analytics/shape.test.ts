import { describe, expect, it } from 'vitest';
import { exportRowsOf, named, seriesOf } from '../../../../cms/src/analytics/shape.js';
import { bucketsOf } from '../../../../cms/src/analytics/buckets.js';

const NOW = Date.parse('2026-11-26T11:47:00Z');

describe('the answers of the page-view figures', () => {
  it('a series has every bucket, oldest first, empty ones with zeros', () => {
    const buckets = bucketsOf('7d', NOW, 'UTC');
    const series = seriesOf(buckets, new Map([[1, { views: 3, visitors: 2 }], [6, { views: 5, visitors: 1 }]]));
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ at: '2026-11-20T00:00:00.000Z', views: 0, visitors: 0 });
    expect(series[1]).toEqual({ at: '2026-11-21T00:00:00.000Z', views: 3, visitors: 2 });
    expect(series[6]).toEqual({ at: '2026-11-26T00:00:00.000Z', views: 5, visitors: 1 });
    expect(series.reduce((sum, p) => sum + p.views, 0)).toBe(8);
  });

  it('an article is named by its title and slug, or null when it was deleted', () => {
    const names = new Map([['a1', { title: 'Harbour reopens', slug: 'harbour-reopens' }]]);
    expect(named('a1', names)).toEqual({ _id: 'a1', title: 'Harbour reopens', slug: 'harbour-reopens' });
    expect(named('gone', names)).toEqual({ _id: 'gone', title: null, slug: null });
  });

  it('export lines: by bucket, then most viewed, other pages without an id, the newsroom clock beside the instant', () => {
    const buckets = bucketsOf('24h', NOW, 'Asia/Kolkata');
    const names = new Map([['a1', { title: 'One', slug: 'one' }], ['a2', { title: 'Two', slug: 'two' }]]);
    const rows = exportRowsOf(
      buckets,
      [
        { bucket: 23, articleId: 'a1', views: 1, visitors: 1 },
        { bucket: 22, articleId: null, views: 4, visitors: 3 },
        { bucket: 23, articleId: 'a2', views: 6, visitors: 2 },
        { bucket: 22, articleId: 'a1', views: 4, visitors: 4 },
      ],
      names,
      'Asia/Kolkata',
    );
    expect(rows.map((r) => [r.local, r.articleId, r.views])).toEqual([
      ['2026-11-26 16:00', null, 4],
      ['2026-11-26 16:00', 'a1', 4],
      ['2026-11-26 17:00', 'a2', 6],
      ['2026-11-26 17:00', 'a1', 1],
    ]);
    expect(rows[0]).toEqual({ at: '2026-11-26T10:30:00.000Z', local: '2026-11-26 16:00', articleId: null, title: null, slug: null, views: 4, visitors: 3 });
    expect(rows[2]).toMatchObject({ title: 'Two', slug: 'two', visitors: 2 });
  });
});
