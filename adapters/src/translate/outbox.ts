import type { OutboxList, OutboxMessage } from '@bulletin/contract';
import type { StrapiList } from './types.js';

/** A message as Strapi's outbox routes give it (cms/src/mail/outbox-reader.ts). */
export type StrapiOutboxSummary = { id: string; to: string; subject: string; date: string | null };
export type StrapiOutboxMessage = StrapiOutboxSummary & { from: string; html: string | null; text: string };

const summary = ({ id, to, subject, date }: StrapiOutboxSummary) => ({ _id: id, to, subject, date });

export function outboxListFromStrapi(body: StrapiList<StrapiOutboxSummary>): OutboxList {
  const { page, pageCount, total } = body.meta.pagination;
  return { messages: body.data.map(summary), total, page, pages: pageCount };
}

export function outboxMessageFromStrapi({ from, html, text, ...rest }: StrapiOutboxMessage): OutboxMessage {
  return { ...summary(rest), from, html, text };
}
