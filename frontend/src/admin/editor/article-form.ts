/**
 * The article editor's form values and how they map to and from the API (SPEC §4 "Editor mode", §5
 * "Article editor", §7 POST/PUT /articles). Pure functions, tested in tests/frontend/article-form.test.ts.
 * The client check is the server's own `articleSchema` (`@bulletin/contract`), so messages cannot drift.
 */
import dayjs from 'dayjs';
import { ARTICLE_STATUSES, DEFAULT_STATUS, REPORTER_STATUSES, STATUS_LABELS, articleSchema, normaliseTags, type ArticleStatus } from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { previewHtml } from './preview-html';

export type ArticleFormValues = {
  title: string;
  excerpt: string;
  /** a category _id, '' when none is chosen */
  category: string;
  /** comma separated, as typed */
  tags: string;
  status: ArticleStatus;
  /** YYYY-MM-DD (a date input's value), '' when none */
  publishDate: string;
  featured: boolean;
  breaking: boolean;
  /** HTML from the rich-text editor */
  content: string;
  /** a stored image's URL, a new image's data URL, or null */
  featuredImage: string | null;
  images: string[];
};

export type ArticlePayload = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  status: ArticleStatus;
  featured: boolean;
  breaking: boolean;
  publishDate: string | null;
  featuredImage: string | null;
  images: string[];
};

export { STATUS_LABELS };

/** The statuses a role may choose: reporters cannot publish or archive (CONTRACT.md "Roles"). */
export function statusOptions(mayPublish: boolean): ArticleStatus[] {
  return [...(mayPublish ? ARTICLE_STATUSES : REPORTER_STATUSES)];
}

/** Tags from the comma-separated field: split on commas, trimmed, empty items dropped (SPEC §5). */
export function splitTags(text: string): string[] {
  return normaliseTags(text);
}

/** A date cut to day precision in the browser's time zone (YYYY-MM-DD), '' for none. */
export function toDateInput(date: string | null | undefined): string {
  if (!date) return '';
  const day = dayjs(date);
  return day.isValid() ? day.format('YYYY-MM-DD') : '';
}

/** Create mode: status draft, publish date today (SPEC §4). */
export function emptyArticleForm(now: Date = new Date()): ArticleFormValues {
  return {
    title: '',
    excerpt: '',
    category: '',
    tags: '',
    status: DEFAULT_STATUS,
    publishDate: toDateInput(now.toISOString()),
    featured: false,
    breaking: false,
    content: '',
    featuredImage: null,
    images: [],
  };
}

/**
 * Edit mode: the loaded article, tags joined with ', ', date cut to the day, images as they are stored. The
 * content goes through the server's allow-list before CKEditor parses it, so markup the server would not keep
 * (an event handler, a script) never reaches the editor's page.
 */
export function articleToForm(article: Article): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt ?? '',
    category: article.category?._id ?? '',
    tags: article.tags.join(', '),
    status: article.status,
    publishDate: toDateInput(article.publishDate),
    featured: article.featured,
    breaking: article.breaking,
    content: previewHtml(article.content ?? ''),
    featuredImage: article.featuredImage,
    images: [...article.images],
  };
}

/**
 * The POST/PUT body. The publish day is sent as the start of that day in the browser's time zone (so
 * "today" has already come); when editing and the day is unchanged, the stored time is kept.
 */
export function formToPayload(values: ArticleFormValues, original?: Pick<Article, 'publishDate'>): ArticlePayload {
  let publishDate: string | null = null;
  if (values.publishDate) {
    const unchanged = original?.publishDate && toDateInput(original.publishDate) === values.publishDate;
    publishDate = unchanged ? original.publishDate : dayjs(values.publishDate).format();
  }
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category: values.category,
    tags: splitTags(values.tags),
    status: values.status,
    featured: values.featured,
    breaking: values.breaking,
    publishDate,
    featuredImage: values.featuredImage,
    images: values.images,
  };
}

/**
 * The first problem the server would report for this payload, checked with its own schema: 'Title is
 * required', 'Content is required' (blank editor HTML such as '<p>&nbsp;</p>' counts as empty),
 * 'Category is required' — in that order — or null when it may be sent.
 */
export function firstProblem(payload: ArticlePayload): string | null {
  const result = articleSchema.safeParse(payload);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check the form');
}
