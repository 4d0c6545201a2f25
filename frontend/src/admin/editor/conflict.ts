/**
 * The edit-conflict screen's comparison (docs/product.md#edit-conflicts): the article as stored now ("theirs") beside
 * what the person typed ("yours"), field by field, as readable text — the content's words without markup. Pure,
 * tested in tests/frontend/admin/editor/conflict.test.ts.
 */
import { isArticleStatus, type Locale } from '@bulletin/contract';
import type { Translate } from '../../i18n/context';
import { digitsIn, pluralFormIn } from '../numbers';
import { languageLabel, statusLabel } from '../labels';
import { ApiError } from '../../lib/api';
import type { Article, Category } from '../../lib/types';
import { formatNewsroomTime } from '../schedule/newsroom-time';
import type { ArticlePayload } from './article-form';
import { readableText } from './readable-text';

export type ConflictRow = { label: string; theirs: string; yours: string; differs: boolean };

/** The save was refused because someone else saved the article since it was opened (HTTP 409). */
export function isEditConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** How the comparison is read: the categories' names, the newsroom's time zone, the page's language and its messages. */
export type CompareOptions = { categories: readonly Category[] | undefined; timeZone: string; t: Translate; locale?: Locale };

/** One version of an article as two screens compare it: the body's fields, the category's name when it is known. */
export type ComparedVersion = ArticlePayload & { categoryName?: string };

/**
 * Two versions of an article field by field, as readable text (`theirs`: the one stored, `yours`: the one typed);
 * the edit-conflict screen and the offer to restore unsaved changes show them side by side.
 */
export function compareVersions(
  theirs: ComparedVersion,
  yours: ComparedVersion,
  { categories, timeZone, t, locale = 'en' }: CompareOptions,
): ConflictRow[] {
  const none = t('newsroom.none');
  const yesNo = (flag: boolean) => t(flag ? 'newsroom.yes' : 'newsroom.no');
  const status = (value: string) => (isArticleStatus(value) ? statusLabel(t, value) : value);
  const images = (list: readonly string[]) =>
    list.length === 0 ? none : t('newsroom.conflict.images', { form: pluralFormIn(locale, list.length), n: digitsIn(locale, list.length) });
  /** A new image (a data URL) has no name yet; a stored one is named by its file. */
  const image = (url: string | null) => (!url ? none : /^data:/i.test(url) ? t('newsroom.conflict.newImage') : (url.split('/').pop() ?? url));
  const categoryName = (version: ComparedVersion) =>
    version.categoryName ?? categories?.find((c) => c._id === version.category)?.name ?? (version.category ? version.category : none);
  const date = (value: string | null) => (value ? `${formatNewsroomTime(value, timeZone, locale) || value}` : none);
  const rows: Array<[string, string, string]> = [
    [t('newsroom.editor.title'), theirs.title, yours.title],
    [t('newsroom.editor.language'), languageLabel(theirs.locale, locale), languageLabel(yours.locale, locale)],
    [t('newsroom.editor.excerpt'), theirs.excerpt || none, yours.excerpt || none],
    [t('newsroom.editor.category'), categoryName(theirs), categoryName(yours)],
    [t('newsroom.editor.tags'), theirs.tags.join(', ') || none, yours.tags.join(', ') || none],
    [t('newsroom.editor.status'), status(theirs.status), status(yours.status)],
    [t('newsroom.editor.publishDate'), date(theirs.publishDate), date(yours.publishDate)],
    [t('newsroom.editor.featured'), yesNo(theirs.featured), yesNo(yours.featured)],
    [t('newsroom.dashboard.breaking'), yesNo(theirs.breaking), yesNo(yours.breaking)],
    [t('newsroom.conflict.featuredImage'), image(theirs.featuredImage), image(yours.featuredImage)],
    [t('newsroom.conflict.additionalImages'), images(theirs.images), images(yours.images)],
    [t('newsroom.conflict.content'), readableText(theirs.content), readableText(yours.content)],
  ];
  return rows.map(([label, a, b]) => ({ label, theirs: a, yours: b, differs: a !== b }));
}

/** The edit-conflict screen: the article as stored now beside what was typed. */
export function conflictRows(theirs: Article, yours: ArticlePayload, options: CompareOptions): ConflictRow[] {
  const stored: ComparedVersion = {
    title: theirs.title,
    locale: theirs.locale,
    excerpt: theirs.excerpt ?? '',
    content: theirs.content ?? '',
    category: theirs.category?._id ?? '',
    categoryName: theirs.category?.name ?? options.t('newsroom.none'),
    tags: theirs.tags,
    status: theirs.status,
    featured: theirs.featured,
    breaking: theirs.breaking,
    publishDate: theirs.publishDate,
    featuredImage: theirs.featuredImage,
    images: theirs.images,
  };
  return compareVersions(stored, yours, options);
}
