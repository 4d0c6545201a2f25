import { describe, expect, it } from 'vitest';
import { approval, rejection, takesReviewNote } from '../../../../frontend/src/admin/dashboard/review';

describe('review decisions (decision 0006)', () => {
  it('approving publishes, with a publish date of now when there is none', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(approval({ publishDate: null }, now)).toEqual({ status: 'published', publishDate: '2026-11-23T10:00:00.000Z' });
    expect(approval({ publishDate: '2026-12-01T00:00:00.000Z' }, now)).toEqual({ status: 'published', publishDate: '2026-12-01T00:00:00.000Z' });
  });
  it('rejecting sends a review back to draft and archives a draft', () => {
    expect(rejection({ status: 'review' })).toEqual({ status: 'draft' });
    expect(rejection({ status: 'draft' })).toEqual({ status: 'archived' });
  });
});

describe('reject from the dashboard', () => {
  it('a review goes back to draft, with the note when one was written; a draft is archived, never with a note', () => {
    expect(takesReviewNote({ status: 'review' })).toBe(true);
    expect(takesReviewNote({ status: 'draft' })).toBe(false);
    expect(rejection({ status: 'review' }, 'Needs a source')).toEqual({ status: 'draft', reviewNote: 'Needs a source' });
    expect(rejection({ status: 'review' })).toEqual({ status: 'draft' });
    expect(rejection({ status: 'draft' }, 'ignored')).toEqual({ status: 'archived' });
  });
});
