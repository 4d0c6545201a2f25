/**
 * A revision against the text in the editor, as a reader would compare them: words added and removed, never
 * markup. The HTML is turned into text with the contract's `htmlToText` (the same text search and excerpts use),
 * one paragraph, heading or list item per line, and compared word by word with jsdiff's `diffWords` (the `diff`
 * package: Myers' algorithm over words, spaces and punctuation). Pure functions, tested in
 * tests/frontend/admin/editor/history/revision-diff.test.ts; this module and `diff` load only with the History's
 * compare dialog.
 */
import { diffWords } from 'diff';
import { htmlToText, STATUS_LABELS, type ArticleStatus } from '@bulletin/contract';

export type WordChange = { text: string; change: 'same' | 'added' | 'removed' };

/** Where a block of HTML ends: a paragraph, heading, list item, quote, table row, line break, figure. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|tr|figure|figcaption|pre|div)>|<br\s*\/?>/gi;

/** The text of article HTML, one block per line (empty blocks dropped). */
export function revisionText(html: string): string {
  return html
    .split(BLOCK_END)
    .map(htmlToText)
    .filter((line) => line !== '')
    .join('\n');
}

/** Words of `after` that `before` lacks (`added`) and words of `before` that `after` lacks (`removed`), in order. */
export function wordChanges(before: string, after: string): WordChange[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

export const hasChanges = (changes: WordChange[]): boolean => changes.some((c) => c.change !== 'same');

/** What the other fields are in a revision or in the editor, in words. */
export type FieldValues = {
  status: ArticleStatus;
  category: string;
  tags: string[];
  publishDate: string;
  featured: boolean;
  breaking: boolean;
  featuredImage: string | null;
  images: string[];
};

export type FieldChange = { field: string; revision: string; current: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const imageText = (url: string | null) => (!url ? 'None' : url.startsWith('data:') ? 'A new image (not saved)' : (url.split('/').pop() ?? url));
const imagesText = (urls: string[]) => (urls.length === 0 ? 'None' : urls.length === 1 ? '1 image' : `${urls.length} images`);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The fields other than the text that differ between the revision and the editor, as labelled words. */
export function fieldChanges(revision: FieldValues, current: FieldValues): FieldChange[] {
  const changes: FieldChange[] = [];
  const add = (field: string, a: string, b: string) => a !== b && changes.push({ field, revision: a, current: b });
  add('Status', STATUS_LABELS[revision.status], STATUS_LABELS[current.status]);
  add('Category', revision.category || 'None', current.category || 'None');
  add('Tags', revision.tags.join(', ') || 'None', current.tags.join(', ') || 'None');
  add('Publish date', revision.publishDate || 'None', current.publishDate || 'None');
  add('Featured', yesNo(revision.featured), yesNo(current.featured));
  add('Breaking', yesNo(revision.breaking), yesNo(current.breaking));
  if (revision.featuredImage !== current.featuredImage) {
    changes.push({ field: 'Featured image', revision: imageText(revision.featuredImage), current: imageText(current.featuredImage) });
  }
  if (!sameList(revision.images, current.images)) {
    changes.push({ field: 'Additional images', revision: imagesText(revision.images), current: imagesText(current.images) });
  }
  return changes;
}
