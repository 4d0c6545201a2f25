import { describe, expect, it } from 'vitest';
import { canRestoreRevision, revisionListShape, revisionShape, WORKFLOW_MESSAGES } from '@bulletin/contract';
import { revisionFromStrapi, revisionListFromStrapi, type StrapiRevision } from '../../../../adapters/src/translate/revision.js';

/** Article revisions: who may restore what, the API's shapes. */
const allowed = { ok: true };
const denied = (message: string) => ({ ok: false, message });

describe('canRestoreRevision', () => {
  it('lets editors and admins restore any revision of any article', () => {
    for (const role of ['editor', 'admin']) {
      for (const from of ['draft', 'review', 'published', 'archived']) {
        for (const to of ['draft', 'review', 'published', 'archived']) expect(canRestoreRevision(role, false, from, to)).toEqual(allowed);
      }
    }
  });

  it('lets a reporter restore a draft or review revision of their own draft or review article, nothing else', () => {
    expect(canRestoreRevision('reporter', true, 'draft', 'review')).toEqual(allowed);
    expect(canRestoreRevision('reporter', true, 'review', 'draft')).toEqual(allowed);
    expect(canRestoreRevision('reporter', true, 'draft', 'published')).toEqual(denied(WORKFLOW_MESSAGES.reporterRestoreStatus));
    expect(canRestoreRevision('reporter', true, 'review', 'archived')).toEqual(denied(WORKFLOW_MESSAGES.reporterRestoreStatus));
    expect(canRestoreRevision('reporter', false, 'draft', 'draft')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(canRestoreRevision('reporter', true, 'published', 'draft')).toEqual(denied(WORKFLOW_MESSAGES.reporterNoLongerEditable));
    expect(canRestoreRevision('user', true, 'draft', 'draft')).toEqual(denied(WORKFLOW_MESSAGES.editStaffOnly));
    expect(WORKFLOW_MESSAGES.reporterRestoreStatus).toBe('Reporters can restore only a revision saved as draft or review');
  });
});

describe("the adapters' revision answers", () => {
  const stored: StrapiRevision = {
    documentId: 'rev1', articleId: 'art1', createdAt: '2026-03-04T05:06:07.000Z', actorType: 'user', actorId: 7,
    actorFirstName: 'Ann', actorLastName: 'Lee', restoredFrom: null, title: 'Harbour', excerpt: null, content: '<p>Text</p>',
    categoryId: 'cat1', categoryName: 'News', categorySlug: 'news', tags: ['a'], editorialStatus: 'draft', breaking: null, featured: true,
    publishDate: '2026-03-04T05:06:07.000Z', media: { featuredImage: { id: 1, url: '/uploads/cover.png' }, images: [{ id: 2, url: '/uploads/one.png' }] },
  };

  it('a snapshot has the contract fields, the author as a user and the image addresses', () => {
    const revision = revisionFromStrapi(stored);
    expect(revision).toEqual({
      _id: 'rev1', article: 'art1', createdAt: '2026-03-04T05:06:07.000Z', author: { _id: '7', firstName: 'Ann', lastName: 'Lee' },
      restoredFrom: null, title: 'Harbour', excerpt: '', content: '<p>Text</p>', category: { _id: 'cat1', name: 'News', slug: 'news' },
      tags: ['a'], status: 'draft', breaking: false, featured: true, publishDate: '2026-03-04T05:06:07.000Z',
      featuredImage: '/uploads/cover.png', images: ['/uploads/one.png'], corrections: [],
    });
    expect(revisionShape.safeParse(revision).success).toBe(true);
  });

  it("a panel admin's, a token's or a script's revision has no user id", () => {
    for (const actorType of ['panel-admin', 'api-token', 'system'] as const) {
      expect(revisionFromStrapi({ ...stored, actorType, actorId: actorType === 'system' ? null : 1 }).author._id).toBeNull();
    }
    expect(revisionFromStrapi({ ...stored, categoryId: null, media: null })).toMatchObject({ category: null, featuredImage: null, images: [] });
  });

  it('a page of the history is paged like the article list', () => {
    const list = revisionListFromStrapi({ data: [stored], meta: { pagination: { page: 2, pageSize: 1, pageCount: 3, total: 3 } } });
    expect(list).toEqual({
      revisions: [{ _id: 'rev1', createdAt: '2026-03-04T05:06:07.000Z', author: { _id: '7', firstName: 'Ann', lastName: 'Lee' }, title: 'Harbour', status: 'draft' }],
      total: 3, page: 2, limit: 1, pages: 3,
    });
    expect(revisionListShape.safeParse(list).success).toBe(true);
  });
});
