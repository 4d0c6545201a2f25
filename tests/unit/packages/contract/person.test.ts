import { describe, expect, it } from 'vitest';
import { displayName, NEWSROOM_BYLINE } from '@bulletin/contract';

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
