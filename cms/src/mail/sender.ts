import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { MailConfig } from '../../config/mail';
import type { MailContent } from './layout';
import { sendMail } from './send';
import { claimDue, holdClaim, markDone, markRetry, markSent, nextDue, releaseClaims, renewClaims, type QueueRow } from './queue';
import { afterFailure, failureReason } from './retry';

/**
 * The sender of the delivery queue (mail/queue.ts, docs/decisions/0027-mail-queue.md), one in each Strapi process:
 * it claims the due rows a second's sending holds (MAIL_RATE_PER_SECOND), asks the composer of each row's kind for
 * the message (or why it is no longer wanted), starts the messages no faster than that rate with at most
 * MAIL_CONCURRENCY in flight (over as many open SMTP connections: config/plugins.ts), so one message's round trip
 * does not cap the rate, and records each outcome as it comes: sent, tried again later with back-off
 * (mail/retry.ts), failed or skipped. It renews its claim while it works, so only a process that died or froze loses
 * it (and its rows are taken again when it expires); before each message it checks that it still holds the row, so a
 * process that wakes up late sends nothing another has taken.
 *
 * It looks for due rows when woken (`wakeMailSender`: a row queued here) and otherwise when the next row falls due,
 * at least every POLL_MS (rows queued by another process). On shutdown it finishes the messages in flight, records
 * them, and gives back the rows it had claimed.
 */
export type Outgoing = { to: string; content: MailContent; headers?: Record<string, string>; messageId?: string };
/** A row's message, or why it is not sent after all (the subscriber left, the article was withdrawn). */
export type Composed = Outgoing | { skip: string };
/** Builds the messages of claimed rows of one kind, by row id. */
export type Composer = (strapi: Core.Strapi, rows: QueueRow[]) => Promise<Map<number, Composed>>;

const POLL_MS = 5_000;

type Sender = {
  strapi: Core.Strapi;
  composers: Record<string, Composer>;
  claimant: string;
  config: MailConfig;
  running: boolean;
  wake?: () => void;
  /** Woken while not asleep: the next sleep returns at once (no row queued meanwhile waits for the poll). */
  woken: boolean;
  /** When the next message may start (the rate). */
  nextSlot: number;
  loop?: Promise<void>;
};

let sender: Sender | null = null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function sleep(s: Sender, ms: number): Promise<void> {
  if (s.woken || !s.running) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (s.wake === done) s.wake = undefined;
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    s.wake = done;
  });
}

/** Waits for the next slot of the rate, and takes it. */
async function pace(s: Sender): Promise<void> {
  const wait = s.nextSlot - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  s.nextSlot = Math.max(s.nextSlot, Date.now()) + 1000 / s.config.ratePerSecond;
}

async function compose(s: Sender, rows: QueueRow[]): Promise<Map<number, Composed>> {
  const messages = new Map<number, Composed>();
  const kinds = new Set(rows.map((row) => row.kind));
  for (const kind of kinds) {
    const composer = s.composers[kind];
    const ofKind = rows.filter((row) => row.kind === kind);
    if (!composer) {
      for (const row of ofKind) messages.set(row.id, { skip: `no message of kind ${kind} is known` });
      continue;
    }
    for (const [id, message] of await composer(s.strapi, ofKind)) messages.set(id, message);
  }
  return messages;
}

async function deliver(s: Sender, row: QueueRow, message: Outgoing): Promise<void> {
  const { strapi, claimant } = s;
  try {
    await sendMail(strapi, message.to, message.content, message.headers, message.messageId);
  } catch (error) {
    const attempts = row.attempts + 1;
    const reason = failureReason(error);
    const outcome = afterFailure(attempts, error, Date.now(), s.config);
    if (outcome.retry) {
      strapi.log.warn(`[mail] ${row.kind} ${row.id} (try ${attempts}) was not sent, tried again at ${new Date(outcome.at).toISOString()}: ${reason}`);
      await markRetry(strapi, claimant, row, outcome.at, reason);
    } else {
      strapi.log.error(`[mail] ${row.kind} ${row.id} failed after ${attempts} tries: ${reason}`);
      await markDone(strapi, claimant, row, 'failed', reason, true);
    }
    return;
  }
  await markSent(strapi, claimant, row, Date.now());
}

async function work(s: Sender, rows: QueueRow[]): Promise<void> {
  const { strapi, claimant } = s;
  const renew = setInterval(() => {
    renewClaims(strapi, claimant, Date.now() + s.config.claimMs).catch((error: unknown) => strapi.log.error(`[mail] could not renew the queue claim: ${errorText(error)}`));
  }, s.config.claimMs / 3);
  renew.unref();
  const inFlight = new Set<Promise<void>>();
  try {
    const messages = await compose(s, rows);
    for (const row of rows) {
      if (!s.running) break;
      const message = messages.get(row.id) ?? { skip: 'nothing to send' };
      if ('skip' in message) {
        await markDone(strapi, claimant, row, 'skipped', message.skip, false);
        continue;
      }
      await pace(s);
      while (inFlight.size >= s.config.concurrency) await Promise.race(inFlight);
      if (!s.running) break;
      if (!(await holdClaim(strapi, claimant, row, Date.now() + s.config.claimMs))) continue;
      const sending: Promise<void> = deliver(s, row, message)
        .catch((error: unknown) => {
          strapi.log.error(`[mail] ${row.kind} ${row.id}: its outcome could not be recorded: ${errorText(error)}`);
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
  } finally {
    // The messages in flight are finished and recorded before the rows are claimed again or given back.
    await Promise.all(inFlight);
    clearInterval(renew);
  }
}

async function run(s: Sender): Promise<void> {
  const { strapi, claimant } = s;
  while (s.running) {
    s.woken = false;
    try {
      const rows = await claimDue(strapi, claimant, Math.max(1, s.config.ratePerSecond), Date.now(), s.config.claimMs);
      if (rows.length) {
        await work(s, rows);
        continue;
      }
      const now = Date.now();
      const due = await nextDue(strapi, now);
      await sleep(s, due !== null && due > now ? Math.min(due - now, POLL_MS) : POLL_MS);
    } catch (error) {
      strapi.log.error(`[mail] the delivery queue could not be worked on: ${errorText(error)}`);
      await releaseClaims(strapi, claimant).catch(() => undefined);
      if (s.running) await sleep(s, POLL_MS);
    }
  }
  await releaseClaims(strapi, claimant).catch((error: unknown) => strapi.log.error(`[mail] could not give back claimed queue rows: ${errorText(error)}`));
}

/** At bootstrap: this process sends the queue's due messages, each kind composed by `composers[kind]`. */
export function startMailSender(strapi: Core.Strapi, composers: Record<string, Composer>): void {
  if (sender) return;
  const s: Sender = {
    strapi,
    composers,
    claimant: `${process.pid}-${randomUUID()}`,
    config: strapi.config.get<MailConfig>('mail'),
    running: true,
    woken: false,
    nextSlot: 0,
  };
  s.loop = run(s);
  sender = s;
}

/** A row was queued here: look now rather than at the next poll. */
export function wakeMailSender(): void {
  if (!sender) return;
  sender.woken = true;
  sender.wake?.();
}

/** In destroy: finish the message in hand, record it, give back the rest. */
export async function stopMailSender(): Promise<void> {
  const s = sender;
  if (!s) return;
  sender = null;
  s.running = false;
  s.wake?.();
  await s.loop;
}
