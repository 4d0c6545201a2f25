// `npm run bench:backup [-- --db=sqlite|postgres --articles=0]`: how long `npm run backup` takes on a running site
// and `npm run restore` into an empty database and uploads folder, for the demo site and, with --articles=N, for
// N generated articles (with 2N comments, as `npm run bench:scale` makes them). The restore itself checks every
// row count and checksum against the archive's manifest. Figures go to bench/results/backup-<db>-latest.{json,md}
// (docs/performance.md#backups). PostgreSQL server: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:55432/postgres.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresServer, readOptions } from './options.mjs';
import { machine, machineLine, markdownTable, writeResults, writtenLine } from './report.mjs';
import { createDatabase, startProduct } from './scale/stack.mjs';
import { generate } from './scale/generate.mjs';
import { root } from './support.mjs';

const options = readOptions({ db: 'sqlite', articles: '0' });
const articles = Number(options.articles);
if (!Number.isSafeInteger(articles) || articles < 0) throw new Error('--articles: a whole number of 0 or more');
const serverUrl = postgresServer(options);
const date = new Date();
const run = promisify(execFile);

/** The configuration `npm start` would read for `database`: what backup and restore work on. */
const siteEnv = (database) => ({
  ...process.env,
  CMS_PUBLIC_DIR: path.join(database.dir, 'public'),
  ...(database.client === 'postgres' ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename }),
});

async function timed(script, args, env) {
  const started = Date.now();
  const { stdout } = await run(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
  return { ms: Date.now() - started, summary: stdout.trim().split('\n').at(-1) };
}

const source = await createDatabase(options.db, serverUrl);
const target = await createDatabase(options.db, serverUrl);
let product;
const result = { articles };
try {
  console.log(`[backup] a ${options.db} site with the demo content${articles ? ` and ${articles.toLocaleString('en')} generated articles` : ''}…`);
  await (await startProduct(source, { seed: true })).stop();
  if (articles) await generate(source, articles);
  product = await startProduct(source);
  const archive = path.join(source.dir, 'site.tar.gz');
  console.log('[backup] npm run backup while the site runs');
  result.backup = await timed('backup', ['--out', archive], siteEnv(source));
  result.archiveMb = Math.round((statSync(archive).size / 1024 ** 2) * 10) / 10;
  console.log(`[backup] ${result.backup.summary}`);
  console.log('[backup] npm run restore into an empty database and uploads folder');
  result.restore = await timed('restore', [archive], siteEnv(target));
  console.log(`[backup] ${result.restore.summary}`);
} finally {
  await product?.stop();
  await source.drop();
  await target.drop();
}

const m = machine();
const site = articles ? `demo + ${articles.toLocaleString('en')} articles` : 'demo site';
const table = markdownTable(
  ['site', 'database', 'backup (site running)', 'archive', 'restore (verified against the manifest)'],
  [[site, options.db, `${(result.backup.ms / 1000).toFixed(1)} s`, `${result.archiveMb} MB`, `${(result.restore.ms / 1000).toFixed(1)} s`]],
);
const markdown = `# npm run bench:backup — ${date.toISOString()}\n\n${machineLine(m)}.\n\n${table}\n\nBackup: ${result.backup.summary}\n\nRestore: ${result.restore.summary}\n`;
console.log(`\n${markdown}`);
const name = `backup-${options.db}${articles ? `-${articles}` : ''}`;
console.log(writtenLine(writeResults(name, date, { date: date.toISOString(), machine: m, options, result }, markdown)));
