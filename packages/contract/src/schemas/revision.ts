import { z } from 'zod';
import { ARTICLE_STATUSES } from '../statuses.js';
import { paginationParamsSchema } from './list-params.js';
import { correctionShape } from './responses.js';

/**
 * Article revisions (docs/api.md "Article revisions"): every create and update of an article stores a snapshot of
 * its contract fields, who saved it and when (written by Strapi, cms/src/revisions/snapshots.ts). Read by staff who
 * may edit the article; restored with POST /articles/:id/revisions/:revisionId/restore.
 */
const id = z.string().describe("The record's id (a string)");
const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 date-time');
const url = z.string().describe('URL of a stored file (site-relative `/uploads/...` or absolute)');

/**
 * Who saved the revision, as they were then. `_id` is the user's id; null for a write made by a super-admin of the
 * Strapi panel, an API token (its name as `firstName`) or a script (`System`).
 */
export const revisionAuthorShape = z
  .strictObject({ _id: z.string().nullable(), firstName: z.string(), lastName: z.string() })
  .meta({ id: 'RevisionAuthor' });

/** One line of an article's history (GET /articles/:id/revisions). */
export const revisionSummaryShape = z
  .strictObject({ _id: id, createdAt: isoDate, author: revisionAuthorShape, title: z.string(), status: z.enum(ARTICLE_STATUSES) })
  .meta({ id: 'RevisionSummary' });

/** A page of an article's revisions, newest first: paged like the article list. */
export const revisionListShape = z
  .strictObject({
    revisions: z.array(revisionSummaryShape),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'RevisionList' });

/** The whole snapshot (GET /articles/:id/revisions/:revisionId): the article's contract fields as saved then. */
export const revisionShape = z
  .strictObject({
    _id: id,
    article: id.describe("The article's id"),
    createdAt: isoDate,
    author: revisionAuthorShape,
    restoredFrom: z.string().nullable().describe('The revision this one restored, when it was made by a restore'),
    title: z.string(),
    excerpt: z.string(),
    content: z.string().describe('Sanitised HTML'),
    category: z
      .strictObject({ _id: id, name: z.string(), slug: z.string() })
      .nullable()
      .describe('The category then (its name then); a restore needs it to exist still'),
    tags: z.array(z.string()),
    status: z.enum(ARTICLE_STATUSES),
    breaking: z.boolean(),
    featured: z.boolean(),
    publishDate: isoDate.nullable(),
    featuredImage: url.nullable(),
    images: z.array(url),
    corrections: z.array(correctionShape).describe('The corrections then (a restore leaves the present ones as they are)'),
  })
  .meta({ id: 'Revision' });

export type RevisionAuthor = z.output<typeof revisionAuthorShape>;
export type RevisionSummary = z.output<typeof revisionSummaryShape>;
export type RevisionList = z.output<typeof revisionListShape>;
export type Revision = z.output<typeof revisionShape>;

/** GET /articles/:id/revisions: `page` (from 1) and `limit` (1..100, default 12), as every list. */
export const revisionListParamsSchema = paginationParamsSchema;
export type RevisionListParams = z.output<typeof revisionListParamsSchema>;
