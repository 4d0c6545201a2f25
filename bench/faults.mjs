// `npm run bench:faults` (a first part of the fault bench): `npm start` on a fresh SQLite copy with the demo content,
// its article pages read from the cache by `--readers` loops, then Strapi killed with SIGKILL. Reports the share of
// cached reads that succeeded while the supervisor restarted Strapi, the slowest read, reads over 10 s, and the time
// until Strapi served again (docs/performance.md#faults). Exits non-zero when a target is missed. Options:
//   --readers=8 --before=3 (s of reads before the kill) --after=5 (s of reads after Strapi is back)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { positive, readOptions } from './options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = readOptions({ readers: '8', before: '3', after: '5' });
const settings = { readers: positive(options, 'readers'), before: positive(options, 'before'), after: positive(options, 'after') };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'bulletin-faults-'));
mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
const [port, cmsPort] = [await freePort(), await freePort()];
const site = `http://127.0.0.1:${port}`;
const launcher = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PORT: String(port), CMS_PORT: String(cmsPort), DATABASE_FILENAME: path.join(dir, 'data.db'), CMS_PUBLIC_DIR: path.join(dir, 'public'), BULLETIN_SEED: 'demo', LOG_LEVEL: 'warn' },
});
let log = '';
launcher.stdout.on('data', (chunk) => (log += chunk));
launcher.stderr.on('data', (chunk) => (log += chunk));

let failed;
try {
  console.log('[faults] npm start on a fresh SQLite database with the demo content…');
  await until(async () => (await fetch(`${site}/api/ready`)).ok, 300_000, 'the site');
  const list = await (await fetch(`${site}/api/articles?limit=20`)).json();
  const pages = list.data.articles.map((a) => `${site}/article/${a.slug}`);
  for (const url of pages) await fetch(url).then((r) => r.text());

  const reads = { ok: 0, failed: 0, slowest: 0, over10s: 0 };
  let reading = true;
  const reader = async () => {
    while (reading) {
      const started = Date.now();
      try {
        const res = await fetch(pages[Math.floor(Math.random() * pages.length)], { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        if (res.status === 200) reads.ok += 1;
        else reads.failed += 1;
      } catch {
        reads.failed += 1;
      }
      const ms = Date.now() - started;
      reads.slowest = Math.max(reads.slowest, ms);
      if (ms > 10_000) reads.over10s += 1;
    }
  };
  const readers = Array.from({ length: settings.readers }, reader);
  await sleep(settings.before * 1000);

  const strapiPid = Number(execFileSync('pgrep', ['-f', '-P', String(launcher.pid), 'strapi.js start']).toString().trim().split('\n')[0]);
  const killedAt = Date.now();
  process.kill(strapiPid, 'SIGKILL');
  console.log(`[faults] Strapi (pid ${strapiPid}) killed with SIGKILL`);
  await until(async () => (await fetch(`${site}/api/ready`)).ok, 120_000, 'Strapi to serve again');
  const backAfter = Date.now() - killedAt;
  await sleep(settings.after * 1000);
  reading = false;
  await Promise.all(readers);

  const total = reads.ok + reads.failed;
  const share = (100 * reads.ok) / total;
  const restarted = /\[start\] Strapi stopped unexpectedly[^\n]*/.exec(log)?.[0] ?? '(no restart line)';
  console.log(restarted);
  console.log(`[faults] cached page reads: ${reads.ok} of ${total} succeeded (${share.toFixed(3)} %), slowest ${reads.slowest} ms, over 10 s: ${reads.over10s}`);
  console.log(`[faults] Strapi served again ${(backAfter / 1000).toFixed(1)} s after the kill`);
  failed = share < 99.9 || reads.over10s > 0;
  if (failed) console.error('[faults] a target is missed: at least 99.9 % of cached reads, none over 10 s');
} catch (error) {
  console.error(`[faults] ${error.message}\n${log.slice(-3000)}`);
  failed = true;
} finally {
  if (launcher.exitCode === null) {
    process.kill(-launcher.pid, 'SIGTERM');
    await new Promise((r) => launcher.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
