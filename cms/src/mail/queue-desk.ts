import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_PAGE_SIZE, MESSAGES, QUEUE_STATUSES, type QueueList, type QueueListParams, type QueueStatus, type QueuedMessage } from '@bulletin/contract';
import { rawRows } from '../db/raw';
import { tableOf } from '../db/tables';
import { QUEUE_TABLE } from './queue';
import { wakeMailSender } from './sender';

/**
 * The delivery queue as the newsletter desk shows it (docs/product.md#newsletter-desk, docs/decisions/0027-mail-queue.md):
 * newest first, each message's recipient and, for an alert, its article's title; a failed message put back to be
 * sent again. Rows `skipped` (no longer wanted) are not listed.
 */
const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber';
const ARTICLE = 'api::article.article';
const ALERT_KIND = 'alert';

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function listQueue(strapi: Core.Strapi, params: QueueListParams): Promise<QueueList> {
  const db = strapi.db.connection;
  const subscribers = tableOf(strapi, SUBSCRIBER);
  const articles = tableOf(strapi, ARTICLE);
  const page = params.page ?? 1;
  const limit = params.limit ?? DEFAULT_PAGE_SIZE;
  const shown = params.status ? [params.status] : [...QUEUE_STATUSES];
  const marks = shown.map(() => '?').join(', ');
  const rows = rawRows(
    await db.raw(
      `SELECT q.id, q.kind, q.status, q.attempts, q.last_error, q.created_at, q.sent_at, s.${subscribers.column('email')} AS email, a.${articles.column('title')} AS title
       FROM ${QUEUE_TABLE} q
       LEFT JOIN ${subscribers.table} s ON s.id = q.subscriber_id
       LEFT JOIN ${articles.table} a ON q.kind = ? AND a.id = q.article_id
       WHERE q.status IN (${marks})
       ORDER BY q.created_at DESC, q.id DESC LIMIT ? OFFSET ?`,
      [ALERT_KIND, ...shown, limit, (page - 1) * limit],
    ),
  );
  const counted = rawRows(await db.raw(`SELECT status, count(*) AS n FROM ${QUEUE_TABLE} WHERE status IN ('pending', 'sent', 'failed') GROUP BY status`, []));
  const counts: Record<QueueStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of counted) counts[row.status as QueueStatus] = Number(row.n);
  const total = shown.reduce((sum, status) => sum + counts[status], 0);
  const messages: QueuedMessage[] = rows.map((row) => ({
    _id: String(row.id),
    kind: String(row.kind),
    recipient: text(row.email),
    articleTitle: text(row.title),
    status: row.status as QueuedMessage['status'],
    attempts: Number(row.attempts),
    lastError: text(row.last_error),
    queuedAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
  }));
  return { messages, total, page, pages: Math.ceil(total / limit), counts };
}

/** A failed message back to `pending`, due now with its tries counted afresh; an unknown one is a 404, one not failed a 409. */
export async function retryFailed(strapi: Core.Strapi, id: string, conflict: (message: string) => never): Promise<{ recipient: string | null }> {
  const db = strapi.db.connection;
  if (!/^\d{1,15}$/.test(id)) throw new errors.NotFoundError(MESSAGES.queueMessageNotFound);
  const subscribers = tableOf(strapi, SUBSCRIBER);
  const [row] = rawRows(
    await db.raw(`SELECT q.status, s.${subscribers.column('email')} AS email FROM ${QUEUE_TABLE} q LEFT JOIN ${subscribers.table} s ON s.id = q.subscriber_id WHERE q.id = ?`, [
      Number(id),
    ]),
  );
  if (!row) throw new errors.NotFoundError(MESSAGES.queueMessageNotFound);
  const retried = rawRows(
    await db.raw(
      `UPDATE ${QUEUE_TABLE} SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL, claimed_until = NULL
       WHERE id = ? AND status = 'failed' RETURNING id`,
      [Date.now(), Number(id)],
    ),
  );
  if (retried.length !== 1) conflict(MESSAGES.queueRetryNotFailed);
  wakeMailSender();
  return { recipient: text(row.email) };
}
