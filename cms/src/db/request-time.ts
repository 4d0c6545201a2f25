import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

/**
 * Database time per request: how many SQL statements a request ran and how long the database took to answer
 * them (from knex's query events, attributed to the request whose code sent them). The request log writes it
 * with each line and sends it to the adapters as `Server-Timing: db;dur=…;desc="… queries"`, so a slow answer
 * can be split into database time and everything else (docs/decisions/0009-indexes-at-scale.md).
 */
export type DbTime = { queries: number; ms: number };

const current = new AsyncLocalStorage<DbTime>();
type QueryData = { __knexQueryUid?: string };

/** Runs `work` with a fresh tally; `tally` is read after it. */
export function withDbTime<T>(tally: DbTime, work: () => Promise<T>): Promise<T> {
  return current.run(tally, work);
}

/** At bootstrap: count the statements of every request. */
export function watchDbTime(strapi: Core.Strapi): void {
  const started = new Map<string, { at: bigint; tally: DbTime }>();
  const knex = strapi.db.connection;
  knex.on('query', (data: QueryData) => {
    const tally = current.getStore();
    if (tally && data.__knexQueryUid) started.set(data.__knexQueryUid, { at: process.hrtime.bigint(), tally });
  });
  const done = (data: QueryData) => {
    const uid = data?.__knexQueryUid;
    const entry = uid ? started.get(uid) : undefined;
    if (!entry || !uid) return;
    started.delete(uid);
    entry.tally.queries += 1;
    entry.tally.ms += Number(process.hrtime.bigint() - entry.at) / 1e6;
  };
  knex.on('query-response', (_response: unknown, data: QueryData) => done(data));
  knex.on('query-error', (_error: unknown, data: QueryData) => done(data));
}
