import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { dropPgDatabase, startStack, TEMPLATE_ENV } from './stack.js';

/**
 * A database as Strapi leaves it after its first start (tables made, roles, permissions and the admin account
 * created), from which each integration stack starts instead of an empty one: a first start builds the schema and
 * takes about twice as long as a later one, and each test file's stack would pay for it again. Made once per
 * database kind at the start of a run (tests/support/global-setup.ts); named to the stacks by environment variables
 * (TEMPLATE_ENV) the test processes inherit. A stack seeded with demo content, or given a database of its own, starts
 * empty as before.
 */
export async function makeDatabaseTemplate(postgresUrl?: string): Promise<{ drop(): Promise<void> }> {
  const stack = await startStack({ postgresUrl, template: false });
  // Every process stopped: a SQLite file closed and whole, no session left on the PostgreSQL database to copy from.
  await stack.stop({ keepDatabase: true });
  if (postgresUrl) {
    const name = new URL(stack.env.DATABASE_URL!).pathname.slice(1);
    process.env[TEMPLATE_ENV.postgres] = name;
    return {
      async drop() {
        delete process.env[TEMPLATE_ENV.postgres];
        await dropPgDatabase(postgresUrl, name);
      },
    };
  }
  const file = stack.env.DATABASE_FILENAME!;
  if (existsSync(`${file}-wal`)) throw new Error('the template SQLite file was not closed cleanly');
  process.env[TEMPLATE_ENV.sqlite] = file;
  return {
    async drop() {
      delete process.env[TEMPLATE_ENV.sqlite];
      await rm(path.dirname(file), { recursive: true, force: true });
    },
  };
}
