// What a site is, for `npm run backup` and `npm run restore` (docs/operations.md#backups): its database and its
// uploads folder, found with the same configuration as `npm start` (the environment, then cms/.env), and the
// counts a manifest records of it.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { root } from './lib.mjs';

const cmsDir = path.join(root, 'cms');
const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** The tables whose row counts a manifest records, and a restore must reproduce. */
export const COUNTED = ['articles', 'categories', 'up_users', 'comments', 'article_revisions', 'live_stories', 'live_entries', 'files'];

/** The site's configuration: the environment wins over cms/.env (as Strapi reads it under `npm start`). */
export function siteConfig(environment = process.env) {
  const envFile = path.join(cmsDir, '.env');
  const env = { ...(existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}), ...environment };
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "postgres" or "sqlite".`);
  // Relative paths are Strapi's: the database file from cms/ (cms/config/database.ts), the public folder from its cwd, cms/.
  const publicDir = path.resolve(cmsDir, env.CMS_PUBLIC_DIR || 'public');
  return {
    client,
    sqliteFile: path.resolve(cmsDir, env.DATABASE_FILENAME || '.tmp/data.db'),
    postgres: env.DATABASE_URL
      ? { connectionString: env.DATABASE_URL }
      : {
          host: env.DATABASE_HOST || 'localhost',
          port: Number(env.DATABASE_PORT || 5432),
          database: env.DATABASE_NAME || 'strapi',
          user: env.DATABASE_USERNAME || 'strapi',
          password: env.DATABASE_PASSWORD || 'strapi',
        },
    uploadsDir: path.join(publicDir, 'uploads'),
    // With S3_BUCKET (cms/config/media.ts) uploads are in the bucket, not in the folder (docs/operations.md#media-in-object-storage).
    mediaBucket: env.S3_BUCKET || null,
  };
}

/** How pg_dump and pg_restore reach the database: a `--dbname` connection string, or libpq's variables. */
export function libpq(postgres) {
  if (postgres.connectionString) return { args: [`--dbname=${postgres.connectionString}`], env: process.env };
  return {
    args: [],
    env: { ...process.env, PGHOST: postgres.host, PGPORT: String(postgres.port), PGDATABASE: postgres.database, PGUSER: postgres.user, PGPASSWORD: postgres.password },
  };
}

export function openSqlite(file, options = {}) {
  const Database = cmsRequire('better-sqlite3');
  return new Database(file, options);
}

export function pgClient(postgres) {
  const pg = cmsRequire('pg');
  return new pg.Client(postgres);
}

/** Row counts of COUNTED in a SQLite database (a table it lacks counts 0). */
export function sqliteCounts(db) {
  const present = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
  return Object.fromEntries(COUNTED.map((table) => [table, present.has(table) ? db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() : 0]));
}

/** The same on PostgreSQL, with a connected client (inside its transaction, if any). */
export async function postgresCounts(client) {
  const present = new Set((await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rows.map((r) => r.tablename));
  const counts = {};
  for (const table of COUNTED) counts[table] = present.has(table) ? Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n) : 0;
  return counts;
}

/** The files under `dir` (relative paths, `/`-separated), dot files left out (a folder's .gitkeep). */
export function filesUnder(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesUnder(path.join(dir, entry.name), relative));
    else if (entry.isFile()) out.push(relative);
  }
  return out.sort();
}

/** A file's SHA-256 (hex) and size, read as a stream. */
export function fileDigest(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve({ bytes: statSync(file).size, sha256: hash.digest('hex') }));
  });
}
