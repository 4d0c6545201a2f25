import { describe, expect, it } from 'vitest';
import { articleToForm, formToPayload } from '../../../../frontend/src/admin/editor/article-form';
import { conflictRows, isEditConflict } from '../../../../frontend/src/admin/editor/conflict';
import { ApiError } from '../../../../frontend/src/lib/api';
import type { Article, Category } from '../../../../frontend/src/lib/types';
import { makeI18n } from '../../../../frontend/src/i18n/i18n';
import { messages as newsroom } from '../../../../frontend/src/i18n/compiled/newsroom/en';

const theirs: Article = {
  _id: 'a1', locale: 'en', translations: [], slug: 's', title: 'Harbour reopens today', excerpt: 'Boats are back.', content: '<p>The <strong>harbour</strong> reopened &amp; boats sailed.</p>',
  featuredImage: '/uploads/harbour.png', featuredImageMeta: null, images: [], category: { _id: 'c1', name: 'News', color: null, icon: null, slug: 'news' },
  publishDate: '2026-03-14T12:30:00.000Z', createdAt: '2026-03-13T08:00:00.000Z', updatedAt: '2026-03-14T09:00:00.000Z', status: 'review',
  breaking: false, featured: false, views: 0, likes: 0, tags: ['port'], corrections: [], author: null, coAuthors: [],
};
const english = makeI18n('en', newsroom);
const categories = [{ _id: 'c1', name: 'News' }, { _id: 'c2', name: 'Business' }] as Category[];

describe('the edit-conflict comparison', () => {
  it('puts their stored version beside what was typed, as readable text, marking what differs', () => {
    const typed = { ...articleToForm(theirs, 'UTC'), title: 'Harbour reopens', category: 'c2', content: '<p>The harbour <em>reopened</em>.</p>', featuredImage: 'data:image/png;base64,AA' };
    const rows = conflictRows(theirs, formToPayload(typed, theirs, 'UTC'), { categories, timeZone: 'Europe/Paris', t: (id, values) => english._(id, values) });
    const row = (label: string) => rows.find((r) => r.label === label)!;
    expect(row('Title')).toEqual({ label: 'Title', theirs: 'Harbour reopens today', yours: 'Harbour reopens', differs: true });
    expect(row('Category')).toMatchObject({ theirs: 'News', yours: 'Business', differs: true });
    expect(row('Content')).toEqual({ label: 'Content', theirs: 'The harbour reopened & boats sailed.', yours: 'The harbour reopened.', differs: true });
    expect(row('Featured image')).toMatchObject({ theirs: 'harbour.png', yours: 'A new image', differs: true });
    expect(row('Publish date')).toEqual({ label: 'Publish date', theirs: '14 Mar 2026, 13:30', yours: '14 Mar 2026, 13:30', differs: false });
    expect(row('Status')).toMatchObject({ theirs: 'Under Review', differs: false });
    expect(row('Tags')).toMatchObject({ theirs: 'port', yours: 'port', differs: false });
  });

  it('knows a conflict by its 409', () => {
    expect(isEditConflict(new ApiError(409, 'This article was changed by someone else since you opened it.'))).toBe(true);
    expect(isEditConflict(new ApiError(400, 'Title is required'))).toBe(false);
    expect(isEditConflict(new Error('x'))).toBe(false);
  });
});
