import type { Core } from '@strapi/strapi';
import { DEFAULT_PAGE_SIZE, SUBSCRIBER_STATUSES, type Subscriber, type SubscriberExportParams, type SubscriberList, type SubscriberListParams } from '@bulletin/contract';
import { queryOf } from '../db/queries';

/**
 * The subscribers as the newsletter desk lists and exports them (docs/product.md#newsletter-desk): newest first, of
 * one state or all, whose address contains the search (any case); with the count of each state for the screen's tabs.
 * Tokens and their hashes are never read here.
 */
const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const FIELDS = ['documentId', 'email', 'status', 'language', 'digest', 'alerts', 'createdAt'] as const;
const ORDER: Array<Record<string, 'asc' | 'desc'>> = [{ createdAt: 'desc' }, { id: 'desc' }];

const searchOf = (q: string | undefined) => (q ? { email: { $containsi: q.toLowerCase() } } : {});
const whereOf = (p: SubscriberExportParams) => ({ ...searchOf(p.q), ...(p.status ? { status: p.status } : {}) });

type Row = { documentId?: string | null; email?: string | null; status?: string | null; language?: string | null; digest?: boolean | null; alerts?: boolean | null; createdAt?: unknown };

const subscriberOf = (row: Row): Subscriber => ({
  _id: String(row.documentId),
  email: row.email ?? '',
  status: (row.status ?? 'pending') as Subscriber['status'],
  language: row.language ?? null,
  digest: Boolean(row.digest),
  alerts: Boolean(row.alerts),
  createdAt: new Date(row.createdAt as string).toISOString(),
});

export async function listSubscribers(strapi: Core.Strapi, params: SubscriberListParams): Promise<SubscriberList> {
  const subscribers = queryOf(strapi, UID);
  const page = params.page ?? 1;
  const limit = params.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, ...perStatus] = await Promise.all([
    subscribers.findMany({ where: whereOf(params), select: [...FIELDS], orderBy: ORDER, offset: (page - 1) * limit, limit }),
    ...SUBSCRIBER_STATUSES.map((status) => subscribers.count({ where: { ...searchOf(params.q), status } })),
  ]);
  const counts = { pending: perStatus[0] ?? 0, confirmed: perStatus[1] ?? 0, unsubscribed: perStatus[2] ?? 0 };
  const total = params.status ? counts[params.status] : counts.pending + counts.confirmed + counts.unsubscribed;
  return { subscribers: rows.map(subscriberOf), total, page, pages: Math.ceil(total / limit), counts };
}

/** Every subscriber the filters match, newest first (the CSV export). */
export async function exportSubscribers(strapi: Core.Strapi, params: SubscriberExportParams): Promise<Subscriber[]> {
  const rows = await queryOf(strapi, UID).findMany({ where: whereOf(params), select: [...FIELDS], orderBy: ORDER });
  return rows.map(subscriberOf);
}
