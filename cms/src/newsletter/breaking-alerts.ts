import type { Core } from '@strapi/strapi';
import { PUBLISHED } from '@bulletin/contract';
import type { MailConfig } from '../../config/mail';
import { isPubliclyVisible, publicDueTime } from '../access/visibility';
import { queryOf } from '../db/queries';
import { rawRows } from '../db/raw';
import { withSetupLock, type Knex } from '../db/setup-lock';
import { tableOf } from '../db/tables';
import { watchWrites, type WriteEvent } from '../db/write-events';
import { alertLink, breakingAlertMail } from '../mail/alert-mail';
import { mailLanguage } from '../mail/texts';
import { unsubscribeHeaders } from '../mail/newsletter-mail';
import { QUEUE_TABLE } from '../mail/queue';
import { wakeMailSender, type Composed, type Composer } from '../mail/sender';
import { preferencesLink } from './preferences';
import { unsubscribeLink } from './subscriptions';

/**
 * Breaking-news alerts (docs/product.md#newsletter, docs/decisions/0027-mail-queue.md): when an article marked breaking
 * becomes public, every confirmed subscriber who asked for alerts is queued one e-mail, once per article and
 * subscriber, ever.
 *
 * - Becoming public by a write (published now, or a publish date moved to now): seen in the database lifecycles
 *   (db/write-events.ts), whatever the route, and queued inside the write's transaction, so the publication and its
 *   alerts commit together and a crash loses neither.
 * - Becoming public with no write (a scheduled article's time arrives): `alertDueArticles` looks for public breaking
 *   articles not alerted yet, at start, every SCAN_MS and when the schedule watch sees articles fall due; so an
 *   article that came due while every Strapi process was stopped is alerted at the next start.
 * - An article is alerted once: `breaking_alerts` records it (its primary key decides between two processes); the
 *   queue's rows are one INSERT … SELECT over the subscribers. Published again, edited, or seen by both paths, it
 *   queues nothing more.
 * - Which writes alert (`alertDueAfterWrite`): publishing an article that was not public alerts, however long ago its
 *   draft was begun (its publish date is its creation time until an editor sets one); an article created already
 *   public, or a public one marked breaking later, alerts only when its publish date is within MAX_AGE_MS (an import
 *   of old posts, an old story relabelled, is not news now). An article already public when alerts began is not alerted.
 * - Whether the message still goes is decided when it is sent (`composeAlerts`): not to a subscriber who left or
 *   turned alerts off meanwhile, not for an article withdrawn or no longer marked breaking.
 */
export const ALERT_KIND = 'alert';
const ALERTED_TABLE = 'breaking_alerts';
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber';
export const MAX_AGE_MS = 24 * 3_600_000;
const SCAN_MS = 60_000;
/** The fields whose change can make an article become a public breaking one. */
const WATCHED = ['editorialStatus', 'publishDate', 'breaking'];

type ArticleFacts = { id: number; editorialStatus?: string | null; publishDate?: string | Date | null; breaking?: boolean | null };
type State = { before: ArticleFacts[]; ids: number[]; skip: boolean };
type Event = WriteEvent<State>;

/** Public, breaking, and published no longer ago than MAX_AGE_MS. */
export function isFreshBreaking(article: Omit<ArticleFacts, 'id'>, now: number): boolean {
  if (!article.breaking || !isPubliclyVisible(article, new Date(now))) return false;
  return new Date(article.publishDate ?? 0).getTime() >= now - MAX_AGE_MS;
}

/**
 * Whether a write makes this article due its alert: `before` is the article as the write found it (none for a
 * create). See the rule in the comment above.
 */
export function alertDueAfterWrite(before: Omit<ArticleFacts, 'id'> | undefined, after: Omit<ArticleFacts, 'id'>, now: number): boolean {
  if (!after.breaking || !isPubliclyVisible(after, new Date(now))) return false;
  if (before && !isPubliclyVisible(before, new Date(now))) return true;
  if (before?.breaking) return false;
  return isFreshBreaking(after, now);
}

