/**
 * A revision against the text in the editor, as a reader would compare them: words added and removed, never
 * markup. The HTML is turned into text with the contract's `htmlToText` (the same text search and excerpts use),
 * one paragraph, heading or list item per line, and compared word by word with jsdiff's `diffWords` (the `diff`
 * package: Myers' algorithm over words, spaces and punctuation). Pure functions, tested in
 * tests/frontend/admin/editor/history/revision-diff.test.ts; this module and `diff` load only with the History's
 * compare dialog.
 */
import { diffWords } from 'diff';
import { htmlToText, type ArticleStatus, type Locale } from '@bulletin/contract';
import type { Translate } from '../../../i18n/context';
import { digitsIn, pluralFormIn } from '../../numbers';
import { statusLabel } from '../../labels';

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

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The fields other than the text that differ between the revision and the editor, as labelled words in the page's language. */
export function fieldChanges(revision: FieldValues, current: FieldValues, t: Translate, locale: Locale = 'en'): FieldChange[] {
  const none = t('newsroom.none');
  const yesNo = (value: boolean) => t(value ? 'newsroom.yes' : 'newsroom.no');
  const imageText = (url: string | null) => (!url ? none : url.startsWith('data:') ? t('newsroom.history.newImage') : (url.split('/').pop() ?? url));
  const imagesText = (urls: string[]) =>
    urls.length === 0 ? none : t('newsroom.conflict.images', { form: pluralFormIn(locale, urls.length), n: digitsIn(locale, urls.length) });
  const changes: FieldChange[] = [];
  const add = (field: string, a: string, b: string) => a !== b && changes.push({ field, revision: a, current: b });
  add(t('newsroom.editor.status'), statusLabel(t, revision.status), statusLabel(t, current.status));
  add(t('newsroom.editor.category'), revision.category || none, current.category || none);
  add(t('newsroom.editor.tags'), revision.tags.join(', ') || none, current.tags.join(', ') || none);
  add(t('newsroom.editor.publishDate'), revision.publishDate || none, current.publishDate || none);
  add(t('newsroom.history.featured'), yesNo(revision.featured), yesNo(current.featured));
  add(t('newsroom.history.breaking'), yesNo(revision.breaking), yesNo(current.breaking));
  if (revision.featuredImage !== current.featuredImage) {
    changes.push({ field: t('newsroom.conflict.featuredImage'), revision: imageText(revision.featuredImage), current: imageText(current.featuredImage) });
  }
  if (!sameList(revision.images, current.images)) {
    changes.push({ field: t('newsroom.conflict.additionalImages'), revision: imagesText(revision.images), current: imagesText(current.images) });
  }
  return changes;
}
