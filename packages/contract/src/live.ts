/**
 * Live coverage's constants (docs/product.md#live-coverage; docs/api.md#live-coverage): statuses, limits, the
 * stream's event names and the messages. No zod here: the reader's live page imports these without the schemas
 * (schemas/live.ts).
 */
import { MESSAGES } from './messages.js';

export const LIVE_STATUSES = ['running', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** `GET /live?status=`: the running stories (default), the ended ones, or all. */
export const LIVE_LIST_STATUSES = ['running', 'ended', 'all'] as const;

export const LIVE_TITLE_MAX_LENGTH = 200;
/** An entry is short: at most this many characters of text (its HTML at most LIVE_ENTRY_MAX_HTML). */
export const LIVE_ENTRY_MAX_TEXT = 2000;
export const LIVE_ENTRY_MAX_HTML = 20_000;
/** Entries per page of `GET /live/:slug` (default; `limit` up to MAX_PAGE_SIZE). */
export const LIVE_ENTRY_PAGE_SIZE = 20;
/** Key events listed in a story's summary, newest first. */
export const LIVE_KEY_EVENTS_MAX = 20;
/** Stories in `GET /live` (default; `limit` up to MAX_PAGE_SIZE). */
export const LIVE_LIST_SIZE = 20;
/** The largest sequence number of a story's changes (a 32-bit integer column). */
export const LIVE_SEQ_MAX = 2_147_483_647;

/**
 * The events of `GET /live/:slug/stream`, each with `id:` the story's sequence number after the change:
 * `entry` a new entry, `update` an entry changed (its text, image, key event or pin), `delete` an entry removed
 * (`{_id}`), `story` the story itself changed (ended, reopened, retitled).
 */
export const LIVE_EVENTS = ['entry', 'update', 'delete', 'story'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export const LIVE_MESSAGES = {
  titleRequired: MESSAGES.titleRequired,
  titleTooLong: `Title must be at most ${LIVE_TITLE_MAX_LENGTH} characters`,
  categoryRequired: MESSAGES.categoryRequired,
  statusInvalid: `Status must be one of ${LIVE_STATUSES.join(', ')}`,
  contentRequired: MESSAGES.contentRequired,
  contentTooLong: `An entry must be at most ${LIVE_ENTRY_MAX_TEXT.toLocaleString('en-US')} characters`,
  articleInvalid: 'Article must be an article id or null',
  imageInvalid: MESSAGES.imageNotUploaded,
  storyEnded: 'This live story has ended',
  afterInvalid: 'after must be a whole number of 0 or more',
} as const;
