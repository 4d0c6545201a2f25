/**
 * The answers of the live-coverage routes (docs/api.md "Live coverage"), strict like every shape in
 * responses.ts, and their types (`z.output`).
 */
import { z } from 'zod';
import { LIVE_STATUSES } from '../live.js';
import { articleCategoryShape, mediaMetaShape } from './responses.js';

const id = z.string().describe("The record's id (a string)");
const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
const url = z.string().describe('URL of a stored file (site-relative `/uploads/...` or absolute)');

export const liveEntryShape = z
  .strictObject({
    _id: id,
    content: z.string().describe('Sanitised HTML (the article allow-list)'),
    image: url.nullable(),
    imageMeta: mediaMetaShape.nullable(),
    keyEvent: z.boolean(),
    pinned: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
    author: z
      .strictObject({ _id: id, firstName: z.string().nullable(), lastName: z.string().nullable(), avatar: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'LiveEntry' });

const summaryFields = {
  _id: id,
  slug: z.string(),
  title: z.string(),
  status: z.enum(LIVE_STATUSES),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
  entryCount: z.number().int(),
  lastEntryAt: isoDate.nullable(),
  category: articleCategoryShape.nullable(),
};

/** `GET /live`: one story in the list. */
export const liveStorySummaryShape = z.strictObject(summaryFields).meta({ id: 'LiveStorySummary' });

const storyFields = {
  ...summaryFields,
  article: z.strictObject({ _id: id, slug: z.string(), title: z.string() }).nullable().describe('The linked article, when it is published'),
  seq: z.number().int().describe("The story's sequence number: the stream's events after it are what changed since (`GET /live/:slug/stream?after=`)"),
};

/** A story's header: what `POST /live` and `PUT /live/:slug` answer, and the stream's `story` event. */
export const liveStoryShape = z.strictObject(storyFields).meta({ id: 'LiveStory' });

/** `GET /live/:slug`: the story, a page of its entries newest first, the pinned entry and the key events. */
export const liveStoryPageShape = z
  .strictObject({
    ...storyFields,
    entries: z.array(liveEntryShape),
    pinned: liveEntryShape.nullable(),
    keyEvents: z.array(liveEntryShape).describe('The key events, newest first (at most 20)'),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'LiveStoryPage' });

export type LiveEntry = z.output<typeof liveEntryShape>;
export type LiveEntryAuthor = NonNullable<LiveEntry['author']>;
/** A story in `GET /live`. */
export type LiveStorySummary = z.output<typeof liveStorySummaryShape>;
/** A story's header (`POST /live`, `PUT /live/:slug`, the stream's `story` event). */
export type LiveStory = z.output<typeof liveStoryShape>;
/** `GET /live/:slug`. */
export type LiveStoryPage = z.output<typeof liveStoryPageShape>;
