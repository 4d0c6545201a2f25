import { describe, expect, it } from 'vitest';
import { bylineParts } from '../../../../frontend/src/reader/article/byline';

/** A shared byline's names joined as the page's language lists them (docs/product.md#author-pages). */
describe('bylineParts', () => {
  it('one name alone, two joined by "and", three with a comma in English', () => {
    expect(bylineParts('en', ['Asha Rao'])).toEqual([{ person: 0 }]);
    expect(bylineParts('en', ['Asha Rao', 'Ben Lee'])).toEqual([{ person: 0 }, { text: ' and ' }, { person: 1 }]);
    expect(bylineParts('en', ['A', 'B', 'C'])).toEqual([{ person: 0 }, { text: ', ' }, { person: 1 }, { text: ', and ' }, { person: 2 }]);
  });

  it("in the page's language: Hindi joins with और", () => {
    const parts = bylineParts('hi', ['आशा', 'बेन']);
    expect(parts[0]).toEqual({ person: 0 });
    expect(parts[2]).toEqual({ person: 1 });
    expect(parts[1]).toEqual({ text: expect.stringContaining('और') });
  });

  it('names the same twice keep their places', () => {
    expect(bylineParts('en', ['Sam', 'Sam']).filter((part) => 'person' in part)).toEqual([{ person: 0 }, { person: 1 }]);
  });
});
