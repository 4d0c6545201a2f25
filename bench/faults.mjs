// `npm run bench:faults`: faults tried on purpose on `npm start` (its supervisor, the read cache's stale-if-error,
// docs/decisions/0024-supervisor-and-stale-if-error.md) on a fresh database with the demo content, under reads of
// its article pages (kept in the read cache) and writes of drafts by the admin:
//   1. Strapi killed with SIGKILL — at least 99.9 % of cached reads succeed; every acknowledged write is there, whole;
//   2. the adapters killed with SIGKILL — restarted by the supervisor, reads resume;
//   3. with --db=postgres and --pg-data=DIR (the data folder of the server TEST_DATABASE_URL names, stopped and
//      started with pg_ctl): PostgreSQL stopped for --pg-seconds under load — cached reads go on, new searches and
//      writes are 503s meanwhile, every acknowledged write is there, recovery without a restart;
//   4. with --disk (as root, on Linux): the uploads folder is a tmpfs, shrunk to what it holds plus 256 kB, and an
//      article with a larger image is written — a clear error, no partial file, reads unaffected, then with room
//      again the same write works;
//   5. with --soak=MIN: mixed traffic for MIN minutes; each process's memory must level off (bench/faults/memory.mjs).
//      The site's read cache is --cache bytes (8mb), small enough to be full well before halfway, so what the
//      adapters keep in the second half is not the bounded cache filling.
// In every one no request may wait over 10 s. Figures go to bench/results/faults-<db>-latest.{json,md}
// (docs/performance.md#faults); the exit code is non-zero when a target is missed.
// Options: --db=sqlite|postgres --readers=8 --writers=2 --before=3 --after=5 --pg-data= --pg-seconds=10 --disk --soak=0 --cache=8mb
import { positive, postgresServer, readOptions } from './options.mjs';
import { machine, machineLine, markdownTable, writeResults, writtenLine } from './report.mjs';
import { createDatabase } from './scale/stack.mjs';
import { startSite } from './faults/site.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fillDisk, killAdapters, killStrapi, soak, stopPostgres } from './faults/scenarios.mjs';
import { importSupport } from './support.mjs';
import { successShare } from './faults/traffic.mjs';
import { LEVELLED_MB } from './faults/memory.mjs';

const options = readOptions({ db: 'sqlite', readers: '8', writers: '2', before: '3', after: '5', 'pg-data': '', 'pg-seconds': '10', disk: 'no', soak: '0', cache: '8mb' });
const timing = { before: positive(options, 'before'), after: positive(options, 'after') };
const soakMinutes = Number(options.soak);
const serverUrl = postgresServer(options);
const date = new Date();

