import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { isImageReference, MAX_PAGE_SIZE } from '../limits.js';
import { htmlToText, isBlankHtml } from '../text.js';
import { requiredText } from './fields.js';
import {
  LIVE_ENTRY_MAX_HTML,
  LIVE_ENTRY_MAX_TEXT,
  LIVE_ENTRY_PAGE_SIZE,
  LIVE_LIST_SIZE,
  LIVE_LIST_STATUSES,
  LIVE_MESSAGES,
  LIVE_SEQ_MAX,
  LIVE_STATUSES,
  LIVE_TITLE_MAX_LENGTH,
} from '../live.js';
import { oneOf, wholeNumber } from './list-params.js';

/**
 * Live coverage (docs/product.md#live-coverage; docs/api.md#live-coverage): the inputs of live stories and their
 * entries and the stream's parameters. The newsroom's live desk and the adapters validate with these; constants in
 * ../live.ts.
 */
function flag(label: string) {
  return z.union([z.boolean(), z.enum(['true', 'false'])], { error: `${label} must be true or false` }).transform((v) => v === true || v === 'true');
}

const title = requiredText(LIVE_MESSAGES.titleRequired).refine((v) => v.length <= LIVE_TITLE_MAX_LENGTH, LIVE_MESSAGES.titleTooLong);

/** An optional linked article: its id (or slug); '' or null is none. */
const article = z
  .string({ error: LIVE_MESSAGES.articleInvalid })
  .trim()
  .max(200, LIVE_MESSAGES.articleInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** Start a live story (editor, admin). */
export const liveStorySchema = z.object({
  title,
  category: requiredText(LIVE_MESSAGES.categoryRequired),
  article,
});

/** Change a live story: end it (`{status: 'ended'}`), reopen it, retitle it, or change its category or article. */
export const liveStoryUpdateSchema = z.object({
  title: title.optional(),
  category: requiredText(LIVE_MESSAGES.categoryRequired).optional(),
  article: article.optional(),
  status: z.enum(LIVE_STATUSES, { error: LIVE_MESSAGES.statusInvalid }).optional(),
});

/** Sanitised server-side with the article allow-list; here: not blank, short. */
const content = z
  .string({ error: LIVE_MESSAGES.contentRequired })
  .max(LIVE_ENTRY_MAX_HTML, LIVE_MESSAGES.contentTooLong)
  .refine((v) => !isBlankHtml(v), LIVE_MESSAGES.contentRequired)
  .refine((v) => Array.from(htmlToText(v)).length <= LIVE_ENTRY_MAX_TEXT, LIVE_MESSAGES.contentTooLong);

/** A new image (a data URL, checked by its bytes later) or the URL of a stored one; null or '' removes it. */
const image = z
  .string({ error: LIVE_MESSAGES.imageInvalid })
  .refine(isImageReference, LIVE_MESSAGES.imageInvalid)
  .nullish();

/** Post an entry (reporter, editor, admin). */
export const liveEntrySchema = z.object({
  content,
  image,
  keyEvent: flag('Key event').optional().transform((v) => v ?? false),
});

/** Edit an entry (editor, admin): send only what changes; `pinned: true` pins it (and unpins the one pinned before). */
export const liveEntryUpdateSchema = z.object({
  content: content.optional(),
  image,
  keyEvent: flag('Key event').optional(),
  pinned: flag('Pinned').optional(),
});

export type LiveStoryInput = z.output<typeof liveStorySchema>;
export type LiveStoryUpdateInput = z.output<typeof liveStoryUpdateSchema>;
export type LiveEntryFormValues = z.input<typeof liveEntrySchema>;
export type LiveEntryInput = z.output<typeof liveEntrySchema>;
export type LiveEntryUpdateInput = z.output<typeof liveEntryUpdateSchema>;

/** `GET /live`: which stories (running by default) and how many (newest first). */
export const liveListParamsSchema = z.object({
  status: oneOf(LIVE_LIST_STATUSES, `status must be one of ${LIVE_LIST_STATUSES.join(', ')}`).describe('Default running'),
  limit: wholeNumber(1, MAX_PAGE_SIZE, MESSAGES.limitInvalid).describe(`1..${MAX_PAGE_SIZE}, default ${LIVE_LIST_SIZE}`),
});

/** `GET /live/:slug`: a page of its entries, newest first. */
export const liveStoryParamsSchema = z.object({
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER, MESSAGES.pageInvalid).describe('Page of entries, from 1'),
  limit: wholeNumber(1, MAX_PAGE_SIZE, MESSAGES.limitInvalid).describe(`Entries per page, 1..${MAX_PAGE_SIZE}, default ${LIVE_ENTRY_PAGE_SIZE}`),
});

/** A sequence number of a story's changes (`after=`, `Last-Event-ID`): 0 is "from the start". */
const sequence = wholeNumber(0, LIVE_SEQ_MAX, LIVE_MESSAGES.afterInvalid);

/**
 * `GET /live/:slug/stream?after=N`: the events after N (the `seq` of the story as the reader loaded it). A
 * reconnecting EventSource's `Last-Event-ID` header is read with the same rule and wins over `after`.
 */
export const liveStreamParamsSchema = z.object({
  after: sequence.describe(
    "The story's `seq` as the reader loaded it: the events after it are sent first. A reconnecting EventSource's `Last-Event-ID` header wins over it",
  ),
});
