/**
 * Approving and rejecting from the dashboard's Pending Review list (docs/decisions/0006-review-flow.md).
 * Where each action takes an article is the contract's `REVIEW_ACTIONS` (approve publishes; reject: review →
 * draft, a never-submitted draft → archived), the same table Strapi enforces (`STATUS_TRANSITIONS`).
 * Approve also gives an article without a publish date the time of approval.
 */
import { REVIEW_ACTIONS, isSendBack, reviewTarget, type ArticleStatus } from '@bulletin/contract';
import type { Translate } from '../../i18n/context';
import type { Article } from '../../lib/types';

export type ReviewChange = { status: ArticleStatus; publishDate?: string; reviewNote?: string };

/** Approve publishes, from draft or review alike. */
export function approval(article: Pick<Article, 'publishDate'>, now = new Date()): ReviewChange {
  return { status: REVIEW_ACTIONS.approve.review, publishDate: article.publishDate ?? now.toISOString() };
}

/** Reject; a review sent back to draft may carry the editor's note for its writer (docs/product.md#review-notes). */
export function rejection(article: Pick<Article, 'status'>, reviewNote?: string): ReviewChange {
  const status = reviewTarget('reject', article.status) ?? article.status;
  return reviewNote && takesReviewNote(article) ? { status, reviewNote } : { status };
}

/** Rejecting this article sends it back to its writer (review → draft): the editor may write a note with it. */
export function takesReviewNote(article: Pick<Article, 'status'>): boolean {
  const target = reviewTarget('reject', article.status);
  return target !== null && isSendBack(article.status, target);
}

export function approvedMessage(t: Translate): string {
  return t('newsroom.review.approved');
}

export function rejectedMessage(t: Translate, article: Pick<Article, 'status'>): string {
  return t(reviewTarget('reject', article.status) === 'draft' ? 'newsroom.review.sentBack' : 'newsroom.review.archived');
}

/** The reject button's title: what rejecting this article does. */
export function rejectTitle(t: Translate, article: Pick<Article, 'status'>): string {
  return t(reviewTarget('reject', article.status) === 'draft' ? 'newsroom.review.rejectToDraft' : 'newsroom.review.rejectArchive');
}
