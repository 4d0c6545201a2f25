import type { Core } from '@strapi/strapi';

export type Knex = Core.Strapi['db']['connection'];

/**
 * Runs schema set-up once at a time across processes: several Strapi processes over one PostgreSQL may start
 * together, and two `CREATE ... IF NOT EXISTS` of one name can still collide. SQLite has a single writer.
 */
export async function withSetupLock(strapi: Core.Strapi, work: (db: Knex) => Promise<void>): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return work(strapi.db.connection);
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('bulletin-schema-setup'))`);
    await work(trx);
  });
}
