import { describe, expect, it } from 'vitest';
import { MESSAGES, REVIEW_NOTE_MAX_LENGTH, WORKFLOW_MESSAGES } from '@bulletin/contract';
import { assertMayWriteReviewNote, reviewNoteOnMove, sentReviewNote } from '../../../../cms/src/articles/review-note.js';
import { thrown } from '../thrown.js';

describe('sentReviewNote', () => {
  it('reads the note sent with a write as plain text; none when missing or empty', () => {
    expect(sentReviewNote({ reviewNote: 'Check the <b>quotes</b>' })).toBe('Check the quotes');
    expect(sentReviewNote({})).toBeUndefined();
    expect(sentReviewNote({ reviewNote: null })).toBeUndefined();
    expect(sentReviewNote({ reviewNote: '' })).toBeUndefined();
  });

  it('refuses a note that is no text, or too long, as a field error on reviewNote', () => {
    expect(thrown(() => sentReviewNote({ reviewNote: 5 }))).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['reviewNote'], message: MESSAGES.reviewNoteInvalid }] },
    });
    expect(thrown(() => sentReviewNote({ reviewNote: 'x'.repeat(REVIEW_NOTE_MAX_LENGTH + 1) }))).toMatchObject({
      name: 'ValidationError',
      message: MESSAGES.reviewNoteTooLong,
    });
    expect(sentReviewNote({ reviewNote: 'x'.repeat(REVIEW_NOTE_MAX_LENGTH) })).toHaveLength(REVIEW_NOTE_MAX_LENGTH);
  });
});

describe('assertMayWriteReviewNote (the policy, before the stored status is known)', () => {
  it('lets editors and admins send a note, and anyone send none', () => {
    expect(() => assertMayWriteReviewNote('editor', { reviewNote: 'why' })).not.toThrow();
    expect(() => assertMayWriteReviewNote('admin', { reviewNote: 'why' })).not.toThrow();
    expect(() => assertMayWriteReviewNote('reporter', {})).not.toThrow();
    expect(() => assertMayWriteReviewNote('reporter', { reviewNote: '' })).not.toThrow();
  });

  it('refuses a reporter who sends one (403)', () => {
    expect(thrown(() => assertMayWriteReviewNote('reporter', { reviewNote: 'why' }))).toMatchObject({
      name: 'PolicyError',
      message: WORKFLOW_MESSAGES.reviewNoteEditorsOnly,
    });
  });
});

describe('reviewNoteOnMove', () => {
  it('writes the note sent with a send-back (review → draft)', () => {
    expect(reviewNoteOnMove('editor', 'review', 'draft', 'Sources, please')).toBe('Sources, please');
    expect(reviewNoteOnMove('editor', 'review', 'draft', undefined)).toBeNull();
  });

  it('keeps the stored note while the article stays a draft, and clears it once it leaves draft', () => {
    expect(reviewNoteOnMove('reporter', 'draft', 'draft', undefined)).toBeUndefined();
    expect(reviewNoteOnMove('reporter', 'draft', 'review', undefined)).toBeNull();
  });

  it('refuses a note with any other move (400 on reviewNote), and from a reporter (403)', () => {
    expect(thrown(() => reviewNoteOnMove('editor', 'draft', 'review', 'why'))).toMatchObject({
      name: 'ValidationError',
      details: { errors: [{ path: ['reviewNote'], message: WORKFLOW_MESSAGES.reviewNoteRejectOnly }] },
    });
    expect(thrown(() => reviewNoteOnMove('reporter', 'review', 'draft', 'why'))).toMatchObject({ name: 'PolicyError' });
  });
});
