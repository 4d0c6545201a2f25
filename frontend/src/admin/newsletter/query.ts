import { QUEUE_STATUSES, SUBSCRIBER_STATUSES, type QueueStatus, type SubscriberStatus } from '@bulletin/contract';
import { withQuery } from '../../lib/api';

/**
 * The newsletter screen's filters, kept in the address (?status=&q=&page=&queue=&queuePage=): the subscribers'
 * state, search and page; the queue's state and page (docs/product.md#newsletter-desk).
 */
export type NewsletterFilters = { status: SubscriberStatus | ''; q: string; page: number; queue: QueueStatus; queuePage: number };

export const SUBSCRIBERS_PAGE_SIZE = 20;
export const QUEUE_PAGE_SIZE = 10;

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

export function filtersFrom(search: URLSearchParams): NewsletterFilters {
  return {
    status: oneOf(SUBSCRIBER_STATUSES, search.get('status')) ?? '',
    q: (search.get('q') ?? '').trim(),
    page: pageFrom(search.get('page')),
    queue: oneOf(QUEUE_STATUSES, search.get('queue')) ?? 'failed',
    queuePage: pageFrom(search.get('queuePage')),
  };
}

/** The address's search for these filters (defaults left out). */
export function searchOf(f: NewsletterFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.status) search.set('status', f.status);
  if (f.q) search.set('q', f.q);
  if (f.page > 1) search.set('page', String(f.page));
  if (f.queue !== 'failed') search.set('queue', f.queue);
  if (f.queuePage > 1) search.set('queuePage', String(f.queuePage));
  return search;
}

export const subscribersKey = (f: NewsletterFilters) =>
  withQuery('/newsletter/subscribers', { status: f.status, q: f.q, page: f.page, limit: SUBSCRIBERS_PAGE_SIZE });

export const exportPath = (f: NewsletterFilters) => withQuery('/newsletter/subscribers.csv', { status: f.status, q: f.q });

export const queueKey = (f: NewsletterFilters) => withQuery('/newsletter/queue', { status: f.queue, page: f.queuePage, limit: QUEUE_PAGE_SIZE });
