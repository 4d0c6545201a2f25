import { describe, expect, it } from 'vitest';
import { isArticleEdit, NOT_AN_EDIT_FIELDS } from '@bulletin/contract';

describe('isArticleEdit', () => {
  it('is not an edit when only the counters and bookkeeping change', () => {
    expect(NOT_AN_EDIT_FIELDS).toEqual(['views', 'likes', 'updatedAt', 'updatedBy']);
    expect(isArticleEdit(['views'])).toBe(false);
    expect(isArticleEdit(['likes', 'updatedAt', 'updatedBy'])).toBe(false);
    expect(isArticleEdit([])).toBe(false);
  });

  it('is an edit when any other field is set, counters beside it or not', () => {
    expect(isArticleEdit(['title'])).toBe(true);
    expect(isArticleEdit(['views', 'editorialStatus'])).toBe(true);
    expect(isArticleEdit(['updatedAt', 'content'])).toBe(true);
  });
});
