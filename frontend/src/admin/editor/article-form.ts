/**
 * The article editor's form values and how they map to and from the API (docs/product.md#article-editor,
 * docs/product.md#validation-article; POST/PUT /articles). Pure functions, tested in
 * tests/frontend/admin/editor/article-form.test.ts.
 * The client check is the server's own `articleSchema` (`@bulletin/contract`), so messages cannot drift.
 */
import {
  ARTICLE_STATUSES,
  DEFAULT_LOCALE,
  DEFAULT_STATUS,
  REPORTER_STATUSES,
  STATUS_LABELS,
  articleSchema,
  normaliseTags,
  type ArticleStatus,
  type ImageFocus,
  type Locale,
} from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { fromZonedInput, toZonedInput } from '../schedule/newsroom-time';
import { previewHtml } from './preview-html';

export type ArticleFormValues = {
  title: string;
  excerpt: string;
  /** a category _id, '' when none is chosen */
  category: string;
  /** comma separated, as typed */
  tags: string;
  status: ArticleStatus;
  /** YYYY-MM-DDTHH:mm (a datetime-local input's value) in the newsroom's time zone, '' when none */
  publishDate: string;
  featured: boolean;
  breaking: boolean;
  /** HTML from the rich-text editor */
  content: string;
  /** a stored image's URL, a new image's data URL, or null */
  featuredImage: string | null;
  /** the featured image's focal point (docs/product.md#article-editor); null: the centre */
  featuredImageFocus: ImageFocus | null;
  images: string[];
  /** the article's language (docs/product.md#languages) */
  locale: Locale;
  /** staff credited beside the author, by account `_id` (docs/product.md#author-pages) */
  coAuthors: string[];
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
  /** the featured image's focal point; null: the centre */
  featuredImageFocus?: ImageFocus | null;
  images: string[];
  locale: Locale;
  /** staff credited beside the author; absent (a draft kept before co-authors): unchanged */
  coAuthors?: string[];
  /** on creation only: the `_id` of the article this one translates */
  translationOf?: string;
};

export { STATUS_LABELS };

/** The statuses a role may choose: reporters cannot publish or archive (docs/product.md#article-workflow). */
export function statusOptions(mayPublish: boolean): ArticleStatus[] {
  return [...(mayPublish ? ARTICLE_STATUSES : REPORTER_STATUSES)];
}

/** Tags from the comma-separated field: split on commas, trimmed, empty items dropped (docs/product.md#tags). */
export function splitTags(text: string): string[] {
  return normaliseTags(text);
}

/** A stored date as the publish-date field shows it: to the minute, in the newsroom's time zone; '' for none. */
export function toPublishInput(date: string | null | undefined, timeZone: string): string {
  return toZonedInput(date, timeZone);
}

/**
 * Create mode: status draft, publish date now (to the minute: already come), in the newsroom's time zone
 * (docs/product.md#article-editor).
 */
export function emptyArticleForm(now: Date = new Date(), timeZone = 'UTC', locale: Locale = DEFAULT_LOCALE): ArticleFormValues {
  return {
    locale,
    title: '',
    excerpt: '',
    category: '',
    tags: '',
    status: DEFAULT_STATUS,
    publishDate: toPublishInput(now.toISOString(), timeZone),
    featured: false,
    breaking: false,
    content: '',
    featuredImage: null,
    featuredImageFocus: null,
    images: [],
    coAuthors: [],
  };
}

/**
 * Edit mode: the loaded article, tags joined with ', ', the publish date to the minute in the newsroom's time zone,
 * images as they are stored. The content goes through the server's allow-list before CKEditor parses it, so markup
 * the server would not keep (an event handler, a script) never reaches the editor's page.
 */
export function articleToForm(article: Article, timeZone = 'UTC'): ArticleFormValues {
  return {
    locale: article.locale ?? DEFAULT_LOCALE,
    title: article.title,
    excerpt: article.excerpt ?? '',
    category: article.category?._id ?? '',
    tags: article.tags.join(', '),
    status: article.status,
    publishDate: toPublishInput(article.publishDate, timeZone),
    featured: article.featured,
    breaking: article.breaking,
    content: previewHtml(article.content ?? ''),
    featuredImage: article.featuredImage,
    featuredImageFocus: article.featuredImageMeta?.focus ?? null,
    images: [...article.images],
    coAuthors: (article.coAuthors ?? []).map((person) => person._id),
  };
}

/**
 * The POST/PUT body. The publish date and time are read in the newsroom's time zone (the same moment for every
 * editor, wherever their browser is: docs/product.md#scheduling); when editing and the minute is unchanged, the
 * stored time is kept. A value that is no date is sent as typed, so the server's schema names it.
 */
export function formToPayload(values: ArticleFormValues, original?: Pick<Article, 'publishDate'>, timeZone = 'UTC'): ArticlePayload {
  let publishDate: string | null = null;
  if (values.publishDate) {
    const unchanged = original?.publishDate && toPublishInput(original.publishDate, timeZone) === values.publishDate;
    publishDate = unchanged ? original.publishDate : (fromZonedInput(values.publishDate, timeZone) ?? values.publishDate);
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
    // A draft kept in the browser before focal points has none: the centre.
    featuredImageFocus: values.featuredImageFocus ?? null,
    images: values.images,
    locale: values.locale,
    // A draft kept in the browser before co-authors existed has none: the stored list stays.
    ...(Array.isArray(values.coAuthors) ? { coAuthors: values.coAuthors } : {}),
  };
}

/**
 * A new translation of `original` into `locale` (docs/product.md#languages): a draft in that language, its category
 * and images carried over; the words are the translator's to write (the original is shown beside the form).
 */
export function translationForm(original: Article, locale: Locale, now: Date = new Date(), timeZone = 'UTC'): ArticleFormValues {
  return {
    ...emptyArticleForm(now, timeZone, locale),
    category: original.category?._id ?? '',
    tags: original.tags.join(', '),
    featuredImage: original.featuredImage,
    featuredImageFocus: original.featuredImageMeta?.focus ?? null,
    images: [...original.images],
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
