import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import knex, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { withSetupLock } from '../../cms/src/db/setup-lock.js';
import { createPgDatabase } from '../support/stack.js';

/**
 * A Strapi process that starts beside a site taking writes (a second process, `npm run import`) sets its schema up
 * while those writes run: the set-up gives way to them, and no write fails for it (cms/src/db/setup-lock.ts).
 * On a real PostgreSQL server: a write in flight on `articles` that will next write a table the set-up indexes
 * (as an article's insert fires a trigger that writes the kept category order).
 */
describe.runIf(inject('database') === 'postgres')('schema set-up beside writes, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let db: Knex;

  beforeAll(async () => {
    database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
    await db.raw('CREATE TABLE articles (id serial PRIMARY KEY, title text)');
    await db.raw('CREATE TABLE article_order (article_id integer PRIMARY KEY)');
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('a write waiting on the set-up goes through; the set-up steps back and finishes after it', async () => {
    const strapi = { db: { dialect: { client: 'postgres' }, connection: db } } as unknown as Core.Strapi;
    const writer = await db.transaction();
    // The write has inserted its article (and holds that table as every insert does)…
    await writer.raw(`INSERT INTO articles (title) VALUES ('Filed')`);
    // …when a starting process sets up an index on the order table and a trigger on the articles table.
    let setUp = false;
    const setup = withSetupLock(
      strapi,
      async (trx) => {
        await trx.raw('CREATE INDEX IF NOT EXISTS article_order_idx ON article_order (article_id)');
        await trx.raw(`CREATE OR REPLACE FUNCTION noop() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`);
        await trx.raw('CREATE OR REPLACE TRIGGER article_noop AFTER INSERT ON articles FOR EACH ROW EXECUTE FUNCTION noop()');
        setUp = true;
      },
      ['articles', 'article_order'],
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The write goes on to the table the set-up indexes, waits at most as long as a deadlock check, and commits.
    await writer.raw(`INSERT INTO article_order (article_id) SELECT max(id) FROM articles`);
    await writer.commit();
    await setup;
    expect(setUp).toBe(true);
    expect((await db.raw('SELECT count(*)::int AS n FROM article_order')).rows[0].n).toBe(1);
    const triggers = await db.raw(`SELECT tgname FROM pg_trigger WHERE tgname = 'article_noop'`);
    expect(triggers.rows).toHaveLength(1);
  });
});