/** At bootstrap: the table of alerted articles; when it is new, every article already public counts as alerted. */
export async function ensureBreakingAlerts(strapi: Core.Strapi): Promise<void> {
  const { table, column } = tableOf(strapi, ARTICLE);
  // No `tables`: creating a table that exists locks nothing, and the first start's marking only reads articles.
  await withSetupLock(strapi, async (db) => {
    const existed = await db.schema.hasTable(ALERTED_TABLE);
    await db.raw(`CREATE TABLE IF NOT EXISTS ${ALERTED_TABLE} (article_id integer PRIMARY KEY, queued_at bigint NOT NULL)`);
    if (existed) return;
    const now = new Date();
    await db.raw(
      `INSERT INTO ${ALERTED_TABLE} (article_id, queued_at)
       SELECT id, CAST(? AS bigint) FROM ${table} WHERE ${column('editorialStatus')} = ? AND ${column('publishDate')} <= ? AND ${column('breaking')} = TRUE`,
      [now.getTime(), PUBLISHED, publicDueTime(strapi, now)],
    );
  });
}

/** Inside `trx`: marks the article alerted and queues its alert to every subscriber who wants alerts; once per article. */
async function enqueueAlert(strapi: Core.Strapi, trx: Knex, articleId: number, now: number): Promise<void> {
  const marked = rawRows(
    await trx.raw(`INSERT INTO ${ALERTED_TABLE} (article_id, queued_at) VALUES (?, ?) ON CONFLICT (article_id) DO NOTHING RETURNING article_id`, [
      articleId,
      now,
    ]),
  );
  if (!marked.length) return;
  const { table, column } = tableOf(strapi, SUBSCRIBER);
  await trx.raw(
    `INSERT INTO ${QUEUE_TABLE} (kind, article_id, subscriber_id, status, attempts, next_attempt_at, created_at)
     SELECT CAST(? AS varchar(32)), CAST(? AS integer), s.id, 'pending', 0, CAST(? AS bigint), CAST(? AS bigint) FROM ${table} s WHERE s.${column('status')} = 'confirmed' AND s.${column('alerts')} = TRUE
     ON CONFLICT (kind, article_id, subscriber_id) DO NOTHING`,
    [ALERT_KIND, articleId, now, now],
  );
}

/** Queues the alerts of these articles in the running transaction (or one of their own); the sender looks once it commits. */
async function queueAlerts(strapi: Core.Strapi, articleIds: number[], now: number): Promise<void> {
  if (!articleIds.length) return;
  await strapi.db.transaction(async ({ trx, onCommit }: { trx: Knex; onCommit: (done: () => void) => void }) => {
    for (const id of articleIds) await enqueueAlert(strapi, trx, id, now);
    onCommit(() => wakeMailSender());
  });
}

const readFacts = (strapi: Core.Strapi, where: Record<string, unknown>): Promise<ArticleFacts[]> =>
  queryOf(strapi, ARTICLE).findMany({ where, select: ['id', 'editorialStatus', 'publishDate', 'breaking'] });

const createdIds = (event: Event): number[] => {
  const ids = event.action === 'afterCreateMany' ? (event.result?.ids ?? []) : [event.result?.id];
  return ids.map(Number).filter(Number.isInteger);
};

/** At bootstrap: a write that makes a breaking article public queues its alerts in the write's transaction. */
export function watchBreakingAlerts(strapi: Core.Strapi): void {
  watchWrites<State>(strapi, [ARTICLE], {
    async afterCreate(event: Event) {
      const ids = createdIds(event);
      if (!ids.length) return;
      const now = Date.now();
      const rows = await readFacts(strapi, { id: { $in: ids } });
      await queueAlerts(strapi, rows.filter((row) => alertDueAfterWrite(undefined, row, now)).map((row) => row.id), now);
    },
    async beforeUpdate(event: Event) {
      const data = event.params.data;
      const keys = data && typeof data === 'object' ? Object.keys(data) : [];
      if (!event.params.where || !keys.some((key) => WATCHED.includes(key))) {
        event.state.skip = true;
        return;
      }
      const before = await readFacts(strapi, event.params.where);
      event.state.ids = before.map((row) => row.id);
      event.state.before = before;
    },
    async afterUpdate(event: Event) {
      if (event.state.skip || !event.state.ids?.length) return;
      const before = new Map((event.state.before ?? []).map((row) => [row.id, row]));
      const now = Date.now();
      const rows = await readFacts(strapi, { id: { $in: event.state.ids } });
      await queueAlerts(strapi, rows.filter((row) => alertDueAfterWrite(before.get(row.id), row, now)).map((row) => row.id), now);
    },
  });
}

