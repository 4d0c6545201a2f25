import { describe, expect, it } from 'vitest';
import { formatNewsroomTime, fromZonedInput, offsetLabel, toZonedInput, zoneLabel } from '../../frontend/src/admin/schedule/newsroom-time';
import { conflictRows, isEditConflict } from '../../frontend/src/admin/editor/conflict';
import { readableText } from '../../frontend/src/admin/editor/readable-text';
import { rejection, takesReviewNote } from '../../frontend/src/admin/dashboard/review';
import { formToPayload, articleToForm } from '../../frontend/src/admin/editor/article-form';
import { ApiError } from '../../frontend/src/lib/api';
import type { Article, Category } from '../../frontend/src/lib/types';

/** Issue 11 in the newsroom's screens: times in the newsroom's zone, the conflict screen's comparison, reject with a note. */

describe("the newsroom's time zone", () => {
  it('turns a typed wall-clock time into the instant it means there, and back', () => {
    expect(fromZonedInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-03-29T03:30', 'Europe/London')).toBe('2026-03-29T02:30:00.000Z');
    expect(fromZonedInput('2026-12-24T18:00', 'Australia/Sydney')).toBe('2026-12-24T07:00:00.000Z');
    expect(toZonedInput('2026-12-24T07:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-24T18:00');
    expect(toZonedInput('2026-12-24T07:00:00.000Z', 'UTC')).toBe('2026-12-24T07:00');
  });

  it('refuses what is no date-time', () => {
    for (const bad of ['', '2026-04-31T10:00', '2026-02-29T10:00', '24/12/2026 18:00', '2026-12-24']) expect(fromZonedInput(bad, 'UTC'), bad).toBeNull();
  });

  it('names the zone with its offset at that date, and formats a time in it', () => {
    expect(offsetLabel('Europe/Paris', '2026-01-15T12:00:00Z')).toBe('UTC+01:00');
    expect(offsetLabel('Europe/Paris', '2026-07-15T12:00:00Z')).toBe('UTC+02:00');
    expect(zoneLabel('Europe/Paris', '2026-07-15T12:00:00Z')).toBe('Europe/Paris (UTC+02:00)');
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(formatNewsroomTime('2026-07-15T12:00:00Z', 'America/New_York')).toBe('15 Jul 2026, 08:00');
    expect(formatNewsroomTime(null, 'UTC')).toBe('');
  });
});

const theirs: Article = {
  _id: 'a1', slug: 's', title: 'Harbour reopens today', excerpt: 'Boats are back.', content: '<p>The <strong>harbour</strong> reopened &amp; boats sailed.</p>',
  featuredImage: '/uploads/harbour.png', featuredImageMeta: null, images: [], category: { _id: 'c1', name: 'News', color: null, icon: null, slug: 'news' },
  publishDate: '2026-03-14T12:30:00.000Z', createdAt: '2026-03-13T08:00:00.000Z', updatedAt: '2026-03-14T09:00:00.000Z', status: 'review',
  breaking: false, featured: false, views: 0, likes: 0, tags: ['port'], author: null,
};
const categories = [{ _id: 'c1', name: 'News' }, { _id: 'c2', name: 'Business' }] as Category[];

describe('the edit-conflict comparison', () => {
  it('puts their stored version beside what was typed, as readable text, marking what differs', () => {
    const typed = { ...articleToForm(theirs, 'UTC'), title: 'Harbour reopens', category: 'c2', content: '<p>The harbour <em>reopened</em>.</p>', featuredImage: 'data:image/png;base64,AA' };
    const rows = conflictRows(theirs, formToPayload(typed, theirs, 'UTC'), { categories, timeZone: 'Europe/Paris' });
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect(row('Title')).toEqual({ label: 'Title', theirs: 'Harbour reopens today', yours: 'Harbour reopens', differs: true });
    expect(row('Category')).toMatchObject({ theirs: 'News', yours: 'Business', differs: true });
    expect(row('Content')).toEqual({ label: 'Content', theirs: 'The harbour reopened & boats sailed.', yours: 'The harbour reopened.', differs: true });
    expect(row('Featured image')).toMatchObject({ theirs: 'harbour.png', yours: 'A new image', differs: true });
    expect(row('Publish date')).toEqual({ label: 'Publish date', theirs: '14 Mar 2026, 13:30', yours: '14 Mar 2026, 13:30', differs: false });
    expect(row('Status')).toMatchObject({ theirs: 'Under Review', differs: false });
    expect(row('Tags')).toMatchObject({ theirs: 'port', yours: 'port', differs: false });
  });

  it('reads content as lines of text: a line per block, inline markup without a gap', () => {
    expect(readableText('<h2>What&nbsp;happened</h2><p>Re<em>open</em>ed <strong>today</strong>.</p><ul><li>One</li><li>Two &amp; three</li></ul><p>a<br>b</p>')).toBe(
      'What happened\nReopened today.\nOne\nTwo & three\na\nb',
    );
    expect(readableText('<p>&lt;script&gt; is text here</p>')).toBe('<script> is text here');
  });

  it('knows a conflict by its 409', () => {
    expect(isEditConflict(new ApiError(409, 'This article was changed by someone else since you opened it.'))).toBe(true);
    expect(isEditConflict(new ApiError(400, 'Title is required'))).toBe(false);
    expect(isEditConflict(new Error('x'))).toBe(false);
  });
});

describe('reject from the dashboard', () => {
  it('a review goes back to draft, with the note when one was written; a draft is archived, never with a note', () => {
    expect(takesReviewNote({ status: 'review' })).toBe(true);
    expect(takesReviewNote({ status: 'draft' })).toBe(false);
    expect(rejection({ status: 'review' }, 'Needs a source')).toEqual({ status: 'draft', reviewNote: 'Needs a source' });
    expect(rejection({ status: 'review' })).toEqual({ status: 'draft' });
    expect(rejection({ status: 'draft' }, 'ignored')).toEqual({ status: 'archived' });
  });
});
