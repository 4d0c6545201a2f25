import { describe, expect, it } from 'vitest';
import { commentFromStrapi } from '../../../../adapters/src/translate/comment.js';

describe('commentFromStrapi', () => {
  it('maps a comment and its author', () => {
    expect(
      commentFromStrapi({
        id: 3,
        documentId: 'c3',
        content: 'Agreed',
        createdAt: '2025-01-01T00:00:00.000Z',
        author: { id: 12, firstName: 'Lin', lastName: 'Ng', avatar: '/l.png' },
      }),
    ).toEqual({
      _id: 'c3',
      author: { _id: '12', avatar: '/l.png', firstName: 'Lin', lastName: 'Ng' },
      authorName: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      content: 'Agreed',
    });
  });

  it('keeps a deleted author as null', () => {
    expect(
      commentFromStrapi({ id: 3, documentId: 'c3', content: 'x', createdAt: 'd', author: null }).author,
    ).toBeNull();
  });

  it("names a commenter without an account (imported from WordPress) by the name they gave", () => {
    const comment = commentFromStrapi({ id: 4, documentId: 'c4', content: 'x', createdAt: 'd', author: null, authorName: 'Mara Quill' });
    expect(comment.author).toBeNull();
    expect(comment.authorName).toBe('Mara Quill');
  });
});
