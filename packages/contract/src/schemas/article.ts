import { z } from 'zod';
import { ARTICLE_STATUSES, DEFAULT_STATUS } from '../statuses.js';
import { isImageReference, REVIEW_NOTE_MAX_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { isBlankHtml, normaliseTags, stripTags } from '../text.js';
import { optionalText, requiredText } from './fields.js';
import { localeField } from './locale.js';
import { imageFocusField } from './image-focus.js';
import { coAuthorIds } from '../co-authors.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Reads 'YYYY-MM-DD' (midnight UTC) or an ISO date-time with 'Z' or an offset.
 * Returns null for anything else, including impossible dates such as 2025-02-30.
 */
export function parsePublishDate(text: string): Date | null {
  const dateOnly = DATE_ONLY.exec(text);
  const dateTime = dateOnly ? null : DATE_TIME.exec(text);
  const parts = dateOnly ?? dateTime;
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (!isCalendarDate(year, month, day)) return null;
  if (dateTime) {
    const [hour, minute, second] = [Number(dateTime[4]), Number(dateTime[5]), Number(dateTime[6] ?? 0)];
    const [offsetHour, offsetMinute] = [Number(dateTime[7] ?? 0), Number(dateTime[8] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) return null;
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const PUBLISH_DATE_INVALID = 'Publish date is not a valid date';

function flagField(label: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false` })
    .optional()
    .transform((v) => v === true || v === 'true');
}

export const articleSchema = z.object({
  title: requiredText(MESSAGES.titleRequired),
  content: z
    .string({ error: MESSAGES.contentRequired })
    .refine((v) => !isBlankHtml(v), MESSAGES.contentRequired),
  category: requiredText(MESSAGES.categoryRequired),
  excerpt: optionalText('Excerpt'),
  tags: z
    .union([z.array(z.string()), z.string()], {
      error: 'Tags must be a list of words or a comma-separated text',
    })
    .nullish()
    .transform((v) => normaliseTags(v)),
  status: z
    .enum(ARTICLE_STATUSES, {
      error: `Status must be one of ${ARTICLE_STATUSES.join(', ')}`,
    })
    .default(DEFAULT_STATUS),
  featured: flagField('Featured'),
  breaking: flagField('Breaking'),
  publishDate: z
    .string({ error: PUBLISH_DATE_INVALID })
    .trim()
    .nullish()
    .transform((v, ctx): Date | undefined => {
      if (v == null || v === '') return undefined;
      const date = parsePublishDate(v);
      if (date) return date;
      ctx.issues.push({ code: 'custom', message: PUBLISH_DATE_INVALID, input: v });
      return z.NEVER;
    }),
  featuredImage: z.string({ error: 'Featured image must be text or null' }).refine(isImageReference, MESSAGES.imageNotUploaded).nullish(),
  /** The featured image's focal point (image-focus.ts); absent: unchanged. */
  featuredImageFocus: imageFocusField,
  images: z
    .array(z.string().refine(isImageReference, MESSAGES.imageNotUploaded), { error: 'Images must be a list' })
    .nullish()
    .transform((v) => (v === null ? [] : v)),
  /**
   * Staff accounts credited beside the author (docs/product.md#author-pages): their ids, at most MAX_CO_AUTHORS,
   * duplicates removed; null or [] none. Strapi checks that each is a staff account other than the author.
   */
  coAuthors: z
    .array(z.union([z.string(), z.number()]), { error: MESSAGES.coAuthorsInvalid })
    .nullish()
    .transform((v, ctx): string[] | undefined => {
      const judged = coAuthorIds(v);
      if (judged.ok) return judged.ids;
      ctx.issues.push({ code: 'custom', message: judged.message, input: v });
      return z.NEVER;
    }),
  /** The article's language (docs/product.md#languages); English when not given. */
  locale: localeField,
  /**
   * Creation only: the `_id` of the article this one translates. The new article joins that article's story: one
   * article per language, each with its own id, address, status and history.
   */
  translationOf: z
    .string({ error: 'translationOf must be an article id' })
    .trim()
    .nullish()
    .transform((v) => (v ? v : undefined)),
});

export type ArticleFormValues = z.input<typeof articleSchema>;
export type ArticleInput = z.output<typeof articleSchema>;

/**
 * A review note (docs/product.md#review-notes): plain text — tags stripped with `stripTags`, as comments — at most
 * 1,000 characters (code points) after that. Missing, null or empty: no note (undefined).
 */
export const reviewNoteField = z
  .string({ error: MESSAGES.reviewNoteInvalid })
  .nullish()
  .transform((v) => (v == null ? '' : stripTags(v)))
  .refine((v) => Array.from(v).length <= REVIEW_NOTE_MAX_LENGTH, MESSAGES.reviewNoteTooLong)
  .transform((v) => (v === '' ? undefined : v));

/** The dashboard's reject form (a review sent back to draft): the note, the same field the server reads. */
export const reviewNoteSchema = z.object({ reviewNote: reviewNoteField });
export type ReviewNoteFormValues = z.input<typeof reviewNoteSchema>;

/**
 * `updatedAt` of `PUT /articles/:id`: the article's `updatedAt` as the editor loaded it. When the stored article
 * has changed since, the PUT is a 409 and writes nothing. Missing: no check (API clients).
 */
export const loadedVersionField = z
  .string({ error: MESSAGES.updatedAtInvalid })
  .nullish()
  .transform((v, ctx): Date | undefined => {
    if (v == null || v.trim() === '') return undefined;
    const date = DATE_TIME.test(v.trim()) ? parsePublishDate(v.trim()) : null;
    if (date) return date;
    ctx.issues.push({ code: 'custom', message: MESSAGES.updatedAtInvalid, input: v });
    return z.NEVER;
  });

/**
 * `PUT /articles/:id`: the article form's fields (the stored ones where a field is not sent; `translationOf` is for
 * creation only), plus the version the
 * editor loaded (`updatedAt`) and a review note (editors and admins, with review → draft only: Strapi checks who
 * and which move).
 */
export const articleUpdateSchema = articleSchema.omit({ translationOf: true }).extend({
  reviewNote: reviewNoteField,
  updatedAt: loadedVersionField,
});
export type ArticleUpdateInput = z.output<typeof articleUpdateSchema>;
