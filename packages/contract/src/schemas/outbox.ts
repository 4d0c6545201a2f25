import { z } from 'zod';

/**
 * The outbox of a site that sends no e-mail (no SMTP_URL; docs/product.md#outbox): what `GET /outbox` and
 * `GET /outbox/:id` answer. An id is the message's file name in the outbox, without `.eml`.
 */
export const outboxSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When it was written (its Date header), ISO 8601. */
  date: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxListSchema = z.object({
  messages: z.array(outboxSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  from: z.string(),
  /** The HTML part as sent; shown only in a sandboxed frame. */
  html: z.string().nullable(),
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
