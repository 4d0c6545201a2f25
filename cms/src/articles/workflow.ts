import { canDeleteArticle as deleteRule, canEditArticle as editRule, canRestoreRevision as restoreRule, type Verdict } from '@bulletin/contract';
import type { RoleType } from '../access/roles';
import { sameId } from '../db/ids';

/**
 * The editorial workflow of the contract package (`STATUS_TRANSITIONS`, docs/product.md#article-workflow) over the facts
 * Strapi holds: who wrote the article (ids compared as numbers) and its stored status. Used by the
 * `global::article-write` policy and the upload policy.
 */
export { canChangeStoredMedia, canCreateArticle, type Verdict } from '@bulletin/contract';

export type ArticleFacts = { authorId: number | string | null; status: string };

export function canEditArticle(role: RoleType, userId: number, article: ArticleFacts, newStatus: string | undefined): Verdict {
  return editRule(role, sameId(article.authorId, userId), article.status, newStatus);
}

export function canDeleteArticle(role: RoleType, userId: number, article: ArticleFacts): Verdict {
  return deleteRule(role, sameId(article.authorId, userId), article.status);
}


/** Restoring a revision whose status was `revisionStatus` (the revisions controller). */
export function canRestoreRevision(role: RoleType, userId: number, article: ArticleFacts, revisionStatus: string): Verdict {
  return restoreRule(role, sameId(article.authorId, userId), article.status, revisionStatus);
}
