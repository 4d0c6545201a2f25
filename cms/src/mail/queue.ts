import type { Core } from '@strapi/strapi';
import { withSetupLock } from '../db/setup-lock';
import { rawRows } from '../db/raw';

/**
 * The delivery queue (docs/decisions/0027-mail-queue.md): one row per message to send, unique on (kind, article,
 * subscriber), so a message is queued once however often its cause is seen. Rows are `pending` until sent (`sent`),
 * given up on (`failed`, with the reason in `last_error`) or found no longer wanted (`skipped`, with the reason).
 *
 * A process sending takes a few due rows at a time (`claimDue`): it writes its name and a time in `claimed_until`;
 * rows claimed by a live process are not taken by another (`FOR UPDATE SKIP LOCKED` on PostgreSQL: several Strapi
 * processes share the queue; SQLite has one process), and a claim not renewed (the process crashed) expires, so its
 * rows are taken again; a sent row keeps the name of the process that sent it. Times are milliseconds since the epoch,
 * the same on SQLite and PostgreSQL.
 */
export const QUEUE_TABLE = 'mail_queue';

export type QueueRow = { id: number; kind: string; articleId: number; subscriberId: number; attempts: number };

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';
const raw = (strapi: Core.Strapi, sql: string, bindings: Array<string | number | null>) => strapi.db.connection.raw(sql, bindings);

/** At bootstrap (under the schema set-up lock): the queue's table and the index of its due rows. */
export async function ensureMailQueue(strapi: Core.Strapi): Promise<void> {
  const id = isPostgres(strapi) ? 'id bigserial PRIMARY KEY' : 'id integer PRIMARY KEY AUTOINCREMENT';
  // `tables`: the index statement locks the queue, which senders and enqueueing article writes of processes already
  // running hold locks on; the set-up takes it first and gives way to them rather than queueing every write behind it.
  await withSetupLock(
    strapi,
    async (db) => {
      await db.raw(`CREATE TABLE IF NOT EXISTS ${QUEUE_TABLE} (
        ${id},
        kind varchar(32) NOT NULL,
        article_id integer NOT NULL,
        subscriber_id integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        claimed_by varchar(64),
        claimed_until bigint,
        last_error text,
        created_at bigint NOT NULL,
        sent_at bigint,
        CONSTRAINT ${QUEUE_TABLE}_once UNIQUE (kind, article_id, subscriber_id)
      )`);
      await db.raw(`CREATE INDEX IF NOT EXISTS ${QUEUE_TABLE}_due_idx ON ${QUEUE_TABLE} (next_attempt_at) WHERE status = 'pending'`);
    },
    [QUEUE_TABLE],
  );
}

const queueRow = (row: Record<string, unknown>): QueueRow => ({
  id: Number(row.id),
  kind: String(row.kind),
  articleId: Number(row.article_id),
  subscriberId: Number(row.subscriber_id),
  attempts: Number(row.attempts),
});

/**
 * Claims at most `limit` pending rows due at `now` that no live claim holds, for `claimMs`, in the order they fell
 * due; PostgreSQL skips rows another process is claiming at this moment instead of waiting for it.
 */
export async function claimDue(strapi: Core.Strapi, claimant: string, limit: number, now: number, claimMs: number): Promise<QueueRow[]> {
  const skipLocked = isPostgres(strapi) ? 'FOR UPDATE SKIP LOCKED' : '';
  const rows = rawRows(
    await raw(
      strapi,
      `UPDATE ${QUEUE_TABLE} SET claimed_by = ?, claimed_until = ?
       WHERE id IN (SELECT id FROM ${QUEUE_TABLE}
         WHERE status = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY next_attempt_at, id LIMIT ? ${skipLocked})
       RETURNING id, kind, article_id, subscriber_id, attempts, next_attempt_at`,
      [claimant, now + claimMs, now, now, limit],
    ),
  );
  return rows
    .sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at) || Number(a.id) - Number(b.id))
    .map(queueRow);
}

/** Keeps this process's claims alive while it works through them. */
export async function renewClaims(strapi: Core.Strapi, claimant: string, until: number): Promise<void> {
  await raw(strapi, `UPDATE ${QUEUE_TABLE} SET claimed_until = ? WHERE claimed_by = ? AND status = 'pending'`, [until, claimant]);
}

/**
 * Right before a row's message goes: whether this process still holds the row's claim (renewed to `until`). A
 * process that was frozen past its claim finds the row taken, or sent, by another and leaves it.
 */
export async function holdClaim(strapi: Core.Strapi, claimant: string, row: QueueRow, until: number): Promise<boolean> {
  const held = rawRows(
    await raw(strapi, `UPDATE ${QUEUE_TABLE} SET claimed_until = ? WHERE id = ? AND claimed_by = ? AND status = 'pending' RETURNING id`, [
      until,
      row.id,
      claimant,
    ]),
  );
  return held.length === 1;
}

/** Gives back this process's claimed rows not yet done (on shutdown, or after a batch it could not prepare). */
export async function releaseClaims(strapi: Core.Strapi, claimant: string): Promise<void> {
  await raw(strapi, `UPDATE ${QUEUE_TABLE} SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND status = 'pending'`, [
    claimant,
  ]);
}

/**
 * The SMTP server took the message: sent, whoever holds the claim now (it must not be sent again). `claimed_by` then
 * names the process that sent it.
 */
export async function markSent(strapi: Core.Strapi, claimant: string, row: QueueRow, now: number): Promise<void> {
  await raw(
    strapi,
    `UPDATE ${QUEUE_TABLE} SET status = 'sent', attempts = ?, sent_at = ?, claimed_by = ?, claimed_until = NULL WHERE id = ? AND status = 'pending'`,
    [row.attempts + 1, now, claimant, row.id],
  );
}

/** A try failed: tried again from `at`, the reason kept. */
export async function markRetry(strapi: Core.Strapi, claimant: string, row: QueueRow, at: number, reason: string): Promise<void> {
  await raw(
    strapi,
    `UPDATE ${QUEUE_TABLE} SET attempts = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND claimed_by = ? AND status = 'pending'`,
    [row.attempts + 1, at, reason, row.id, claimant],
  );
}

/** Done without sending: `failed` after its last try (`tried`), or `skipped` (no longer wanted), with the reason. */
export async function markDone(
  strapi: Core.Strapi,
  claimant: string,
  row: QueueRow,
  status: 'failed' | 'skipped',
  reason: string,
  tried: boolean,
): Promise<void> {
  await raw(
    strapi,
    `UPDATE ${QUEUE_TABLE} SET status = ?, attempts = ?, last_error = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND claimed_by = ? AND status = 'pending'`,
    [status, row.attempts + (tried ? 1 : 0), reason, row.id, claimant],
  );
}

/** When the next pending row not claimed falls due (ms), or null when none is waiting. */
export async function nextDue(strapi: Core.Strapi, now: number): Promise<number | null> {
  const [row] = rawRows(
    await raw(strapi, `SELECT min(next_attempt_at) AS at FROM ${QUEUE_TABLE} WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)`, [
      now,
    ]),
  );
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
