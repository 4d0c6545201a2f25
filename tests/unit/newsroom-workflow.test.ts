import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUSES,
  MESSAGES,
  WORKFLOW_MESSAGES,
  articleUpdateSchema,
  canWriteReviewNote,
  isScheduled,
  isSendBack,
  loadedVersionField,
  mayReadReviewNote,
  reviewNoteAfter,
  reviewNoteSchema,
} from '@bulletin/contract';
import { EditConflictError, ConflictError, errorForStatus, toEnvelope } from '../../adapters/src/http/errors.js';
import { fromStrapiError } from '../../adapters/src/translate/strapi-error.js';
import { readEnv } from '../../adapters/src/env.js';
import { articleFromStrapi, articleInputToStrapi } from '../../adapters/src/translate/article.js';
import type { StrapiArticle } from '../../adapters/src/translate/types.js';

/** Issue 11 items 2–4 in the contract and the adapters: review notes, edit conflicts, scheduling, the time zone. */

describe('review notes: who writes one, with which move, and what a move does to it', () => {
  it('only the send-back (review → draft) is one', () => {
    const sendBacks = ARTICLE_STATUSES.flatMap((from) => ARTICLE_STATUSES.map((to) => [from, to] as const)).filter(([f, t]) => isSendBack(f, t));
    expect(sendBacks).toEqual([['review', 'draft']]);
  });

  it('editors and admins write one with a send-back; a reporter never (403); any other move is a bad request (400)', () => {
    for (const role of ['editor', 'admin']) {
      expect(canWriteReviewNote(role, 'review', 'draft')).toEqual({ ok: true });
      expect(canWriteReviewNote(role, 'published', 'draft')).toEqual({ ok: false, status: 400, message: WORKFLOW_MESSAGES.reviewNoteRejectOnly });
      expect(canWriteReviewNote(role, 'draft', 'draft')).toMatchObject({ ok: false, status: 400 });
      expect(canWriteReviewNote(role, 'review', 'published')).toMatchObject({ ok: false, status: 400 });
    }
    for (const role of ['reporter', 'user', 'public']) {
      expect(canWriteReviewNote(role, 'review', 'draft')).toEqual({ ok: false, status: 403, message: WORKFLOW_MESSAGES.reviewNoteEditorsOnly });
    }
  });

  it('a send-back sets the note (or none), a draft keeps it while edited, leaving draft clears it', () => {
    expect(reviewNoteAfter('review', 'draft', 'Add a source')).toBe('Add a source');
    expect(reviewNoteAfter('review', 'draft', undefined)).toBeNull();
    expect(reviewNoteAfter('draft', 'draft', undefined)).toBe('keep');
    for (const to of ['review', 'published', 'archived']) expect(reviewNoteAfter('draft', to, undefined), to).toBeNull();
    expect(reviewNoteAfter('published', 'draft', undefined)).toBeNull();
    expect(reviewNoteAfter('published', 'published', undefined)).toBe('keep');
  });

  it('editors and admins read every note, a reporter their own articles’, nobody else any', () => {
    expect(mayReadReviewNote('editor', false)).toBe(true);
    expect(mayReadReviewNote('admin', false)).toBe(true);
    expect(mayReadReviewNote('reporter', true)).toBe(true);
    expect(mayReadReviewNote('reporter', false)).toBe(false);
    expect(mayReadReviewNote('authenticated', true)).toBe(false);
    expect(mayReadReviewNote('public', false)).toBe(false);
  });

  it('the note is plain text, at most 1,000 characters once tags are gone; empty is none', () => {
    const parse = (reviewNote: unknown) => reviewNoteSchema.safeParse({ reviewNote });
    expect(parse('  <b>Add</b> a source &amp; a quote ').data).toEqual({ reviewNote: 'Add a source & a quote' });
    expect(parse('').data).toEqual({ reviewNote: undefined });
    expect(parse(null).data).toEqual({ reviewNote: undefined });
    expect(parse('<p></p>').data).toEqual({ reviewNote: undefined });
    expect(parse(`<i>${'😀'.repeat(1000)}</i>`).success).toBe(true);
    const tooLong = parse('x'.repeat(1001));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Review note must be at most 1,000 characters');
    expect(parse(5).error?.issues[0]?.message).toBe(MESSAGES.reviewNoteInvalid);
  });
});

