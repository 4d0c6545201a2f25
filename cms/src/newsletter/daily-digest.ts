import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@bulletin/contract';
import type { MailConfig } from '../../config/mail';
import type { NewsroomConfig } from '../../config/newsroom';
import { publicArticleFilter } from '../access/visibility';
import { queryOf } from '../db/queries';
import { rawRows } from '../db/raw';
import { withSetupLock, type Knex } from '../db/setup-lock';
import { tableOf } from '../db/tables';
import { dailyDigestMail, type DigestStory } from '../mail/digest-mail';
import { unsubscribeHeaders } from '../mail/newsletter-mail';
import { QUEUE_TABLE } from '../mail/queue';
import { wakeMailSender, type Composed, type Composer, type Outgoing } from '../mail/sender';
import { newsroomDay } from './newsroom-day';
import { preferencesLink } from './preferences';
import { unsubscribeLink } from './subscriptions';

/**
 * The daily digest (docs/product.md#newsletter, docs/decisions/0027-mail-queue.md): once a day, from `DIGEST_HOUR`
 * in the newsroom's time zone, every confirmed subscriber who chose the digest is queued one e-mail with the top
 * stories of the day before it, in their language.
 *
 * - Once per day: `newsletter_digests` records the day (its primary key decides between processes and restarts);
 *   the queue's rows are one INSERT … SELECT over the subscribers, in the same transaction, with the day (YYYYMMDD)
 *   in the queue's `article_id`. Looked for at start and every CHECK_MS, so a day whose hour passed while every
 *   Strapi process was stopped is sent at the next start, that day.
 * - Subscribers are those confirmed when the day's digest is queued; one who leaves or turns the digest off before
 *   it goes gets none (`composeDigests`).
 * - The stories: at most STORIES public articles in the subscriber's language published in the DAY_MS before the
 *   digest is written, most read first (views), then newest; English ones when their language has none; no e-mail
 *   when nothing was published at all.
 */
export const DIGEST_KIND = 'digest';
const DIGESTS_TABLE = 'newsletter_digests';
const ARTICLE = 'api::article.article';
const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber';
const CHECK_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
export const STORIES = 5;

/** At bootstrap: the table of days whose digest is queued. */
export async function ensureDigests(strapi: Core.Strapi): Promise<void> {
  // No `tables`: creating a table locks nothing another process uses.
  await withSetupLock(strapi, async (db) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ${DIGESTS_TABLE} (day integer PRIMARY KEY, queued_at bigint NOT NULL)`);
  });
}

/** The last day this process found queued (by itself or another): its later looks that day ask the database nothing. */
let queuedDay = 0;

/** Queues today's digest when its hour has come and it is not queued yet. */
export async function queueDigestIfDue(strapi: Core.Strapi, now = Date.now()): Promise<void> {
  const { digestHour } = strapi.config.get<MailConfig>('mail');
  if (digestHour === null) return;
  const { day, hour } = newsroomDay(now, strapi.config.get<NewsroomConfig>('newsroom').timeZone);
  if (hour < digestHour || day === queuedDay) return;
  const { table, column } = tableOf(strapi, SUBSCRIBER);
  await strapi.db.transaction(async ({ trx, onCommit }: { trx: Knex; onCommit: (done: () => void) => void }) => {
    const marked = rawRows(
      await trx.raw(`INSERT INTO ${DIGESTS_TABLE} (day, queued_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING RETURNING day`, [day, now]),
    );
    if (!marked.length) return;
    await trx.raw(
      `INSERT INTO ${QUEUE_TABLE} (kind, article_id, subscriber_id, status, attempts, next_attempt_at, created_at)
       SELECT CAST(? AS varchar(32)), CAST(? AS integer), s.id, 'pending', 0, CAST(? AS bigint), CAST(? AS bigint) FROM ${table} s WHERE s.${column('status')} = 'confirmed' AND s.${column('digest')} = TRUE
       ON CONFLICT (kind, article_id, subscriber_id) DO NOTHING`,
      [DIGEST_KIND, day, now, now],
    );
    onCommit(() => wakeMailSender());
  });
  queuedDay = day;
}

let timer: NodeJS.Timeout | undefined;
let checking: Promise<void> | null = null;

function check(strapi: Core.Strapi): void {
  if (checking) return;
  checking = queueDigestIfDue(strapi)
    .catch((error: unknown) => {
      strapi.log.error(`[digest] could not queue the day's digest: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => {
      checking = null;
    });
}

