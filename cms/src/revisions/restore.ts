import type { Core } from '@strapi/strapi';
import { mediaOf, type RevisionRow } from './snapshots';
import { queryOf } from '../db/queries';
import { ERROR_MESSAGES } from '@bulletin/contract';
import { fieldError } from '../requests/contract-input';

export const MISSING_CATEGORY = ERROR_MESSAGES.revisionCategoryGone;

/**
 * The article's writable fields as a revision saved them, for the restore's document-service update. The category
 * must still exist (a 400 on `category` otherwise); images deleted from the media library since are left out.
 * The slug, the byline (author and co-authors: docs/product.md#revisions), counters and comments are the article's own
 * and stay as they are.
 */
export async function restoreData(strapi: Core.Strapi, revision: RevisionRow): Promise<Record<string, unknown>> {
  if (revision.categoryId) {
    const found = await strapi.documents('api::category.category').count({ filters: { documentId: revision.categoryId } });
    if (!found) throw fieldError('category', MISSING_CATEGORY);
  }
  const media = mediaOf(revision.media);
  const wanted = [media.featuredImage?.id, ...media.images.map((m) => m.id)].filter((id) => id !== undefined);
  const stored = wanted.length
    ? new Set((await queryOf(strapi, 'plugin::upload.file').findMany({ where: { id: { $in: wanted } }, select: ['id'] })).map((f) => f.id))
    : new Set<number>();
  const featured = media.featuredImage?.id;
  return {
    title: revision.title,
    excerpt: revision.excerpt ?? '',
    content: revision.content,
    category: revision.categoryId ?? null,
    tags: Array.isArray(revision.tags) ? revision.tags : [],
    editorialStatus: revision.editorialStatus,
    breaking: Boolean(revision.breaking),
    featured: Boolean(revision.featured),
    publishDate: revision.publishDate ?? null,
    featuredImage: featured !== undefined && stored.has(featured) ? featured : null,
    images: media.images.map((m) => m.id).filter((id) => stored.has(id)),
  };
}
