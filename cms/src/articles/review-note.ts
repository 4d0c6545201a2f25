import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { canWriteReviewNote, mayReadReviewNote, reviewNoteAfter, reviewNoteField } from '@bulletin/contract';
import { roleOf } from '../access/roles';
import type { Caller } from '../access/caller';
import { isCredited, type Credits } from '../access/credits';
import { queryOf } from '../db/queries';
import { contractField, fieldError } from '../requests/contract-input';

/**
 * Review notes (docs/product.md#review-notes): an editor's reason when sending an article back from review to draft. Who may write one
 * and with which move, and what a move does to a stored note, are the contract's (`workflow.ts`); this module
 * applies them to Strapi's facts. The note is a private attribute (never in Strapi's own sanitised output) and the
 * article controller adds it only to a staff caller's answers (`attachReviewNotes`): the public, the read cache,
 * server-rendered pages and feeds never see it.
 */
const UID = 'api::article.article';


/** The note sent with a write (`data.reviewNote`): plain text (tags stripped), ≤ 1,000 characters; undefined when none. */
export const sentReviewNote = (data: Record<string, unknown>): string | undefined =>
  contractField(reviewNoteField, data.reviewNote, 'reviewNote', 'Review note is not valid');

/**
 * Policy: a reporter (or anyone but an editor or admin) sending a review note is refused (403) before anything
 * else is looked at; the move is judged by `reviewNoteOnMove` once the stored status is known.
 */
export function assertMayWriteReviewNote(role: string, data: Record<string, unknown>): void {
  if (data.reviewNote === undefined || data.reviewNote === null || data.reviewNote === '') return;
  const verdict = canWriteReviewNote(role, 'review', 'draft');
  if (!verdict.ok) throw new errors.PolicyError(verdict.message);
}

/**
 * The `reviewNote` to write with an update moving the article from `from` to `to` (undefined: leave it): the note
 * sent with a send-back (review → draft by an editor or admin; with any other move a 400), cleared when the
 * article leaves draft.
 */
export function reviewNoteOnMove(role: string, from: string, to: string, sent: string | undefined): string | null | undefined {
  if (sent !== undefined) {
    const verdict = canWriteReviewNote(role, from, to);
    if (!verdict.ok) throw verdict.status === 403 ? new errors.PolicyError(verdict.message) : fieldError('reviewNote', verdict.message);
  }
  const next = reviewNoteAfter(from, to, sent);
  return next === 'keep' ? undefined : next;
}

/** An article of an answer: its row id, whom it credits, and the note once added. */
type Answer = Credits & { id: number | string; reviewNote?: string | null };

/**
 * Adds `reviewNote` to the articles of a staff caller's answer that they may read it on (editors and admins: all;
 * a reporter: the articles crediting them). One query for the page; nothing at all for anyone else.
 */
export async function attachReviewNotes(strapi: Core.Strapi, caller: Caller, articles: ReadonlyArray<Answer | null>): Promise<void> {
  const role = roleOf(caller);
  const readable = articles.filter((a) => a !== null).filter((a) => mayReadReviewNote(role, isCredited(a, caller?.id)));
  if (readable.length === 0) return;
  const rows = await queryOf(strapi, UID).findMany({
    where: { id: { $in: readable.map((a) => a.id) } },
    select: ['id', 'reviewNote'],
  });
  const notes = new Map(rows.map((row) => [row.id, row.reviewNote ?? null]));
  for (const article of readable) article.reviewNote = notes.get(Number(article.id)) ?? null;
}
