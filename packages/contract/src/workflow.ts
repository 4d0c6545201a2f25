/**
 * The editorial workflow (docs/product.md#article-workflow, docs/decisions/0002-editorial-status.md and
 * 0006-review-flow.md): who may create, move, delete which article status. Pure, stated once: Strapi's
 * `global::article-write` policy enforces it (cms/src/articles/workflow.ts), the editor's status menu and the
 * dashboard's review buttons read it.
 */
import { ARTICLE_STATUSES, PUBLISHED, isArticleStatus, type ArticleStatus } from './statuses.js';
import { isEditorOrAdmin, type StaffRole } from './roles.js';

export type Verdict = { ok: true } | { ok: false; message: string };

export const WORKFLOW_MESSAGES = {
  createStaffOnly: 'Only newsroom staff can write articles',
  editStaffOnly: 'Only newsroom staff can edit articles',
  reporterStatuses: 'Reporters can save articles as draft or review only',
  reporterOwnOnly: 'Reporters can edit only their own articles',
  reporterNoLongerEditable: 'This article is no longer editable by its reporter',
  deleteRefused: 'You are not allowed to delete this article',
  storedMediaRefused: 'Only editors and admins can change an image that is already stored',
  reviewNoteEditorsOnly: 'Only editors and admins can write a review note',
  reviewNoteRejectOnly: 'A review note can only be sent when an article goes back from review to draft',
  reporterRestoreStatus: 'Reporters can restore only a revision saved as draft or review',
} as const;

type Moves = Readonly<Record<ArticleStatus, readonly ArticleStatus[]>>;

const ANY_MOVE: Moves = {
  draft: ARTICLE_STATUSES,
  review: ARTICLE_STATUSES,
  published: ARTICLE_STATUSES,
  archived: ARTICLE_STATUSES,
};

/** A reporter's statuses: what they may create an article in, and move their own article between. */
export const REPORTER_STATUSES = ['draft', 'review'] as const satisfies readonly ArticleStatus[];

const WRITER_MOVES: Moves = {
  draft: REPORTER_STATUSES,
  review: REPORTER_STATUSES,
  published: [],
  archived: [],
};

/**
 * Which status a role may move an article to, from each status (keeping the status is a move too: an edit).
 * A reporter: their own drafts and reviews, between draft and review only; editors and admins: any to any.
 */
export const STATUS_TRANSITIONS: Readonly<Record<StaffRole, Moves>> = {
  reporter: WRITER_MOVES,
  editor: ANY_MOVE,
  admin: ANY_MOVE,
};

/** The statuses a role may create an article in (and choose in the editor's status menu). */
export function creatableStatuses(role: string): readonly ArticleStatus[] {
  if (isEditorOrAdmin(role)) return ARTICLE_STATUSES;
  return role === 'reporter' ? REPORTER_STATUSES : [];
}

/** True when the table lets `role` move an article from `from` to `to` (statuses as stored or sent). */
export function mayMoveStatus(role: string, from: string, to: string): boolean {
  if (!isArticleStatus(from) || !isArticleStatus(to)) return false;
  const moves = (STATUS_TRANSITIONS as Readonly<Record<string, Moves>>)[role];
  return moves?.[from].includes(to) ?? false;
}

/**
 * The dashboard's Pending Review actions (decision 0006), editors and admins only: approve publishes a draft
 * or a review; reject takes it one step back — review → draft (back to its writer), a never-submitted draft
 * → archived. Each is one row of the editors' transitions, so Strapi's check covers them.
 */
export const REVIEW_ACTIONS = {
  approve: { draft: 'published', review: 'published' },
  reject: { review: 'draft', draft: 'archived' },
} as const satisfies Record<string, Partial<Record<ArticleStatus, ArticleStatus>>>;
export type ReviewAction = keyof typeof REVIEW_ACTIONS;

/** Where `action` takes an article in `from`, or null when the action does not apply to that status. */
export function reviewTarget(action: ReviewAction, from: ArticleStatus): ArticleStatus | null {
  return (REVIEW_ACTIONS[action] as Partial<Record<ArticleStatus, ArticleStatus>>)[from] ?? null;
}

const allow: Verdict = { ok: true };
const deny = (message: string): Verdict => ({ ok: false, message });

/**
 * Creating an article with `status` (undefined: the default, draft). A status that is none of the four is
 * refused here for a reporter; for editors and admins the schemas (and Strapi's enum) answer it.
 */
export function canCreateArticle(role: string, status: string | undefined): Verdict {
  if (isEditorOrAdmin(role)) return allow;
  if (role !== 'reporter') return deny(WORKFLOW_MESSAGES.createStaffOnly);
  if (status !== undefined && !(creatableStatuses(role) as readonly string[]).includes(status)) {
    return deny(WORKFLOW_MESSAGES.reporterStatuses);
  }
  return allow;
}

