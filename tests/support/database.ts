import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { Stack } from './stack.js';

/** Rows of a stack's database (SQLite file or PostgreSQL), read as a test's own check of what is stored. */
export function stackRows(
  stack: Pick<Stack, 'database' | 'env'>,
  sql: { sqlite: string; postgres: string },
  ...params: Array<string | number>
): Promise<Array<Record<string, unknown>>> {
  return onStackDatabase(stack, sql, true, params);
}

/**
 * A statement run on a stack's database behind Strapi's back: what no route can do, such as giving a test rows that
 * look months old.
 */
export async function stackWrite(
  stack: Pick<Stack, 'database' | 'env'>,
  sql: { sqlite: string; postgres: string },
  ...params: Array<string | number | null>
): Promise<void> {
  await onStackDatabase(stack, sql, false, params);
}

async function onStackDatabase(
  stack: Pick<Stack, 'database' | 'env'>,
  sql: { sqlite: string; postgres: string },
  readOnly: boolean,
  params: Array<string | number | null>,
): Promise<Array<Record<string, unknown>>> {
  if (stack.database === 'postgres') {
    const client = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql.postgres, params)).rows;
    } finally {
      await client.end();
    }
  }
  // Strapi may be writing at that moment: wait for its lock as Strapi's own connection does, rather than fail at once.
  const db = new DatabaseSync(stack.env.DATABASE_FILENAME!, { readOnly, timeout: 10_000 });
  try {
    const statement = db.prepare(sql.sqlite);
    if (readOnly) return statement.all(...params) as Array<Record<string, unknown>>;
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}
