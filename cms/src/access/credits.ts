import type { Modules } from '@strapi/strapi';
import { sameId } from '../db/ids';

/**
 * Who an article credits (docs/product.md#author-pages): its author and its co-authors. Wherever a rule asks
 * whether the caller wrote an article (a reporter's own articles: opening, editing, deleting, restoring, review
 * notes, figures, their list with a status) or whose articles a list or a page shows, a co-author counts as the
 * author does. As a query filter (`creditedTo`, `creditedToSlug`) and as a predicate over a read article
 * (`isCredited`), which agree.
 */

/** The articles that credit the account of row `id`, as author or co-author. */
export function creditedTo(id: number | undefined) {
  return { $or: [{ author: { id: { $eq: id } } }, { coAuthors: { id: { $eq: id } } }] };
}

/** The articles that credit the account whose author slug is `slug`. */
export function creditedToSlug(slug: string) {
  return { $or: [{ author: { slug: { $eq: slug } } }, { coAuthors: { slug: { $eq: slug } } }] };
}

/** The relations `isCredited` reads, for a document read's `populate`. */
export const CREDIT_POPULATE = { author: { fields: ['id'] }, coAuthors: { fields: ['id'] } } satisfies Modules.Documents.Params.Populate.Any<'api::article.article'>;

export type Credits = { author?: { id?: number | string } | null; coAuthors?: ReadonlyArray<{ id?: number | string }> | null };

/** True when the article credits the account of row `userId` (ids compared as numbers). */
export function isCredited(article: Credits, userId: unknown): boolean {
  return sameId(article.author?.id ?? null, userId) || (article.coAuthors ?? []).some((c) => sameId(c.id ?? null, userId));
}
