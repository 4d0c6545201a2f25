// `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` back into the database and uploads folder
// the same configuration as `npm start` names (DATABASE_FILENAME or DATABASE_URL, CMS_PUBLIC_DIR): checks every
// file against the manifest first, refuses a database or uploads folder that is not empty unless --force, and
// checks the restored row counts against the manifest (docs/operations.md#backups). Stop the site first.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import { run } from './lib.mjs';
import { fileDigest, filesUnder, libpq, openSqlite, pgClient, postgresCounts, siteConfig, sqliteCounts } from './site-data.mjs';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores an archive written by \`npm run backup\` into the configured database and uploads folder (stop the site
first). Refuses a database or uploads folder that already holds something, unless --force (which replaces it).`;

function stop(message) {
  console.error(`[restore] ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  stop(`${error.message}\n\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [fileArg, ...extra] = args.positionals;
if (!fileArg || extra.length) stop(USAGE);
const archive = path.resolve(process.env.INIT_CWD || process.cwd(), fileArg);
if (!existsSync(archive) || !statSync(archive).isFile()) stop(`no such file: ${archive}`);
const force = args.values.force === true;
const config = siteConfig();
const unpacked = mkdtempSync(path.join(tmpdir(), 'bulletin-restore-'));
const started = Date.now();

/** Whether the SQLite file holds any table. */
function sqliteHasTables(file) {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const db = openSqlite(file, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'").pluck().get() > 0;
  } finally {
    db.close();
  }
}

try {
  await tar.extract({ file: archive, cwd: unpacked, strict: true });
  const manifestFile = path.join(unpacked, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('not a Bulletin backup: no manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
  if (manifest.database.client !== config.client) {
    throw new Error(`the backup holds a ${manifest.database.client} database; this site is configured for ${config.client}`);
  }

  // Every file exactly as the manifest says, and nothing else, before anything is written.
  const listed = Object.keys(manifest.files).sort();
  const present = filesUnder(unpacked).filter((f) => f !== 'manifest.json');
  const unexpected = present.filter((f) => !(f in manifest.files));
  if (unexpected.length) throw new Error(`files not in the manifest: ${unexpected.slice(0, 5).join(', ')}`);
  for (const file of listed) {
    const full = path.join(unpacked, file);
    if (!existsSync(full)) throw new Error(`missing from the archive: ${file}`);
    const digest = await fileDigest(full);
    if (digest.sha256 !== manifest.files[file].sha256 || digest.bytes !== manifest.files[file].bytes) throw new Error(`damaged in the archive: ${file}`);
  }

  // The target must be empty, unless --force.
  const uploadsHeld = filesUnder(config.uploadsDir);
  let databaseHeld;
  if (config.client === 'sqlite') databaseHeld = sqliteHasTables(config.sqliteFile);
  else {
    const client = pgClient(config.postgres);
    await client.connect();
    databaseHeld = Number((await client.query("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n) > 0;
    await client.end();
  }
  if ((databaseHeld || uploadsHeld.length) && !force) {
    const what = [databaseHeld && `the database (${config.client === 'sqlite' ? config.sqliteFile : 'PostgreSQL'}) has tables`, uploadsHeld.length && `${config.uploadsDir} holds ${uploadsHeld.length} files`]
      .filter(Boolean)
      .join(' and ');
    throw new Error(`refusing to restore: ${what}. Restore into an empty database and uploads folder, or add --force to replace them.`);
  }

  let counts;
  if (config.client === 'sqlite') {
    mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${config.sqliteFile}${suffix}`, { force: true });
    copyFileSync(path.join(unpacked, manifest.database.file), config.sqliteFile);
    const db = openSqlite(config.sqliteFile, { readonly: true });
    counts = sqliteCounts(db);
    db.close();
  } else {
    const client = pgClient(config.postgres);
    await client.connect();
    try {
      if (databaseHeld) await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      const { args: connection, env } = libpq(config.postgres);
      await run('pg_restore', [...connection, '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', path.join(unpacked, manifest.database.file)], { env });
      counts = await postgresCounts(client);
    } finally {
      await client.end();
    }
  }

  for (const file of uploadsHeld) rmSync(path.join(config.uploadsDir, file), { force: true });
  const uploads = listed.filter((f) => f.startsWith('uploads/'));
  for (const file of uploads) {
    const target = path.join(config.uploadsDir, file.slice('uploads/'.length));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(unpacked, file), target);
  }

  const differing = Object.keys(manifest.counts).filter((table) => counts[table] !== manifest.counts[table]);
  if (differing.length) throw new Error(`restored, but the row counts differ from the manifest: ${differing.map((t) => `${t} ${counts[t]} ≠ ${manifest.counts[t]}`).join(', ')}`);
  const summary = Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(`[restore] ${archive} (made ${manifest.createdAt})\n[restore] ${config.client} database (${summary}), ${uploads.length} uploaded files, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(unpacked, { recursive: true, force: true });
}
