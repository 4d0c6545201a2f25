/**
 * Approving and rejecting from the dashboard's Pending Review list (docs/decisions/0006-review-flow.md).
 * - Approve publishes; an article without a publish date gets now.
 * - Reject takes the article out of the queue one step back: 'review' returns to 'draft' (back to the
 *   writer); a 'draft' (never submitted) is archived, so it leaves the list without being deleted.
 */
import type { Article } from '../../lib/types';

export type ReviewChange = { status: Article['status']; publishDate?: string };

export function approval(article: Pick<Article, 'publishDate'>, now = new Date()): ReviewChange {
  return { status: 'published', publishDate: article.publishDate ?? now.toISOString() };
}

export function rejection(article: Pick<Article, 'status'>): ReviewChange {
  return { status: article.status === 'review' ? 'draft' : 'archived' };
}

export function approvedMessage(): string {
  return 'Article approved and published';
}

export function rejectedMessage(article: Pick<Article, 'status'>): string {
  return article.status === 'review' ? 'Article sent back to draft' : 'Draft archived';
}
