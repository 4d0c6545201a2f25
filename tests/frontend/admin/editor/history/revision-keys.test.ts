import { describe, expect, it } from 'vitest';
import { authorName, revisionsKey } from '../../../../../frontend/src/admin/editor/history/revision-keys';

describe('the history list', () => {
  it('asks for one page of ten, the id encoded', () => {
    expect(revisionsKey('a b', 2)).toBe('/articles/a%20b/revisions?page=2&limit=10');
  });

  it('names the author, or the system for a write made outside any request', () => {
    expect(authorName({ _id: '4', firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(authorName({ _id: null, firstName: '', lastName: '' })).toBe('System');
  });
});
