/**
 * The edit-conflict screen's comparison (docs/product.md#edit-conflicts): the article as stored now ("theirs") beside
 * what the person typed ("yours"), field by field, as readable text — the content's words without markup. Pure,
 * tested in tests/frontend/admin/editor/conflict.test.ts.
 */
import { STATUS_LABELS, isArticleStatus, languageName } from '@bulletin/contract';
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

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const status = (value: string) => (isArticleStatus(value) ? STATUS_LABELS[value] : value);
const images = (list: readonly string[]) => (list.length === 0 ? 'None' : `${list.length} image${list.length === 1 ? '' : 's'}`);
/** A new image (a data URL) has no name yet; a stored one is named by its file. */
const image = (url: string | null) => (!url ? 'None' : /^data:/i.test(url) ? 'A new image' : (url.split('/').pop() ?? url));

/** One version of an article as two screens compare it: the body's fields, the category's name when it is known. */
export type ComparedVersion = ArticlePayload & { categoryName?: string };

/**
 * Two versions of an article field by field, as readable text (`theirs`: the one stored, `yours`: the one typed);
 * the edit-conflict screen and the offer to restore unsaved changes show them side by side.
 */
export function compareVersions(
  theirs: ComparedVersion,
  yours: ComparedVersion,
  { categories, timeZone }: { categories: readonly Category[] | undefined; timeZone: string },
): ConflictRow[] {
  const categoryName = (version: ComparedVersion) =>
    version.categoryName ?? categories?.find((c) => c._id === version.category)?.name ?? (version.category ? version.category : 'None');
  const date = (value: string | null) => (value ? `${formatNewsroomTime(value, timeZone) || value}` : 'None');
  const rows: Array<[string, string, string]> = [
    ['Title', theirs.title, yours.title],
    ['Language', languageName(theirs.locale), languageName(yours.locale)],
    ['Excerpt', theirs.excerpt || 'None', yours.excerpt || 'None'],
    ['Category', categoryName(theirs), categoryName(yours)],
    ['Tags', theirs.tags.join(', ') || 'None', yours.tags.join(', ') || 'None'],
    ['Status', status(theirs.status), status(yours.status)],
    ['Publish date', date(theirs.publishDate), date(yours.publishDate)],
    ['Featured Article', yesNo(theirs.featured), yesNo(yours.featured)],
    ['Breaking News', yesNo(theirs.breaking), yesNo(yours.breaking)],
    ['Featured image', image(theirs.featuredImage), image(yours.featuredImage)],
    ['Additional images', images(theirs.images), images(yours.images)],
    ['Content', readableText(theirs.content), readableText(yours.content)],
  ];
  return rows.map(([label, a, b]) => ({ label, theirs: a, yours: b, differs: a !== b }));
}

/** The edit-conflict screen: the article as stored now beside what was typed. */
export function conflictRows(theirs: Article, yours: ArticlePayload, options: { categories: readonly Category[] | undefined; timeZone: string }): ConflictRow[] {
  const stored: ComparedVersion = {
    title: theirs.title,
    locale: theirs.locale,
    excerpt: theirs.excerpt ?? '',
    content: theirs.content ?? '',
    category: theirs.category?._id ?? '',
    categoryName: theirs.category?.name ?? 'None',
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
