import { describe, expect, it } from 'vitest';
import { canRestoreRevision, revisionListShape, revisionShape, WORKFLOW_MESSAGES } from '@bulletin/contract';
import { canRestoreRevision as cmsCanRestore } from '../../cms/src/articles/workflow.js';
import { snapshotOf } from '../../cms/src/revisions/snapshots.js';
import { revisionFromStrapi, revisionListFromStrapi, type StrapiRevision } from '../../adapters/src/translate/revision.js';

/** Article revisions (issue 11 item 1): who may restore what, the snapshot Strapi keeps, the API's shapes. */
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

  it('is applied by Strapi over the stored author, ids compared as numbers', () => {
    expect(cmsCanRestore('reporter', 7, { authorId: 7, status: 'draft' }, 'review')).toEqual(allowed);
    expect(cmsCanRestore('reporter', 7, { authorId: 8, status: 'draft' }, 'review')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
    expect(cmsCanRestore('reporter', 7, { authorId: null, status: 'draft' }, 'draft')).toEqual(denied(WORKFLOW_MESSAGES.reporterOwnOnly));
  });
});

describe("Strapi's snapshot of an article row", () => {
  it('keeps the contract fields, the category then and the images by id and address, in order', () => {
    const snapshot = snapshotOf({
      id: 3, documentId: 'art1', title: 'Harbour', excerpt: null, content: '<p>Text</p>', editorialStatus: 'published',
      publishDate: new Date('2026-03-04T05:06:07.000Z'), breaking: null, featured: true, tags: ['a', 4, 'b'],
      category: { documentId: 'cat1', name: 'News', slug: 'news' },
      featuredImage: { id: 11, url: '/uploads/cover.png' },
      images: [{ id: 13, url: '/uploads/two.png' }, { id: 12, url: '/uploads/one.png' }],
    });
    expect(snapshot).toEqual({
      articleId: 'art1', title: 'Harbour', excerpt: '', content: '<p>Text</p>', categoryId: 'cat1', categoryName: 'News', categorySlug: 'news',
      tags: ['a', 'b'], editorialStatus: 'published', breaking: false, featured: true, publishDate: '2026-03-04T05:06:07.000Z',
      media: { featuredImage: { id: 11, url: '/uploads/cover.png' }, images: [{ id: 13, url: '/uploads/two.png' }, { id: 12, url: '/uploads/one.png' }] },
    });
  });

  it('reads a missing category, images and date as none', () => {
    expect(snapshotOf({ id: 1, documentId: 'd', title: 'T', category: null, featuredImage: null, images: null, publishDate: null })).toMatchObject({
      categoryId: null, categoryName: null, publishDate: null, tags: [], editorialStatus: 'draft', media: { featuredImage: null, images: [] },
    });
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
      featuredImage: '/uploads/cover.png', images: ['/uploads/one.png'],
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
