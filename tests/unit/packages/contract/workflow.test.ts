import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUSES,
  REPORTER_STATUSES,
  REVIEW_ACTIONS,
  STATUS_TRANSITIONS,
  WORKFLOW_MESSAGES,
  canChangeStoredMedia,
  canCreateArticle,
  canWriteReviewNote,
  canDeleteArticle,
  canEditArticle,
  creatableStatuses,
  isScheduled,
  isSendBack,
  mayMoveStatus,
  mayReadReviewNote,
  reviewNoteAfter,
  reviewTarget,
  type ArticleStatus,
  type ReviewAction,
} from '@bulletin/contract';

/** The editorial workflow (docs/product.md#article-workflow): the transition table and the rules read from it. */
const denied = (message: string) => ({ ok: false, message });
const allowed = { ok: true };

describe('STATUS_TRANSITIONS holds the role matrix', () => {
  it('editors and admins move any status to any status', () => {
    for (const role of ['editor', 'admin'] as const) {
      for (const from of ARTICLE_STATUSES) expect(STATUS_TRANSITIONS[role][from]).toEqual(ARTICLE_STATUSES);
    }
  });

  it('a reporter moves only between draft and review, and never out of published or archived', () => {
    for (const from of ARTICLE_STATUSES) {
      for (const to of ARTICLE_STATUSES) {
        const expected = (['draft', 'review'] as string[]).includes(from) && (['draft', 'review'] as string[]).includes(to);
        expect(mayMoveStatus('reporter', from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('readers, the public and unknown statuses move nothing', () => {
    expect(mayMoveStatus('user', 'draft', 'draft')).toBe(false);
    expect(mayMoveStatus('public', 'draft', 'review')).toBe(false);
    expect(mayMoveStatus('editor', 'draft', 'live')).toBe(false);
    expect(mayMoveStatus('editor', 'gone', 'draft')).toBe(false);
  });

  it('reporters create drafts and reviews; editors and admins any status; others none', () => {
    expect(creatableStatuses('reporter')).toEqual(REPORTER_STATUSES);
    expect(creatableStatuses('editor')).toEqual(ARTICLE_STATUSES);
    expect(creatableStatuses('admin')).toEqual(ARTICLE_STATUSES);
    expect(creatableStatuses('user')).toEqual([]);
  });
});

describe('the review actions are moves of the table', () => {
  const cases = (Object.keys(REVIEW_ACTIONS) as ReviewAction[]).flatMap((action) =>
    (Object.keys(REVIEW_ACTIONS[action]) as ArticleStatus[]).map((from) => [action, from] as const),
  );

  it('reject: review → draft, draft → archived; approve: draft or review → published; nothing else', () => {
    expect(reviewTarget('reject', 'review')).toBe('draft');
    expect(reviewTarget('reject', 'draft')).toBe('archived');
    expect(reviewTarget('approve', 'review')).toBe('published');
    expect(reviewTarget('approve', 'draft')).toBe('published');
    expect(reviewTarget('reject', 'published')).toBeNull();
    expect(reviewTarget('approve', 'archived')).toBeNull();
  });

  it.each(cases)('%s from %s is allowed to editors and admins', (action, from) => {
    const to = reviewTarget(action, from)!;
    expect(mayMoveStatus('editor', from, to)).toBe(true);
    expect(mayMoveStatus('admin', from, to)).toBe(true);
  });

  it('a reporter may not approve (publish) nor archive a draft as a reject does', () => {
    expect(mayMoveStatus('reporter', 'review', reviewTarget('approve', 'review')!)).toBe(false);
    expect(mayMoveStatus('reporter', 'draft', reviewTarget('reject', 'draft')!)).toBe(false);
  });
});

describe('article rules', () => {
  it('creating', () => {
    expect(canCreateArticle('editor', 'published')).toEqual(allowed);
    expect(canCreateArticle('reporter', undefined)).toEqual(allowed);
    expect(canCreateArticle('reporter', 'review')).toEqual(allowed);
    expect(canCreateArticle('reporter', 'published')).toEqual(denied(WORKFLOW_MESSAGES.reporterStatuses));
    expect(canCreateArticle('reporter', 'nonsense')).toEqual(denied(WORKFLOW_MESSAGES.reporterStatuses));
    expect(canCreateArticle('authenticated', 'draft')).toEqual(denied(WORKFLOW_MESSAGES.createStaffOnly));
  });

  it('editing: own drafts and reviews for a reporter, anything for editors', () => {
    expect(canEditArticle('reporter', true, 'draft', 'review')).toEqual(allowed);
    expect(canEditArticle('reporter', true, 'review', undefined)).toEqual(allowed);
    expect(canEditArticle('reporter', false, 'draft', undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canEditArticle('reporter', true, 'published', undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterNoLongerEditable));
    expect(canEditArticle('reporter', true, 'review', 'published')).toEqual(denied(WORKFLOW_MESSAGES.reporterStatuses));
    expect(canEditArticle('editor', false, 'archived', 'published')).toEqual(allowed);
    // An unknown status from an editor is left to the schema's enum (a 400), not refused as a permission.
    expect(canEditArticle('admin', false, 'draft', 'nonsense')).toEqual(allowed);
    expect(canEditArticle('authenticated', true, 'draft', undefined)).toEqual(denied(WORKFLOW_MESSAGES.editStaffOnly));
  });

  it('deleting: a reporter their own unpublished article; editors and admins any', () => {
    expect(canDeleteArticle('reporter', true, 'draft')).toEqual(allowed);
    expect(canDeleteArticle('reporter', true, 'published')).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
    expect(canDeleteArticle('reporter', false, 'draft')).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
    expect(canDeleteArticle('editor', false, 'published')).toEqual(allowed);
  });

  it('replacing a stored image: editors and admins only', () => {
    expect(canChangeStoredMedia('admin')).toEqual(allowed);
    expect(canChangeStoredMedia('reporter')).toEqual(denied(WORKFLOW_MESSAGES.storedMediaRefused));
  });
});

/** Review notes (docs/product.md#review-notes). */
describe('review notes: who writes one, with which move, and what a move does to it', () => {
  it('only the send-back (review → draft) is one', () => {
    const sendBacks = ARTICLE_STATUSES.flatMap((from) => ARTICLE_STATUSES.map((to) => [from, to] as const)).filter(([f, t]) => isSendBack(f, t));
    expect(sendBacks).toEqual([['review', 'draft']]);
  });

  it('editors and admins write one with a send-back; a reporter never (403); any other move is a bad request (400)', () => {
    for (const role of ['editor', 'admin']) {
      expect(canWriteReviewNote(role, 'review', 'draft')).toEqual({ ok: true });
      expect(canWriteReviewNote(role, 'published', 'draft')).toEqual({ ok: false, status: 400, message: WORKFLOW_MESSAGES.reviewNoteRejectOnly });
      expect(canWriteReviewNote(role, 'draft', 'draft')).toMatchObject({ ok: false, status: 400 });
      expect(canWriteReviewNote(role, 'review', 'published')).toMatchObject({ ok: false, status: 400 });
    }
    for (const role of ['reporter', 'user', 'public']) {
      expect(canWriteReviewNote(role, 'review', 'draft')).toEqual({ ok: false, status: 403, message: WORKFLOW_MESSAGES.reviewNoteEditorsOnly });
    }
  });

  it('a send-back sets the note (or none), a draft keeps it while edited, leaving draft clears it', () => {
    expect(reviewNoteAfter('review', 'draft', 'Add a source')).toBe('Add a source');
    expect(reviewNoteAfter('review', 'draft', undefined)).toBeNull();
    expect(reviewNoteAfter('draft', 'draft', undefined)).toBe('keep');
    for (const to of ['review', 'published', 'archived']) expect(reviewNoteAfter('draft', to, undefined), to).toBeNull();
    expect(reviewNoteAfter('published', 'draft', undefined)).toBeNull();
    expect(reviewNoteAfter('published', 'published', undefined)).toBe('keep');
  });

  it('editors and admins read every note, a reporter their own articles’, nobody else any', () => {
    expect(mayReadReviewNote('editor', false)).toBe(true);
    expect(mayReadReviewNote('admin', false)).toBe(true);
    expect(mayReadReviewNote('reporter', true)).toBe(true);
    expect(mayReadReviewNote('reporter', false)).toBe(false);
    expect(mayReadReviewNote('authenticated', true)).toBe(false);
    expect(mayReadReviewNote('public', false)).toBe(false);
  });
});

/** Scheduling (docs/product.md#scheduling). */
describe('scheduled', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is published with a publish date still ahead', () => {
    expect(isScheduled({ status: 'published', publishDate: '2026-05-01T10:00:01Z' }, now)).toBe(true);
    expect(isScheduled({ status: 'published', publishDate: '2026-05-01T10:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', publishDate: null }, now)).toBe(false);
    expect(isScheduled({ status: 'draft', publishDate: '2027-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', publishDate: 'soon' }, now)).toBe(false);
  });
});
