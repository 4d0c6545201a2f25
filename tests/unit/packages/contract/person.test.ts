import { describe, expect, it } from 'vitest';
import { authorName, displayName, isAuthorSlug, NEWSROOM_BYLINE } from '@bulletin/contract';

describe('displayName', () => {
  it('is first and last name, either of which may be missing', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(displayName({ lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it("is '' for nobody, so each screen says its own fallback", () => {
    expect(displayName({ firstName: '', lastName: null })).toBe('');
    expect(displayName(null)).toBe('');
    expect(displayName(undefined)).toBe('');
  });

  it('credits a nameless author to the newsroom (docs/product.md#accounts)', () => {
    expect(NEWSROOM_BYLINE).toBe('Bulletin Newsroom');
  });
});

describe('isAuthorSlug', () => {
  it('is lower-case ASCII words joined by single hyphens, with a letter somewhere', () => {
    for (const slug of ['asha-rao', 'asha-rao-2', 'author', 'author-12', 'o-neill']) expect(isAuthorSlug(slug), slug).toBe(true);
  });

  it('is never a user id, a path, upper case, spaces or stray hyphens', () => {
    for (const value of ['12', '2147483648', '', 'Asha-Rao', 'asha rao', 'asha--rao', '-asha', 'asha-', '../x', 'asha/rao', 12, null]) {
      expect(isAuthorSlug(value), String(value)).toBe(false);
    }
  });
});

describe('authorName', () => {
  it("is the author's name, else their slug: an author page always names someone", () => {
    expect(authorName({ firstName: 'Asha', lastName: 'Rao', slug: 'asha-rao' })).toBe('Asha Rao');
    expect(authorName({ firstName: '', lastName: null, slug: 'author-2' })).toBe('author-2');
  });
});
