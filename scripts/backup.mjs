// `npm run backup -- [--out FILE]`: one archive of everything a site is, written while it runs without blocking
// readers: the database (SQLite's online backup API, or pg_dump for PostgreSQL), the uploads, and a manifest with
// row counts and a SHA-256 of every file (docs/operations.md#backups). Same configuration as `npm start`.
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import { run } from './lib.mjs';
import { fileDigest, filesUnder, libpq, openSqlite, pgClient, postgresCounts, siteConfig, sqliteCounts } from './site-data.mjs';

const USAGE = `Usage: npm run backup -- [--out FILE]

Writes one archive (.tar.gz) of the site: its database, its uploads and a manifest (row counts, checksums).
Without --out: bulletin-backup-<date>-<time>.tar.gz in the current folder. Restore with \`npm run restore -- FILE\`.`;

function stop(message) {
  console.error(`[backup] ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  stop(`${error.message}\n\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}

// `npm run` starts scripts in the repository's root; paths are the caller's (INIT_CWD).
const callerDir = process.env.INIT_CWD || process.cwd();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const out = path.resolve(callerDir, args.values.out ?? `bulletin-backup-${stamp}.tar.gz`);
const config = siteConfig();
const staging = mkdtempSync(path.join(tmpdir(), 'bulletin-backup-'));
const started = Date.now();

try {
  let counts;
  let databaseFile;
  if (config.client === 'sqlite') {
    // SQLite's online backup API: page by page, readers and writers of the site go on meanwhile.
    databaseFile = 'database.sqlite';
    const source = openSqlite(config.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(staging, databaseFile));
    } finally {
      source.close();
    }
    const copy = openSqlite(path.join(staging, databaseFile), { readonly: true });
    counts = sqliteCounts(copy);
    copy.close();
  } else {
    // One snapshot for the counts and the dump: the transaction exports it, pg_dump reads the same one.
    databaseFile = 'database.dump';
    const client = pgClient(config.postgres);
    await client.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
      counts = await postgresCounts(client);
      const { args: connection, env } = libpq(config.postgres);
      await run('pg_dump', [...connection, '--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${path.join(staging, databaseFile)}`], { env });
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }

  // The uploads after the database: a file uploaded meanwhile is extra, never one the database names and lacks.
  const uploads = filesUnder(config.uploadsDir);
  for (const file of uploads) {
    const target = path.join(staging, 'uploads', file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(path.join(config.uploadsDir, file), target);
    } catch {
      copyFileSync(path.join(config.uploadsDir, file), target);
    }
  }

  const files = {};
  for (const file of [databaseFile, ...uploads.map((f) => `uploads/${f}`)]) files[file] = await fileDigest(path.join(staging, file));
  const manifest = { format: 1, createdAt: new Date().toISOString(), database: { client: config.client, file: databaseFile }, counts, files };
  writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  mkdirSync(path.dirname(out), { recursive: true });
  await tar.create({ gzip: true, file: out, cwd: staging, portable: true }, ['manifest.json', ...Object.keys(files)]);
  const summary = Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`[backup] ${out}\n[backup] ${config.client} database (${summary}), ${uploads.length} uploaded files, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (config.mediaBucket) console.log(`[backup] uploads are in the bucket ${config.mediaBucket} (S3_BUCKET), not in this archive: back it up with the storage's own tools`);
} catch (error) {
  rmSync(out, { force: true });
  stop(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(staging, { recursive: true, force: true });
}