/**
 * An edit of an article in `from` by `role` (`own`: the caller wrote it), moving it to `to` (undefined: the
 * status is not sent, it stays), by STATUS_TRANSITIONS.
 */
export function canEditArticle(role: string, own: boolean, from: string, to: string | undefined): Verdict {
  if (role !== 'reporter' && !isEditorOrAdmin(role)) return deny(WORKFLOW_MESSAGES.editStaffOnly);
  if (role === 'reporter' && !own) return deny(WORKFLOW_MESSAGES.reporterOwnOnly);
  if (!mayMoveStatus(role, from, from)) return deny(WORKFLOW_MESSAGES.reporterNoLongerEditable);
  if (to !== undefined && !(isArticleStatus(to) ? mayMoveStatus(role, from, to) : isEditorOrAdmin(role))) {
    return deny(WORKFLOW_MESSAGES.reporterStatuses);
  }
  return allow;
}

/**
 * Restoring a revision of an article in `from` whose status was `to` (POST /articles/:id/revisions/:revisionId/restore):
 * the rules of an edit that moves the article to `to`, with its own message when only the revision's status is
 * refused (a reporter restoring a published or archived revision).
 */
export function canRestoreRevision(role: string, own: boolean, from: string, to: string): Verdict {
  const edit = canEditArticle(role, own, from, undefined);
  if (!edit.ok) return edit;
  return mayMoveStatus(role, from, to) ? allow : deny(WORKFLOW_MESSAGES.reporterRestoreStatus);
}

/** Deleting: editors and admins any article; a reporter their own while it is not published. */
export function canDeleteArticle(role: string, own: boolean, status: string): Verdict {
  if (isEditorOrAdmin(role)) return allow;
  if (role === 'reporter' && own && status !== PUBLISHED) return allow;
  return deny(WORKFLOW_MESSAGES.deleteRefused);
}

/**
 * Replacing or re-describing an image already stored (Strapi's `POST /upload?id=`) changes every article that
 * shows it, published ones included: editors and admins only. Reporters upload new images.
 */
export function canChangeStoredMedia(role: string): Verdict {
  return isEditorOrAdmin(role) ? allow : deny(WORKFLOW_MESSAGES.storedMediaRefused);
}

/**
 * Review notes (docs/product.md#review-notes; docs/decisions/0018-edit-conflicts-review-notes-scheduling.md): an
 * editor or admin sending an article back from review to draft (the reject of REVIEW_ACTIONS) may say why. The note
 * stays with the draft for its writer and the newsroom, and goes when the article next leaves draft (the writer's
 * next submission, or any other move). Never public.
 */

/** True for the reject move that sends an article back to its writer (review → draft). */
export function isSendBack(from: string, to: string): boolean {
  return from === 'review' && to === REVIEW_ACTIONS.reject.review;
}

/**
 * Writing a review note: a role matter first (editors and admins only: 403), then a matter of the move (only with
 * review → draft: a bad request).
 */
export function canWriteReviewNote(role: string, from: string, to: string): Verdict & { status?: 400 | 403 } {
  if (!isEditorOrAdmin(role)) return { ok: false, status: 403, message: WORKFLOW_MESSAGES.reviewNoteEditorsOnly };
  if (!isSendBack(from, to)) return { ok: false, status: 400, message: WORKFLOW_MESSAGES.reviewNoteRejectOnly };
  return allow;
}

/**
 * The review note an article has after a move from `from` to `to` (`to` = `from` for an edit that keeps the
 * status), given the note sent with it (undefined: none): the sent note on a send-back, the stored one while it
 * stays a draft, none once it leaves draft. `'keep'`: leave the stored note as it is.
 */
export function reviewNoteAfter(from: string, to: string, sent: string | undefined): string | null | 'keep' {
  if (isSendBack(from, to)) return sent ?? null;
  if (to === 'draft' && from === 'draft') return 'keep';
  return from === 'draft' || to !== from ? null : 'keep';
}

/** Whether `role` may read an article's review note (`own`: the caller wrote the article): editors and admins, and its reporter. */
export function mayReadReviewNote(role: string, own: boolean): boolean {
  return isEditorOrAdmin(role) || (role === 'reporter' && own);
}

/**
 * Scheduled (docs/product.md#scheduling): published with a publish date still ahead. The public sees it from that
 * moment on (decision 0002), without anyone pressing anything; the newsroom shows it as "Scheduled" until then.
 */
export function isScheduled(article: { status: string; publishDate?: string | Date | null }, now: Date = new Date()): boolean {
  if (article.status !== PUBLISHED || article.publishDate == null) return false;
  const due = new Date(article.publishDate).getTime();
  return !Number.isNaN(due) && due > now.getTime();
}
