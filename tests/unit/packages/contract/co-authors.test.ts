import { describe, expect, it } from 'vitest';
import { MAX_CO_AUTHORS, MESSAGES, articleSchema, articleUpdateSchema, bylineOf, coAuthorIds } from '@bulletin/contract';

/** Shared bylines (docs/product.md#author-pages): the sent list's shape, and who an article credits. */
describe('coAuthorIds', () => {
  it('not sent: unchanged; null: none; a list: its ids as text, in order, duplicates removed', () => {
    expect(coAuthorIds(undefined)).toEqual({ ok: true, ids: undefined });
    expect(coAuthorIds(null)).toEqual({ ok: true, ids: [] });
    expect(coAuthorIds([])).toEqual({ ok: true, ids: [] });
    expect(coAuthorIds(['12', 7, '12', ' 3 '])).toEqual({ ok: true, ids: ['12', '7', '3'] });
  });

  it('refuses anything but a list of positive whole ids', () => {
    for (const value of ['12', 12, {}, [''], ['abc'], ['0'], [-1], [1.5], [null], [['1']]]) {
      expect(coAuthorIds(value), JSON.stringify(value)).toEqual({ ok: false, message: MESSAGES.coAuthorsInvalid });
    }
  });

  it(`refuses more than ${MAX_CO_AUTHORS} accounts, counted once each`, () => {
    const five = ['1', '2', '3', '4', '5'];
    expect(coAuthorIds([...five, '1'])).toEqual({ ok: true, ids: five });
    expect(coAuthorIds([...five, '6'])).toEqual({ ok: false, message: MESSAGES.coAuthorsTooMany });
    expect(MESSAGES.coAuthorsTooMany).toBe('An article can have at most 5 co-authors');
  });
});

describe('coAuthors in the article schemas', () => {
  const ok = { title: 'Budget passes', content: '<p>It passed.</p>', category: 'cat123' };

  it('is optional, and what the schema gives is the cleaned list', () => {
    expect(articleSchema.parse(ok).coAuthors).toBeUndefined();
    expect(articleSchema.parse({ ...ok, coAuthors: ['4', '4', 9] }).coAuthors).toEqual(['4', '9']);
    expect(articleUpdateSchema.parse({ ...ok, coAuthors: null }).coAuthors).toEqual([]);
  });

  it("a bad list is a field error on coAuthors, with the contract's message", () => {
    const issues = (value: unknown) => {
      const r = articleSchema.safeParse({ ...ok, coAuthors: value });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues(['x'])).toEqual([['coAuthors', MESSAGES.coAuthorsInvalid]]);
    expect(issues('1,2')).toEqual([['coAuthors', MESSAGES.coAuthorsInvalid]]);
    expect(issues(['1', '2', '3', '4', '5', '6'])).toEqual([['coAuthors', MESSAGES.coAuthorsTooMany]]);
  });
});

describe('bylineOf', () => {
  it('the author first, then the co-authors in order; no one without an author', () => {
    expect(bylineOf({ author: 'A', coAuthors: ['B', 'C'] })).toEqual(['A', 'B', 'C']);
    expect(bylineOf({ author: 'A' })).toEqual(['A']);
    expect(bylineOf({ author: null, coAuthors: [] })).toEqual([]);
  });
});
