import type { ArticleStatus, Revision, RevisionAuthor, RevisionList, RevisionSummary } from '@bulletin/contract';
import type { StrapiCorrection, StrapiList } from './types.js';
import { correctionsFromStrapi } from './correction.js';

/** Who saved a revision, as Strapi's `api::article-revision.article-revision` stores it (cms/src/revisions/snapshots.ts). */
type StrapiRevisionActor = {
  actorType: 'user' | 'panel-admin' | 'api-token' | 'system';
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
};

export type StrapiRevisionSummary = StrapiRevisionActor & {
  documentId: string;
  createdAt: string;
  title: string | null;
  editorialStatus: ArticleStatus;
};

type StrapiMediaRef = { id: number; url: string };

export type StrapiRevision = StrapiRevisionSummary & {
  articleId: string;
  restoredFrom: string | null;
  excerpt: string | null;
  content: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  tags: string[] | null;
  breaking: boolean | null;
  featured: boolean | null;
  publishDate: string | null;
  media: { featuredImage: StrapiMediaRef | null; images: StrapiMediaRef[] } | null;
  corrections?: StrapiCorrection[] | null;
};

/** A user's id for a staff member; null for a panel admin, an API token or a script (their ids are no user's). */
function authorOf(r: StrapiRevisionActor): RevisionAuthor {
  return {
    _id: r.actorType === 'user' && r.actorId !== null && r.actorId !== undefined ? String(r.actorId) : null,
    firstName: r.actorFirstName ?? '',
    lastName: r.actorLastName ?? '',
  };
}

export function revisionSummaryFromStrapi(r: StrapiRevisionSummary): RevisionSummary {
  return { _id: r.documentId, createdAt: r.createdAt, author: authorOf(r), title: r.title ?? '', status: r.editorialStatus };
}

export function revisionListFromStrapi(body: StrapiList<StrapiRevisionSummary>): RevisionList {
  const { page, pageSize, pageCount, total } = body.meta.pagination;
  return { revisions: body.data.map(revisionSummaryFromStrapi), total, page, limit: pageSize, pages: pageCount };
}

export function revisionFromStrapi(r: StrapiRevision): Revision {
  return {
    _id: r.documentId,
    article: r.articleId,
    createdAt: r.createdAt,
    author: authorOf(r),
    restoredFrom: r.restoredFrom ?? null,
    title: r.title ?? '',
    excerpt: r.excerpt ?? '',
    content: r.content ?? '',
    category: r.categoryId ? { _id: r.categoryId, name: r.categoryName ?? '', slug: r.categorySlug ?? '' } : null,
    tags: r.tags ?? [],
    status: r.editorialStatus,
    breaking: Boolean(r.breaking),
    featured: Boolean(r.featured),
    publishDate: r.publishDate ?? null,
    featuredImage: r.media?.featuredImage?.url || null,
    images: (r.media?.images ?? []).map((m) => m.url).filter(Boolean),
    corrections: correctionsFromStrapi(r.corrections),
  };
}