const database = await createDatabase(options.db, serverUrl);
const uploadsDir = path.join(database.dir, 'public', 'uploads');
const disk = options.disk !== 'no';
if (disk) {
  mkdirSync(uploadsDir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', uploadsDir]);
}
let site;
const results = {};
const missed = [];
try {
  console.log(`[faults] npm start on a fresh ${options.db} database with the demo content…`);
  site = await startSite(database, { READ_CACHE_MAX_BYTES: options.cache });
  const list = await (await fetch(`${site.url}/api/articles?limit=20`)).json();
  const pages = list.data.articles.map((a) => `${site.url}/article/${a.slug}`);
  for (const url of pages) await fetch(url).then((r) => r.text());
  const load = { pages, category: list.data.articles[0].category._id, readers: positive(options, 'readers'), writers: positive(options, 'writers') };

  console.log('[faults] 1. Strapi killed with SIGKILL under reads and writes');
  results.strapiKill = await killStrapi(site, load, timing);
  console.log('[faults] 2. the adapters killed with SIGKILL under reads');
  results.adaptersKill = await killAdapters(site, load, timing);
  if (options.db === 'postgres' && options['pg-data']) {
    console.log(`[faults] 3. PostgreSQL stopped for ${options['pg-seconds']} s under reads, searches and writes`);
    results.postgresStop = await stopPostgres(site, load, { ...timing, seconds: positive(options, 'pg-seconds'), dataDir: options['pg-data'] });
  }
  if (disk) {
    console.log('[faults] 4. the uploads folder full during an upload');
    const { bmp, imageDataUrl } = await importSupport('images');
    results.diskFull = await fillDisk(site, load, { uploadsDir, image: imageDataUrl(bmp(800, 400)) });
  }
  if (soakMinutes > 0) {
    console.log(`[faults] 5. ${soakMinutes} minutes of mixed traffic`);
    results.soak = await soak(site, load, { minutes: soakMinutes });
  }
} catch (error) {
  console.error(`[faults] ${error.message}\n${site?.log().slice(-3000) ?? ''}`);
  missed.push(`the run did not finish: ${error.message}`);
} finally {
  await site?.stop();
  if (disk) execFileSync('umount', [uploadsDir]);
  await database.drop();
}

// Targets (docs/performance.md#faults).
const { strapiKill, adaptersKill, postgresStop } = results;
if (strapiKill && successShare(strapiKill.reads) < 99.9) missed.push('at least 99.9 % of cached reads while Strapi restarts');
for (const [name, result] of Object.entries(results)) {
  const hanging = ['reads', 'writes', 'fresh'].reduce((n, kind) => n + (result[kind]?.over10s ?? 0), 0);
  if (hanging > 0) missed.push(`${name}: ${hanging} requests waited over 10 s`);
  if (result.check && (result.check.missing.length || result.check.altered.length)) missed.push(`${name}: acknowledged writes lost or altered`);
}
for (const [name, memory] of Object.entries(results.soak?.memory ?? {})) {
  if (!memory.levelled) missed.push(`soak: ${name} kept ${memory.lateMb} MB more in the second half (at most ${LEVELLED_MB})`);
}
if (postgresStop && successShare(postgresStop.reads) < 99.9) missed.push('cached reads while PostgreSQL is stopped');
const { diskFull } = results;
if (diskFull && (diskFull.full.status < 400 || diskFull.full.status >= 500 && diskFull.full.status !== 507)) missed.push(`disk full: answered ${diskFull.full.status}, not a clear error`);
if (diskFull?.filesLeft.length) missed.push(`disk full: files left behind (${diskFull.filesLeft.join(', ')})`);
if (diskFull && diskFull.roomAgain.status !== 201) missed.push(`disk full: with room again the upload answered ${diskFull.roomAgain.status}`);
if (diskFull && successShare(diskFull.reads) < 99.9) missed.push('cached reads while the disk is full');

const pct = (stats) => `${successShare(stats).toFixed(2)} % of ${(stats.ok + stats.failed).toLocaleString('en')}`;
const written = (r) => (r.check ? `${r.check.found} of ${r.writes.ok} there and whole (${r.writes.refused} refused with a 503)` : '—');
const slowest = (r) => `${Math.max(...['reads', 'writes', 'fresh'].map((k) => r[k]?.slowest ?? 0))} ms`;
const rows = [];
if (strapiKill) rows.push(['Strapi killed (SIGKILL)', pct(strapiKill.reads), written(strapiKill), slowest(strapiKill), `Strapi serving again after ${(strapiKill.backMs / 1000).toFixed(1)} s`]);
if (adaptersKill) rows.push(['adapters killed (SIGKILL)', pct(adaptersKill.reads), '—', slowest(adaptersKill), `pages served again after ${(adaptersKill.backMs / 1000).toFixed(1)} s`]);
if (postgresStop) rows.push([`PostgreSQL stopped ${(postgresStop.stoppedMs / 1000).toFixed(1)} s`, pct(postgresStop.reads), written(postgresStop), slowest(postgresStop), `new searches: ${postgresStop.fresh.ok} answered, ${postgresStop.fresh.refused} 503s; ready ${(postgresStop.recoveredMs / 1000).toFixed(1)} s after the start`]);
if (diskFull) rows.push(['uploads folder full', pct(diskFull.reads), '—', slowest(diskFull), `the upload: ${diskFull.full.status} "${diskFull.full.message}", ${diskFull.filesLeft.length} files left behind; with room again: ${diskFull.roomAgain.status}`]);
if (results.soak) rows.push([`soak, ${soakMinutes} min`, pct(results.soak.reads), written(results.soak), slowest(results.soak), memoryLine(results.soak.memory)]);

/** Per process: resident growth after the first minute, and the heap kept after the first minute, halfway and at the end. */
function memoryLine(memory) {
  const signed = (mb) => `${mb >= 0 ? '+' : ''}${mb} MB`;
  const one = (label, { rssGrowthMb, heapMb }) => `${label} resident ${signed(rssGrowthMb)}, heap kept ${heapMb.join(' → ')} MB`;
  return `after the first minute: ${one('Strapi', memory.strapi)}; ${one('adapters', memory.adapters)}`;
}

const m = machine();
const table = markdownTable(['fault', 'cached page reads that succeeded', 'acknowledged writes', 'slowest request', 'recovery'], rows);
const markdown = `# npm run bench:faults — ${date.toISOString()}\n\n${options.db}, ${machineLine(m)}.\n\n${table}\n\n${missed.length ? `**Missed:** ${missed.join('; ')}` : 'Every target met.'}\n`;
console.log(`\n${markdown}`);
const files = writeResults(`faults-${options.db}`, date, { date: date.toISOString(), machine: m, options, results, missed }, markdown, { latest: missed.length === 0 });
console.log(writtenLine(files));
process.exit(missed.length ? 1 : 0);
