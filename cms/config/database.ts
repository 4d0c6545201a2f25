import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite with more than one writing process (the site and `npm run import` on the same file): a transaction that
 * has read and then writes while the other process writes gets SQLITE_BUSY at once (SQLite never waits on a lock
 * upgrade, to avoid a deadlock), which the site would answer with a 500. Every transaction therefore starts
 * with `BEGIN IMMEDIATE`: it takes the write lock first, waiting for the other process (better-sqlite3's busy
 * timeout, 5 s) instead of failing. Within one process nothing changes (Strapi's SQLite pool is one connection).
 * knex begins SQLite transactions with exactly 'BEGIN;' (knex/lib/dialects/sqlite3/execution/sqlite-transaction.js).
 */
type SqliteConnection = { prepare(sql: string): unknown };
function immediateTransactions(conn: unknown, done: (error?: Error, conn?: unknown) => void) {
  const connection = conn as SqliteConnection;
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql);
  done(undefined, connection);
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  // The product runs on PostgreSQL and SQLite only (the raw SQL in cms/src is written for those two).
  if (client !== 'postgres' && client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "postgres" or "sqlite".`);
  }

  const connections: Record<'postgres' | 'sqlite', Core.Config.Database['connection']> = {
    postgres: {
      client: 'postgres',
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl: env.bool('DATABASE_SSL', false) && {
          key: env('DATABASE_SSL_KEY', undefined),
          cert: env('DATABASE_SSL_CERT', undefined),
          ca: env('DATABASE_SSL_CA', undefined),
          capath: env('DATABASE_SSL_CAPATH', undefined),
          cipher: env('DATABASE_SSL_CIPHER', undefined),
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      client: 'sqlite',
      connection: {
        // Relative paths are relative to cms/; absolute paths are kept.
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: { afterCreate: immediateTransactions },
    },
  };

  return {
    connection: {
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
