import { describe, expect, it } from 'vitest';
import { pendingArticles } from '../../../../frontend/src/admin/dashboard/keys';

const story = (_id: string, status: string, updatedAt: string) => ({ _id, status, updatedAt });

describe('the dashboard pending list', () => {
  it('lists review articles first, then drafts, five at most', () => {
    const review = [story('r1', 'review', '2026-11-23T10:00:00Z'), story('r2', 'review', '2026-11-23T10:01:00Z')];
    const drafts = ['d1', 'd2', 'd3', 'd4'].map((id) => story(id, 'draft', '2026-11-23T09:00:00Z'));
    expect(pendingArticles(review, drafts).map((a) => a._id)).toEqual(['r1', 'r2', 'd1', 'd2', 'd3']);
  });

  it('shows an article once while its two lists disagree, as its newest copy says', () => {
    // Just rejected: the draft list already has it back as a draft, the review list is not refreshed yet.
    const rejected = pendingArticles([story('a', 'review', '2026-11-23T10:00:00Z')], [story('a', 'draft', '2026-11-23T10:05:00Z')]);
    expect(rejected).toEqual([story('a', 'draft', '2026-11-23T10:05:00Z')]);
    // Just submitted: the review list has the new copy, the draft list still the old one.
    const submitted = pendingArticles([story('b', 'review', '2026-11-23T11:00:00Z')], [story('b', 'draft', '2026-11-23T10:00:00Z')]);
    expect(submitted).toEqual([story('b', 'review', '2026-11-23T11:00:00Z')]);
  });
});
