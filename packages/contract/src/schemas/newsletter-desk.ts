import { z } from 'zod';
import { oneOf, paginationParamsSchema, param } from './list-params.js';
import { LOCALES } from '../locales.js';
import { MESSAGES } from '../messages.js';

/**
 * The newsroom's side of the newsletter (admins only, docs/product.md#newsletter-desk): the subscribers, the
 * delivery queue (docs/decisions/0027-mail-queue.md), a failed message sent again, a test digest to oneself.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The queue's states the newsroom looks at (a `skipped` message, no longer wanted, is not shown). */
export const QUEUE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const SUBSCRIBER_SEARCH_MAX_LENGTH = 254;

const subscriberStatus = oneOf(SUBSCRIBER_STATUSES, `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`).describe('Only subscribers in this state');

/** `GET /newsletter/subscribers.csv`: the subscribers of one state (or all), every page. */
export const subscriberExportParamsSchema = z.object({
  status: subscriberStatus,
  q: param(z.string({ error: 'q must be text' }).max(SUBSCRIBER_SEARCH_MAX_LENGTH, `q must be at most ${SUBSCRIBER_SEARCH_MAX_LENGTH} characters`)).describe(
    'Part of an e-mail address (any case)',
  ),
});
export type SubscriberExportParams = z.output<typeof subscriberExportParamsSchema>;

/** `GET /newsletter/subscribers`: a state, part of an address, and page/limit as every list. */
export const subscriberListParamsSchema = subscriberExportParamsSchema.extend(paginationParamsSchema.shape);
export type SubscriberListParams = z.output<typeof subscriberListParamsSchema>;

/** `GET /newsletter/queue`: a state, and page/limit as every list. */
export const queueListParamsSchema = z
  .object({ status: oneOf(QUEUE_STATUSES, `status must be one of ${QUEUE_STATUSES.join(', ')}`).describe('Only messages in this state') })
  .extend(paginationParamsSchema.shape);
export type QueueListParams = z.output<typeof queueListParamsSchema>;

export const subscriberShape = z
  .strictObject({
    _id: z.string(),
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    language: z.string().nullable(),
    digest: z.boolean(),
    alerts: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.output<typeof subscriberShape>;

const statusCounts = z.strictObject({ pending: z.number().int(), confirmed: z.number().int(), unsubscribed: z.number().int() });

export const subscriberListShape = z
  .strictObject({
    subscribers: z.array(subscriberShape),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    counts: statusCounts.describe('Subscribers in each state (with the search, without the state filter): the tabs'),
  })
  .meta({ id: 'SubscriberList' });
export type SubscriberList = z.output<typeof subscriberListShape>;

export const queuedMessageShape = z
  .strictObject({
    _id: z.string(),
    kind: z.string().describe('`alert` (breaking news), `digest` (the daily digest)'),
    recipient: z.string().nullable().describe("The subscriber's address (null: the subscriber is gone)"),
    articleTitle: z.string().nullable().describe("An alert's article title; null for a digest"),
    status: z.enum(['pending', 'sent', 'failed', 'skipped']),
    attempts: z.number().int(),
    lastError: z.string().nullable().describe("The last failed try's reason"),
    queuedAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'QueuedMessage' });
export type QueuedMessage = z.output<typeof queuedMessageShape>;

export const queueListShape = z
  .strictObject({
    messages: z.array(queuedMessageShape),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    counts: z.strictObject({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  })
  .meta({ id: 'QueueList' });
export type QueueList = z.output<typeof queueListShape>;

/** `POST /newsletter/digest/test`: the language to write it in (the newsroom's; English when absent). */
export const testDigestSchema = z.object({
  language: z.enum(LOCALES, { error: MESSAGES.unknownLanguage }).optional(),
});
export type TestDigestInput = z.output<typeof testDigestSchema>;

export const testDigestShape = z.strictObject({ sentTo: z.string().describe("The signed-in admin's own address") }).meta({ id: 'TestDigest' });
export type TestDigest = z.output<typeof testDigestShape>;

/** The CSV's columns, in order (`GET /newsletter/subscribers.csv`). */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'language', 'digest', 'alerts', 'created_at'] as const;
