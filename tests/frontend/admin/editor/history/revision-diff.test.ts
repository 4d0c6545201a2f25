import { describe, expect, it } from 'vitest';
import { fieldChanges, hasChanges, revisionText, wordChanges, type FieldValues } from '../../../../../frontend/src/admin/editor/history/revision-diff';
import { makeI18n } from '../../../../../frontend/src/i18n/i18n';
import { messages as newsroom } from '../../../../../frontend/src/i18n/compiled/newsroom/en';

const english = makeI18n('en', newsroom);
const t = (id: string, values?: Record<string, string | number>) => english._(id, values);

/** The History's compare (docs/product.md#revisions): a revision against the editor's text, in words, never markup. */
describe('revisionText', () => {
  it('is the text of the HTML, one block per line, with entities decoded and no tags', () => {
    const html = '<h2>Storm &amp; harbour</h2><p>The <strong>harbour</strong> reopened<br>on Monday.</p><ul><li>Boats</li><li>Ferries</li></ul><p>&nbsp;</p>';
    expect(revisionText(html)).toBe('Storm & harbour\nThe harbour reopened\non Monday.\nBoats\nFerries');
  });

  it('keeps text that only looks like markup', () => {
    expect(revisionText('<p>3 &lt; 4 and 5 &gt; 2</p>')).toBe('3 < 4 and 5 > 2');
  });
});

describe('wordChanges', () => {
  const changed = (before: string, after: string) =>
    wordChanges(before, after)
      .filter((c) => c.change !== 'same')
      .map((c) => `${c.change === 'added' ? '+' : '-'}${c.text.trim()}`);

  it('reports the words removed from the revision and added in the editor, in order', () => {
    expect(changed('The harbour reopened on Monday.', 'The harbour stays closed on Monday.')).toEqual(['-reopened', '+stays closed']);
  });

  it('a formatting-only change is no change: the words are the same', () => {
    const before = revisionText('<p>The <strong>harbour</strong> reopened.</p>');
    const after = revisionText('<p>The <em>harbour</em> reopened.</p>');
    expect(hasChanges(wordChanges(before, after))).toBe(false);
  });

  it('loses no word: the same parts and the removed ones spell the revision, with the added ones the editor', () => {
    const before = 'Boats are back after the storm.\nThe port is open.';
    const after = 'Boats are not back after the long storm.\nThe port is open again.';
    const changes = wordChanges(before, after);
    // jsdiff keeps the editor's spacing around unchanged words, so compare the characters without spaces.
    const letters = (text: string) => text.replace(/\s+/g, '');
    expect(letters(changes.filter((c) => c.change !== 'added').map((c) => c.text).join(''))).toBe(letters(before));
    expect(letters(changes.filter((c) => c.change !== 'removed').map((c) => c.text).join(''))).toBe(letters(after));
    expect(changes.filter((c) => c.change === 'added').map((c) => c.text.trim())).toEqual(['not', 'long', 'again']);
    expect(hasChanges(changes)).toBe(true);
  });
});

describe('fieldChanges', () => {
  const base: FieldValues = {
    status: 'draft', category: 'News', tags: ['harbour'], publishDate: '2026-03-04', featured: false, breaking: false,
    featuredImage: '/uploads/cover_abc.png', images: ['/uploads/one.png'],
  };

  it('is empty when every other field is the same', () => {
    expect(fieldChanges(base, { ...base, tags: ['harbour'] }, t)).toEqual([]);
  });

  it('names each field that differs, in words', () => {
    const now: FieldValues = {
      status: 'published', category: 'Sport', tags: [], publishDate: '2026-03-05', featured: true, breaking: false,
      featuredImage: 'data:image/png;base64,AAAA', images: [],
    };
    expect(fieldChanges(base, now, t)).toEqual([
      { field: 'Status', revision: 'Draft', current: 'Published' },
      { field: 'Category', revision: 'News', current: 'Sport' },
      { field: 'Tags', revision: 'harbour', current: 'None' },
      { field: 'Publish date', revision: '2026-03-04', current: '2026-03-05' },
      { field: 'Featured', revision: 'No', current: 'Yes' },
      { field: 'Featured image', revision: 'cover_abc.png', current: 'A new image (not saved)' },
      { field: 'Additional images', revision: '1 image', current: 'None' },
    ]);
  });
});