describe('the loaded version of an edit (updatedAt)', () => {
  it('is an ISO date-time with a zone; missing or empty is no check', () => {
    expect(loadedVersionField.parse('2026-05-01T10:00:00.123Z')).toEqual(new Date('2026-05-01T10:00:00.123Z'));
    expect(loadedVersionField.parse('2026-05-01T12:00:00+02:00')).toEqual(new Date('2026-05-01T10:00:00Z'));
    expect(loadedVersionField.parse(undefined)).toBeUndefined();
    expect(loadedVersionField.parse('')).toBeUndefined();
    for (const bad of ['2026-05-01', 'yesterday', '2026-02-30T10:00:00Z', '2026-05-01T10:00:00', 7]) {
      const result = loadedVersionField.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.updatedAtInvalid);
    }
  });

  it('goes to Strapi with the edit, never taken from a stored article', () => {
    const input = articleUpdateSchema.parse({ title: 'T', content: '<p>x</p>', category: 'c', updatedAt: '2026-05-01T10:00:00.000Z', reviewNote: '<b>Why</b>' });
    const data = articleInputToStrapi(input, {});
    expect(data).toMatchObject({ updatedAt: '2026-05-01T10:00:00.000Z', reviewNote: 'Why' });
    const plain = articleInputToStrapi(articleUpdateSchema.parse({ title: 'T', content: '<p>x</p>', category: 'c' }), {});
    expect(plain).not.toHaveProperty('updatedAt');
    expect(plain).not.toHaveProperty('reviewNote');
  });
});

describe('the edit conflict error', () => {
  it('is a typed 409 with the contract message, also when Strapi reports it', () => {
    const error = new EditConflictError();
    expect(error).toBeInstanceOf(ConflictError);
    expect(toEnvelope(error)).toEqual({ status: 409, body: { success: false, message: 'This article was changed by someone else since you opened it.' } });
    expect(errorForStatus(409, MESSAGES.editConflict)).toBeInstanceOf(EditConflictError);
    expect(errorForStatus(409, 'This category still has articles.')).not.toBeInstanceOf(EditConflictError);
    const fromStrapi = fromStrapiError(409, { data: null, error: { status: 409, name: 'ConflictError', message: MESSAGES.editConflict } });
    expect(fromStrapi).toBeInstanceOf(EditConflictError);
  });
});

describe('the review note in answers', () => {
  const base = {
    id: 1, documentId: 'a', title: 't', slug: 's', excerpt: null, content: null, editorialStatus: 'draft', publishDate: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', breaking: false, featured: false, views: 0,
    likes: 0, tags: null, category: null, author: null, featuredImage: null, images: null,
  } as StrapiArticle;
  it('is passed on only when Strapi sent it (a staff answer); otherwise the key is absent', () => {
    expect(articleFromStrapi({ ...base, reviewNote: 'Fix it' }).reviewNote).toBe('Fix it');
    expect(articleFromStrapi({ ...base, reviewNote: null }).reviewNote).toBeNull();
    expect(Object.keys(articleFromStrapi(base))).not.toContain('reviewNote');
  });
});

describe('scheduled', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is published with a publish date still ahead', () => {
    expect(isScheduled({ status: 'published', publishDate: '2026-05-01T10:00:01Z' }, now)).toBe(true);
    expect(isScheduled({ status: 'published', publishDate: '2026-05-01T10:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', publishDate: null }, now)).toBe(false);
    expect(isScheduled({ status: 'draft', publishDate: '2027-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', publishDate: 'soon' }, now)).toBe(false);
  });
});

describe('NEWSROOM_TIME_ZONE', () => {
  const env = (value?: string) => readEnv({ READ_CACHE_MAX_BYTES: '0', ...(value === undefined ? {} : { NEWSROOM_TIME_ZONE: value }) });
  it('defaults to UTC, and is read in its canonical spelling', () => {
    expect(env().NEWSROOM_TIME_ZONE).toBe('UTC');
    expect(env('').NEWSROOM_TIME_ZONE).toBe('UTC');
    expect(env('Europe/London').NEWSROOM_TIME_ZONE).toBe('Europe/London');
    expect(env(' america/new_york ').NEWSROOM_TIME_ZONE).toBe('America/New_York');
  });

  it('refuses the start for anything that is not a zone name', () => {
    for (const bad of ['Mars/Olympus_Mons', '+02:00', 'GMT+2 hours', 'Europe/Londres']) {
      expect(() => env(bad), bad).toThrow(/NEWSROOM_TIME_ZONE: expected an IANA time zone name/);
    }
  });
});