/** Public breaking articles published within MAX_AGE_MS and not alerted yet (a scheduled one came due): queued now. */
export async function alertDueArticles(strapi: Core.Strapi): Promise<void> {
  const now = Date.now();
  const { table, column } = tableOf(strapi, ARTICLE);
  const date = column('publishDate');
  const rows = rawRows(
    await strapi.db.connection.raw(
      `SELECT a.id AS id FROM ${table} a
       WHERE a.${column('editorialStatus')} = ? AND a.${date} > ? AND a.${date} <= ? AND a.${column('breaking')} = TRUE
         AND NOT EXISTS (SELECT 1 FROM ${ALERTED_TABLE} b WHERE b.article_id = a.id)`,
      [PUBLISHED, publicDueTime(strapi, new Date(now - MAX_AGE_MS)), publicDueTime(strapi, new Date(now))],
    ),
  );
  await queueAlerts(strapi, rows.map((row) => Number(row.id)), now);
}

let scanTimer: NodeJS.Timeout | undefined;
let scanning: Promise<void> | null = null;
let scanAgain = false;

/** One scan at a time; one asked for meanwhile runs right after. */
export function scanForDueAlerts(strapi: Core.Strapi): Promise<void> {
  if (scanning) {
    scanAgain = true;
    return scanning;
  }
  scanning = (async () => {
    do {
      scanAgain = false;
      try {
        await alertDueArticles(strapi);
      } catch (error) {
        strapi.log.error(`[alerts] could not look for breaking articles that came due: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (scanAgain);
  })().finally(() => {
    scanning = null;
  });
  return scanning;
}

/** At bootstrap of a process that sends: a scan now and every SCAN_MS. */
export function startAlertScan(strapi: Core.Strapi): void {
  void scanForDueAlerts(strapi);
  scanTimer = setInterval(() => void scanForDueAlerts(strapi), SCAN_MS);
  scanTimer.unref();
}

/** In destroy: no more scans; the one running ends. */
export async function stopAlertScan(): Promise<void> {
  clearInterval(scanTimer);
  scanTimer = undefined;
  await scanning;
}

const skip = (reason: string): Composed => ({ skip: reason });

/** The alert e-mails of claimed queue rows, or why one is no longer sent. */
export const composeAlerts: Composer = async (strapi, rows) => {
  const articles = new Map(
    (
      await queryOf(strapi, ARTICLE).findMany({
        where: { id: { $in: [...new Set(rows.map((row) => row.articleId))] } },
        select: ['id', 'title', 'excerpt', 'slug', 'language', 'editorialStatus', 'publishDate', 'breaking'],
      })
    ).map((article) => [article.id, article]),
  );
  const subscribers = new Map(
    (
      await queryOf(strapi, SUBSCRIBER).findMany({
        where: { id: { $in: [...new Set(rows.map((row) => row.subscriberId))] } },
        select: ['id', 'email', 'status', 'alerts', 'language', 'unsubscribeToken'],
      })
    ).map((subscriber) => [subscriber.id, subscriber]),
  );
  const { publicUrl } = strapi.config.get<MailConfig>('mail');
  const host = new URL(publicUrl).hostname || 'localhost';
  const messages = new Map<number, Composed>();
  for (const row of rows) {
    const subscriber = subscribers.get(row.subscriberId);
    const article = articles.get(row.articleId);
    if (!subscriber?.email || subscriber.status !== 'confirmed' || !subscriber.alerts || !subscriber.unsubscribeToken) {
      messages.set(row.id, skip('the subscriber no longer wants alerts'));
    } else if (!article || !isPubliclyVisible(article)) {
      messages.set(row.id, skip('the article is no longer public'));
    } else if (!article.breaking) {
      messages.set(row.id, skip('the article is no longer marked breaking'));
    } else {
      const unsubscribe = unsubscribeLink(strapi, subscriber.unsubscribeToken);
      const alert = { title: article.title ?? '', excerpt: article.excerpt ?? null, slug: article.slug ?? '', language: article.language ?? null };
      messages.set(row.id, {
        to: subscriber.email,
        content: breakingAlertMail({
          article: alert,
          link: alertLink(publicUrl, alert),
          unsubscribeLink: unsubscribe,
          preferencesLink: preferencesLink(strapi, subscriber.unsubscribeToken, subscriber.language),
          language: mailLanguage(subscriber.language),
        }),
        headers: unsubscribeHeaders(unsubscribe),
        // One Message-ID per article and subscriber: a mail program shows a copy sent twice (a crash between the
        // server's acceptance and its record) as one message.
        messageId: `<breaking-${row.articleId}-${row.subscriberId}@${host}>`,
      });
    }
  }
  return messages;
};
