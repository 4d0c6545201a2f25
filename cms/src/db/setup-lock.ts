import type { Core } from '@strapi/strapi';

export type Knex = Core.Strapi['db']['connection'];

/**
 * How long a set-up statement waits for a table lock before the whole set-up steps back and tries again: under
 * PostgreSQL's deadlock_timeout (1 s by default), so when a set-up and the site's writes wait on each other it is
 * the set-up that gives way, and no reader's or editor's write ever fails for it.
 */
const LOCK_WAIT = '500ms';
const TRIES = 40;
/** lock_not_available (lock_timeout ran out), deadlock_detected. */
const GIVE_WAY = new Set(['55P03', '40P01']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs schema set-up once at a time across processes: several Strapi processes over one PostgreSQL may start
 * together, and two `CREATE ... IF NOT EXISTS` of one name can still collide. SQLite has a single writer.
 *
 * A process may also start beside a site that is taking writes (a second Strapi, `npm run import`). Set-up locks
 * tables the writes also lock (a trigger on `articles`, an index on the table a trigger writes), so it first takes
 * `tables` (those that exist), in the order a write reaches them — the table written first (articles), then its
 * link tables, then what triggers write — and waits for no lock longer than LOCK_WAIT: when it would, everything
 * it did is rolled back and it tries again shortly.
 */
export async function withSetupLock(strapi: Core.Strapi, work: (db: Knex) => Promise<void>, tables: string[] = []): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return work(strapi.db.connection);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await strapi.db.connection.transaction(async (trx) => {
        await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('bulletin-schema-setup'))`);
        await trx.raw(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
        if (tables.length) {
          // The tables that exist, in the order given (LOCK TABLE takes a list one by one, in its order).
          const { rows } = await trx.raw(
            `SELECT name FROM unnest(string_to_array(?, ',')) WITH ORDINALITY AS t(name, n) WHERE to_regclass(name) IS NOT NULL ORDER BY n`,
            [[...new Set(tables)].join(',')],
          );
          if (rows.length) await trx.raw(`LOCK TABLE ${rows.map((row: { name: string }) => row.name).join(', ')} IN EXCLUSIVE MODE`);
        }
        await work(trx);
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !GIVE_WAY.has(code) || attempt >= TRIES) throw error;
      await sleep(100 + Math.random() * 100 * Math.min(attempt, 10));
    }
  }
}