/** At bootstrap of a process that sends: a look now and every CHECK_MS. */
export function startDigestSchedule(strapi: Core.Strapi): void {
  check(strapi);
  timer = setInterval(() => check(strapi), CHECK_MS);
  timer.unref();
}

/** In destroy: no more looks; the one running ends. */
export async function stopDigestSchedule(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await checking;
}

/** The top stories in `language` published in the day before `now`. */
async function topStories(strapi: Core.Strapi, language: string, now: number): Promise<DigestStory[]> {
  const rows = await queryOf(strapi, ARTICLE).findMany({
    where: { $and: [publicArticleFilter(new Date(now)), { language }, { publishDate: { $gt: new Date(now - DAY_MS).toISOString() } }] },
    select: ['title', 'excerpt', 'slug', 'language'],
    orderBy: [{ views: 'desc' }, { publishDate: 'desc' }, { id: 'desc' }],
    limit: STORIES,
  });
  return rows.map((row) => ({ title: row.title ?? '', excerpt: row.excerpt ?? null, slug: row.slug ?? '', language: row.language ?? null }));
}

/** The stories of a digest in `language` at `now`, each language read once: its own, else English ones (maybe none). */
export function digestStories(strapi: Core.Strapi, now: number): (language: string) => Promise<DigestStory[]> {
  const stories = new Map<string, DigestStory[]>();
  const storiesIn = async (language: string) => {
    if (!stories.has(language)) stories.set(language, await topStories(strapi, language, now));
    return stories.get(language)!;
  };
  return async (language) => {
    const own = await storiesIn(language);
    return own.length ? own : storiesIn(DEFAULT_LOCALE);
  };
}

/** One digest e-mail in the subscriber's language: the day's stories, the footer's links made with their unsubscribe token. */
export function digestMessage(
  strapi: Core.Strapi,
  { to, day, stories, language, unsubscribeToken }: { to: string; day: number; stories: DigestStory[]; language: Locale; unsubscribeToken: string },
): Outgoing {
  const unsubscribe = unsubscribeLink(strapi, unsubscribeToken);
  return {
    to,
    content: dailyDigestMail({
      day,
      stories,
      publicUrl: strapi.config.get<MailConfig>('mail').publicUrl,
      unsubscribeLink: unsubscribe,
      preferencesLink: preferencesLink(strapi, unsubscribeToken, language),
      language,
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** The digest e-mails of claimed queue rows, or why one is no longer sent. */
export const composeDigests: Composer = async (strapi, rows) => {
  const subscribers = new Map(
    (
      await queryOf(strapi, SUBSCRIBER).findMany({
        where: { id: { $in: [...new Set(rows.map((row) => row.subscriberId))] } },
        select: ['id', 'email', 'status', 'digest', 'language', 'unsubscribeToken'],
      })
    ).map((subscriber) => [subscriber.id, subscriber]),
  );
  const host = new URL(strapi.config.get<MailConfig>('mail').publicUrl).hostname || 'localhost';
  const storiesIn = digestStories(strapi, Date.now());
  const messages = new Map<number, Composed>();
  for (const row of rows) {
    const subscriber = subscribers.get(row.subscriberId);
    if (!subscriber?.email || subscriber.status !== 'confirmed' || !subscriber.digest || !subscriber.unsubscribeToken) {
      messages.set(row.id, { skip: 'the subscriber no longer wants the digest' });
      continue;
    }
    const language = isLocale(subscriber.language) ? subscriber.language : DEFAULT_LOCALE;
    const chosen = await storiesIn(language);
    if (!chosen.length) {
      messages.set(row.id, { skip: 'no story was published in the day before the digest' });
      continue;
    }
    messages.set(row.id, {
      ...digestMessage(strapi, { to: subscriber.email, day: row.articleId, stories: chosen, language, unsubscribeToken: subscriber.unsubscribeToken }),
      // One Message-ID per day and subscriber: a copy sent twice shows as one message.
      messageId: `<digest-${row.articleId}-${row.subscriberId}@${host}>`,
    });
  }
  return messages;
};
