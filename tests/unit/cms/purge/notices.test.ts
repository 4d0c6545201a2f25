import { describe, expect, it } from 'vitest';
import { mergeChanges } from '../../../../cms/src/purge/notices.js';

describe('mergeChanges', () => {
  it('keeps one entry per thing changed', () => {
    expect(
      mergeChanges([
        { type: 'category', id: 'c1' },
        { type: 'category', id: 'c1' },
        { type: 'comment', articleId: 'a1', articleSlug: 'one' },
        { type: 'comment', articleId: 'a1', articleSlug: 'one' },
        { type: 'user', id: '7' },
        { type: 'live', id: 'l1', slug: 'vote' },
        { type: 'live', id: 'l1', slug: 'vote' },
      ]),
    ).toEqual([
      { type: 'category', id: 'c1' },
      { type: 'comment', articleId: 'a1', articleSlug: 'one' },
      { type: 'user', id: '7' },
      { type: 'live', id: 'l1', slug: 'vote' },
    ]);
  });

  it("joins an article's categories before and after a write (a move purges both lists)", () => {
    expect(
      mergeChanges([
        { type: 'article', id: 'a1', slug: 'harbour', categoryIds: ['old'] },
        { type: 'article', id: 'a1', slug: 'harbour', categoryIds: ['new', 'old'] },
      ]),
    ).toEqual([{ type: 'article', id: 'a1', slug: 'harbour', categoryIds: ['old', 'new'] }]);
  });

  it('keeps different things apart, even with the same id', () => {
    expect(mergeChanges([{ type: 'user', id: '1' }, { type: 'category', id: '1' }])).toHaveLength(2);
  });
});
