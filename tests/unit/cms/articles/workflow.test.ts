import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '@bulletin/contract';
import { canDeleteArticle, canEditArticle, canRestoreRevision } from '../../../../cms/src/articles/workflow.js';

/** The contract's editorial workflow over the facts Strapi holds: whom the article credits and its status. */
const allowed = { ok: true };
const denied = (message: string) => ({ ok: false, message });

describe('the workflow over stored articles', () => {
  it("compares authors as numbers: '7' and 7 are the same writer, '07' is not", () => {
    expect(canEditArticle('reporter', 7, { author: { id: 7 }, status: 'draft' }, 'review')).toEqual(allowed);
    expect(canEditArticle('reporter', 7, { author: { id: '7' }, status: 'draft' }, undefined)).toEqual(allowed);
    expect(canEditArticle('reporter', 7, { author: { id: '07' }, status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canEditArticle('reporter', 7, { author: { id: 8 }, status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canEditArticle('reporter', 7, { author: null, status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
  });

  it('a reporter deletes their own unpublished article only', () => {
    expect(canDeleteArticle('reporter', 7, { author: { id: 7 }, status: 'review' })).toEqual(allowed);
    expect(canDeleteArticle('reporter', 7, { author: { id: 8 }, status: 'review' })).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
    expect(canDeleteArticle('reporter', 7, { author: { id: 7 }, status: 'published' })).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
  });

  it('a restore is judged over the stored author, ids compared as numbers', () => {
    expect(canRestoreRevision('reporter', 7, { author: { id: 7 }, status: 'draft' }, 'review')).toEqual(allowed);
    expect(canRestoreRevision('reporter', 7, { author: { id: 8 }, status: 'draft' }, 'review')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canRestoreRevision('reporter', 7, { author: null, status: 'draft' }, 'draft')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
  });

  it('a co-author counts as the author: a reporter co-author edits, deletes and restores a draft; another reporter does not', () => {
    const draft = { author: { id: 7 }, coAuthors: [{ id: 9 }, { id: '11' }], status: 'draft' };
    expect(canEditArticle('reporter', 9, draft, 'review')).toEqual(allowed);
    expect(canEditArticle('reporter', 11, draft, undefined)).toEqual(allowed);
    expect(canDeleteArticle('reporter', 9, draft)).toEqual(allowed);
    expect(canRestoreRevision('reporter', 9, draft, 'review')).toEqual(allowed);
    expect(canEditArticle('reporter', 8, draft, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canDeleteArticle('reporter', 8, draft)).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
    // Published is past a reporter's editing, for a co-author as for the author.
    expect(canEditArticle('reporter', 9, { ...draft, status: 'published' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterNoLongerEditable));
  });
});
