import { describe, expect, it } from 'vitest';
import { creditedTo, creditedToSlug, isCredited } from '../../../../cms/src/access/credits.js';

/** Whom an article credits (cms/src/access/credits.ts): its author and its co-authors, as a filter and a predicate. */
describe('credits', () => {
  it('the filter asks for the account as author or as co-author, by id or by slug', () => {
    expect(creditedTo(7)).toEqual({ $or: [{ author: { id: { $eq: 7 } } }, { coAuthors: { id: { $eq: 7 } } }] });
    expect(creditedToSlug('asha-rao')).toEqual({ $or: [{ author: { slug: { $eq: 'asha-rao' } } }, { coAuthors: { slug: { $eq: 'asha-rao' } } }] });
  });

  it('the predicate: the author or any co-author, ids compared as numbers', () => {
    const article = { author: { id: 7 }, coAuthors: [{ id: 9 }, { id: '11' }] };
    expect(isCredited(article, 7)).toBe(true);
    expect(isCredited(article, '9')).toBe(true);
    expect(isCredited(article, 11)).toBe(true);
    expect(isCredited(article, 8)).toBe(false);
    expect(isCredited({ author: null, coAuthors: null }, 7)).toBe(false);
    expect(isCredited({ author: null }, undefined)).toBe(false);
  });
});
