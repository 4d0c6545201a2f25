#!/usr/bin/env node
/**
 * npm run bench:import [-- --items=50000 --keep]
 *
 * The WordPress import's memory and time on a large export: a generated export of `items` items
 * (bench/import/generate.mjs: posts with comments, one attachment in twenty), imported by the real command
 * (`scripts/import.mjs wordpress FILE --json`) into a fresh SQLite database, as an operator runs it. Peak resident
 * memory is the import process's own high-water mark (bench/import/max-rss.mjs, loaded with `node --import`; the
 * build step it may run is another process). Purge notices go to a small receiver here, as they would to the site.
 * Results: terminal, bench/results/import-latest.json and .md (dated copies in bench/results/runs/). Not part of
 * `npm test`.
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateExport } from './import/generate.mjs';
import { strapiEnv } from './processes.mjs';
import { root } from './support.mjs';
import { machine, machineLine, markdownTable, textTable, writeResults, writtenLine } from './report.mjs';

const { values } = parseArgs({ options: { items: { type: 'string', default: '50000' }, keep: { type: 'boolean', default: false } } });
const items = Number(values.items);
if (!Number.isSafeInteger(items) || items < 20) throw new Error('--items: a whole number of 20 or more');

const dir = mkdtempSync(path.join(tmpdir(), 'bulletin-bench-import-'));
mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
const file = path.join(dir, 'export.xml');
const started = new Date();
// The code measured: the commit when the run starts (the import builds and loads it then).
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
console.error(`[bench:import] writing an export of ${items.toLocaleString('en')} items to ${file}`);
const counts = await generateExport(file, items);
const fileMb = statSync(file).size / 1024 ** 2;

let notices = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    notices += 1;
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const memoryFile = path.join(dir, 'memory.json');
const env = {
  ...strapiEnv(),
  // This checkout's cms/.env is a developer's: the bench database is its own.
  ENV_PATH: path.join(dir, 'no.env'),
  CMS_PUBLIC_DIR: path.join(dir, 'public'),
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(dir, 'data.db'),
  PURGE_URL: `http://127.0.0.1:${receiver.address().port}/internal/purge`,
  PURGE_SECRET: randomBytes(32).toString('hex'),
  BENCH_MEMORY_FILE: memoryFile,
};

const t0 = Date.now();
const run = await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', path.join(root, 'bench/import/max-rss.mjs'), path.join(root, 'scripts/import.mjs'), 'wordpress', file, '--json'], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  child.on('error', reject);
  child.on('exit', (code) => resolve({ code, stdout, stderr }));
});
const wallSeconds = (Date.now() - t0) / 1000;
receiver.close();

let summary = null;
try {
  summary = JSON.parse(run.stdout);
} catch {
  // reported below
}
let memory = { maxRssKb: 0, maxHeapUsedKb: 0 };
try {
  memory = JSON.parse(readFileSync(memoryFile, 'utf8'));
} catch {
  // the command did not run to its end: reported below
}
const ok = run.code === 0 && summary !== null && summary.articles.created === counts.posts;
const result = {
  date: started.toISOString(),
  commit,
  machine: machine(),
  items,
  posts: counts.posts,
  attachments: counts.attachments,
  exportMb: Math.round(fileMb * 10) / 10,
  exitCode: run.code,
  peakRssMb: Math.round(memory.maxRssKb / 1024),
  peakHeapUsedMb: Math.round(memory.maxHeapUsedKb / 1024),
  importSeconds: summary?.seconds ?? null,
  wallSeconds,
  postsPerSecond: summary ? Math.round((summary.articles.created / summary.seconds) * 10) / 10 : null,
  purgeNotices: notices,
  summary: summary && { articles: summary.articles, comments: summary.comments, images: summary.images, failures: summary.failures.length, notes: summary.notes.length },
};

const columns = ['items', 'posts', 'export (MB)', 'peak RSS (MB)', 'peak V8 heap (MB)', 'import (s)', 'posts/s'];
const row = [items.toLocaleString('en'), counts.posts.toLocaleString('en'), result.exportMb, result.peakRssMb, result.peakHeapUsedMb, result.importSeconds?.toFixed(0) ?? '–', result.postsPerSecond ?? '–'];
console.log(`\n${textTable(columns, [row])}\n${machineLine(result.machine)}`);
const md = [
  `# WordPress import, ${result.date} (commit ${commit})`,
  '',
  `Machine: ${machineLine(result.machine)}.`,
  `A generated export (bench/import/generate.mjs) imported by \`scripts/import.mjs\` into a fresh SQLite database; peak RSS is the import process's high-water mark.`,
  '',
  markdownTable(columns, [row]),
  '',
  ok ? `Every post imported (exit ${run.code}); ${notices} purge notices received.` : `The run did not import every post (exit ${run.code}): not valid.`,
].join('\n');
console.log(writtenLine(writeResults('import', started, result, md, { latest: ok })));
if (!ok) console.error(run.stderr.split('\n').slice(-30).join('\n'));
if (values.keep) console.error(`[bench:import] kept ${dir}`);
else rmSync(dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
