import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * E-mail settings (read once here; the email plugin in config/plugins.ts is built from them):
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`): every message goes to that server;
 * - without it (the embedded default of `npm start`) messages are written as `.eml` files to the outbox,
 *   `MAIL_OUTBOX_DIR`, by default `outbox/` beside the SQLite file (cms/.tmp/outbox on PostgreSQL);
 * - `MAIL_FROM`: the sender of every message;
 * - `PUBLIC_URL`: the site's address, the start of every link in a message;
 * - `RESET_TOKEN_TTL`: how long a password-reset link works (30m, 1h, 1d...);
 * - the delivery queue's sender (mail/sender.ts, docs/decisions/0027-mail-queue.md): `MAIL_RATE_PER_SECOND` (messages
 *   each Strapi process sends per second at most), `MAIL_RETRY_AFTER` (the wait before the first retry after an SMTP
 *   failure; each further retry waits twice as long), `MAIL_MAX_ATTEMPTS` (tries before a message is `failed`) and
 *   `MAIL_CLAIM_FOR` (how long a process's hold on the rows it is sending lasts unless renewed: a process that stopped
 *   answering gives them up to the others after this), `MAIL_CONCURRENCY` (messages each process has in flight at
 *   once, and the SMTP connections it keeps open for them: one message's round trip must not cap the rate);
 * - the daily digest (newsletter/daily-digest.ts): `DIGEST_HOUR` (0–23, default 7; `off`: no digest is sent), an hour
 *   of the newsroom's day (its time zone: config/newsroom.ts).
 */
const DURATION = /^(\d+)([smhdw])$/;
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function durationMs(name: string, value: string): number {
  const match = DURATION.exec(value);
  if (!match || Number(match[1]) <= 0) throw new Error(`Invalid Strapi environment: ${name} must look like 30s, 30m, 1h or 1d`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

function smtpUrl(value: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('Invalid Strapi environment: SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('Invalid Strapi environment: SMTP_URL must start with smtp:// or smtps://');
  }
  return value;
}

/**
 * The SMTP server's address as nodemailer takes it: its connections kept open and shared (`pool=true`,
 * `maxConnections` the sender's concurrency), so a message does not pay for a new connection and greeting; an
 * address that says otherwise (`?pool=false`, its own `maxConnections`) keeps its own choice.
 */
export function pooledSmtpUrl(value: string, concurrency: number): string {
  const url = new URL(value);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(concurrency));
  return url.toString();
}

function positiveInt(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`Invalid Strapi environment: ${name} must be a positive whole number`);
  return value;
}

function digestHour(value: string): number | null {
  if (value === 'off') return null;
  const hour = Number(value);
  if (!/^\d{1,2}$/.test(value) || hour > 23) throw new Error('Invalid Strapi environment: DIGEST_HOUR must be an hour from 0 to 23, or off');
  return hour;
}

export type MailConfig = {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  publicUrl: string;
  resetTokenTtlMs: number;
  ratePerSecond: number;
  retryAfterMs: number;
  maxAttempts: number;
  claimMs: number;
  concurrency: number;
  /** The newsroom's hour (config/newsroom.ts) from which the day's digest goes; null: never. */
  digestHour: number | null;
};

export function readMailConfig(env: Core.Config.Shared.ConfigParams['env']): MailConfig {
  const cmsDir = path.resolve(__dirname, '..', '..');
  const database = env('DATABASE_CLIENT', 'sqlite') === 'sqlite' ? path.resolve(cmsDir, env('DATABASE_FILENAME', '.tmp/data.db')) : path.join(cmsDir, '.tmp', 'data.db');
  return {
    smtpUrl: smtpUrl(env('SMTP_URL', '')),
    from: env('MAIL_FROM', 'Bulletin <no-reply@localhost>'),
    outboxDir: path.resolve(cmsDir, env('MAIL_OUTBOX_DIR', path.join(path.dirname(database), 'outbox'))),
    publicUrl: env('PUBLIC_URL', 'http://localhost:5000').replace(/\/+$/, ''),
    resetTokenTtlMs: durationMs('RESET_TOKEN_TTL', env('RESET_TOKEN_TTL', '1h')),
    ratePerSecond: positiveInt('MAIL_RATE_PER_SECOND', env.int('MAIL_RATE_PER_SECOND', 10)),
    retryAfterMs: durationMs('MAIL_RETRY_AFTER', env('MAIL_RETRY_AFTER', '1m')),
    maxAttempts: positiveInt('MAIL_MAX_ATTEMPTS', env.int('MAIL_MAX_ATTEMPTS', 6)),
    claimMs: durationMs('MAIL_CLAIM_FOR', env('MAIL_CLAIM_FOR', '1m')),
    concurrency: positiveInt('MAIL_CONCURRENCY', env.int('MAIL_CONCURRENCY', 5)),
    digestHour: digestHour(env('DIGEST_HOUR', '7')),
  };
}

export default ({ env }: Core.Config.Shared.ConfigParams): MailConfig => readMailConfig(env);
