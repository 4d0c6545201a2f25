import type { RoleType } from './roles';
import { sameId } from './lookup';

/** Editorial workflow rules (CONTRACT.md "Roles"), pure so they can be unit-tested. */
export const ARTICLE_STATUSES = ['draft', 'review', 'published', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
const REPORTER_STATUSES: readonly string[] = ['draft', 'review'];

export type ArticleFacts = { authorId: number | null; status: string };
export type Verdict = { ok: true } | { ok: false; message: string };

const allow: Verdict = { ok: true };
const deny = (message: string): Verdict => ({ ok: false, message });

export function canCreateArticle(role: RoleType, status: string | undefined): Verdict {
  if (role === 'editor' || role === 'admin') return allow;
  if (role !== 'reporter') return deny('Only newsroom staff can write articles');
  if (status !== undefined && !REPORTER_STATUSES.includes(status)) {
    return deny('Reporters can save articles as draft or review only');
  }
  return allow;
}

export function canEditArticle(
  role: RoleType,
  userId: number,
  article: ArticleFacts,
  newStatus: string | undefined,
): Verdict {
  if (role === 'editor' || role === 'admin') return allow;
  if (role !== 'reporter') return deny('Only newsroom staff can edit articles');
  if (!sameId(article.authorId, userId)) return deny('Reporters can edit only their own articles');
  if (!REPORTER_STATUSES.includes(article.status)) {
    return deny('This article is no longer editable by its reporter');
  }
  if (newStatus !== undefined && !REPORTER_STATUSES.includes(newStatus)) {
    return deny('Reporters can save articles as draft or review only');
  }
  return allow;
}

export function canDeleteArticle(role: RoleType, userId: number, article: ArticleFacts): Verdict {
  if (role === 'editor' || role === 'admin') return allow;
  if (role === 'reporter' && sameId(article.authorId, userId) && article.status !== 'published') return allow;
  return deny('You are not allowed to delete this article');
}

/**
 * Replacing or re-describing an image already stored (Strapi's `POST /upload?id=`) changes every article that
 * shows it, published ones included: editors and admins only. Reporters upload new images.
 */
export function canChangeStoredMedia(role: RoleType): Verdict {
  if (role === 'editor' || role === 'admin') return allow;
  return deny('Only editors and admins can change an image that is already stored');
}
