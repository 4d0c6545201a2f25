import { canDeleteArticle as deleteRule, canEditArticle as editRule, canRestoreRevision as restoreRule, type Verdict } from '@bulletin/contract';
import type { RoleType } from '../access/roles';
import { isCredited, type Credits } from '../access/credits';

/**
 * The editorial workflow of the contract package (`STATUS_TRANSITIONS`, docs/product.md#article-workflow) over the facts
 * Strapi holds: whom the article credits (its author and co-authors, access/credits.ts: a co-author may do what its
 * author may) and its stored status. Used by the
 * `global::article-write` policy and the upload policy.
 */
export { canChangeStoredMedia, canCreateArticle, type Verdict } from '@bulletin/contract';

export type ArticleFacts = Credits & { status: string };

export function canEditArticle(role: RoleType, userId: number, article: ArticleFacts, newStatus: string | undefined): Verdict {
  return editRule(role, isCredited(article, userId), article.status, newStatus);
}

export function canDeleteArticle(role: RoleType, userId: number, article: ArticleFacts): Verdict {
  return deleteRule(role, isCredited(article, userId), article.status);
}


/** Restoring a revision whose status was `revisionStatus` (the revisions controller). */
export function canRestoreRevision(role: RoleType, userId: number, article: ArticleFacts, revisionStatus: string): Verdict {
  return restoreRule(role, isCredited(article, userId), article.status, revisionStatus);
}
