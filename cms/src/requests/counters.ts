import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Core } from '@strapi/strapi';
import { withSetupLock } from '../db/setup-lock';

/**
 * Counters for the limits on requests (sign-in, sign-up, comments): in memory on SQLite (one process by design),
 * or rows of one PostgreSQL table shared by every Strapi process over that database. Keys are hashes.
 */
/** The table of the counters on PostgreSQL (the shape rate-limiter-flexible's PostgreSQL store reads and writes). */
export const LIMITS_TABLE = 'sign_in_limits';

/** Makes one kind of counter: in memory, or rows of LIMITS_TABLE shared by every Strapi process. */
export type CounterStore = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export const memoryCounters: CounterStore = (options) => new RateLimiterMemory(options);

/** Counters in PostgreSQL through Strapi's own connection pool (the table is made by `ensureLimitCounters`). */
export function postgresCounters(strapi: Core.Strapi): CounterStore {
  let sweeper = true;
  return (options) => {
    const limiter = new RateLimiterPostgres({
      ...options,
      storeClient: strapi.db.connection,
      storeType: 'knex',
      tableName: LIMITS_TABLE,
      tableCreated: true,
      // One of the counters deletes the long-expired rows of all of them (every five minutes).
      clearExpiredByTimeout: sweeper,
    });
    sweeper = false;
    return limiter;
  };
}

/** Where this process's counters live: shared rows on PostgreSQL, memory on SQLite (one process by design). */
export function countersFor(strapi: Core.Strapi): CounterStore {
  return strapi.db.dialect.client === 'postgres' ? postgresCounters(strapi) : memoryCounters;
}

/** At bootstrap on PostgreSQL (under the schema set-up lock): the counters' table. */
export async function ensureLimitCounters(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  await withSetupLock(strapi, async (db) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ${LIMITS_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  });
}

/** A counter's key: a hash, so no e-mail is stored and no key outgrows the column. */
export const keyOf = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

