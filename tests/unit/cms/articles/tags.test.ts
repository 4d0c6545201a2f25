import { describe, expect, it } from 'vitest';
import { tagIndexOf } from '../../../../cms/src/articles/tags.js';

describe('tagIndexOf', () => {
  it('is the tags lower-case between bars, so one LIKE finds a whole tag', () => {
    expect(tagIndexOf(['Climate', 'Votes'])).toBe('|climate|votes|');
    expect(tagIndexOf(['Ünïcode'])).toBe('|ünïcode|');
  });

  it('is empty without tags', () => {
    expect(tagIndexOf([])).toBe('');
  });
});
