import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES } from '@bulletin/contract';
import { canDeleteArticle, canEditArticle, canRestoreRevision } from '../../../../cms/src/articles/workflow.js';

/** The contract's editorial workflow over the facts Strapi holds: the stored author and status. */
const allowed = { ok: true };
const denied = (message: string) => ({ ok: false, message });

describe('the workflow over stored articles', () => {
  it("compares authors as numbers: '7' and 7 are the same writer, '07' is not", () => {
    expect(canEditArticle('reporter', 7, { authorId: 7, status: 'draft' }, 'review')).toEqual(allowed);
    expect(canEditArticle('reporter', 7, { authorId: '7', status: 'draft' }, undefined)).toEqual(allowed);
    expect(canEditArticle('reporter', 7, { authorId: '07', status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canEditArticle('reporter', 7, { authorId: 8, status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canEditArticle('reporter', 7, { authorId: null, status: 'draft' }, undefined)).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
  });

  it('a reporter deletes their own unpublished article only', () => {
    expect(canDeleteArticle('reporter', 7, { authorId: 7, status: 'review' })).toEqual(allowed);
    expect(canDeleteArticle('reporter', 7, { authorId: 8, status: 'review' })).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
    expect(canDeleteArticle('reporter', 7, { authorId: 7, status: 'published' })).toEqual(denied(WORKFLOW_MESSAGES.deleteRefused));
  });

  it('a restore is judged over the stored author, ids compared as numbers', () => {
    expect(canRestoreRevision('reporter', 7, { authorId: 7, status: 'draft' }, 'review')).toEqual(allowed);
    expect(canRestoreRevision('reporter', 7, { authorId: 8, status: 'draft' }, 'review')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canRestoreRevision('reporter', 7, { authorId: null, status: 'draft' }, 'draft')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
  });
});
