import { describe, expect, it } from 'vitest';
import { buildJsonLd } from '../../../../frontend/src/ssr/head/json-ld';
import { article, PUBLIC_URL } from './fixtures';

/** An article's corrections in its structured data (docs/product.md#corrections). */
describe('buildJsonLd: corrections', () => {
  it('lists each correction as a CorrectionComment, oldest first, with its text as written', () => {
    const corrections = [
      { _id: 'c1', text: 'An earlier version gave the wrong date.', at: '2026-11-22T10:00:00.000Z' },
      { _id: 'c2', text: 'The mayor is <Ana> & not "Anna".', at: '2026-11-25T16:45:00+00:00' },
    ];
    const [news] = buildJsonLd({ kind: 'article', status: 200, path: '/', article: { ...article, corrections } }, PUBLIC_URL);
    expect(news!.correction).toEqual([
      { '@type': 'CorrectionComment', text: 'An earlier version gave the wrong date.', datePublished: '2026-11-22T10:00:00.000Z' },
      { '@type': 'CorrectionComment', text: 'The mayor is <Ana> & not "Anna".', datePublished: '2026-11-25T16:45:00.000Z' },
    ]);
  });

  it('has no correction property when there is none', () => {
    const [news] = buildJsonLd({ kind: 'article', status: 200, path: '/', article: { ...article, corrections: [] } }, PUBLIC_URL);
    expect(news).not.toHaveProperty('correction');
  });
});
