// The faults of `npm run bench:faults`, each tried on purpose under traffic (bench/faults/traffic.mjs) on a site
// from bench/faults/site.mjs, each returning its figures (docs/performance.md#faults).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkWrites, startTraffic } from './traffic.mjs';
import { until } from './site.mjs';
import { retainedMb } from './heap.mjs';
import { memoryVerdict } from './memory.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ready = (site) => async () => (await fetch(`${site.url}/api/ready`, { signal: AbortSignal.timeout(5_000) })).ok;
const notReady = (site) => async () => !(await ready(site)().catch(() => false));

/** Strapi killed with SIGKILL under reads and writes: reads of kept pages go on, every acknowledged write is there. */
export async function killStrapi(site, load, { before, after }) {
  const traffic = startTraffic(site, { ...load, label: 'strapi-kill' });
  await sleep(before * 1000);
  const pid = site.strapiPid();
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  await until(notReady(site), 10_000, 'the site to notice Strapi gone');
  await until(ready(site), 180_000, 'Strapi to serve again');
  const backMs = Date.now() - killedAt;
  await sleep(after * 1000);
  const { reads, writes, acknowledged } = await traffic.stop();
  return { reads, writes, backMs, check: await checkWrites(site, acknowledged) };
}

/** The adapters killed with SIGKILL under reads: the supervisor starts them again and reads resume. */
export async function killAdapters(site, load, { before, after }) {
  const traffic = startTraffic(site, { ...load, writers: 0, label: 'adapters-kill' });
  await sleep(before * 1000);
  const killedAt = Date.now();
  process.kill(site.adaptersPid(), 'SIGKILL');
  await until(async () => traffic.reads.lastFailure > killedAt, 10_000, 'reads to fail while the adapters are gone');
  await until(async () => (await fetch(`${site.url}/`, { signal: AbortSignal.timeout(5_000) })).ok, 180_000, 'the adapters to serve again');
  const backMs = Date.now() - killedAt;
  await sleep(after * 1000);
  const { reads } = await traffic.stop();
  return { reads, backMs };
}

/** `pg_ctl` of the newest PostgreSQL on the machine, run as the postgres user when this is root. */
function pgCtl(dataDir, ...args) {
  const bin = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1);
  const command = [`/usr/lib/postgresql/${bin}/bin/pg_ctl`, '-D', dataDir, ...args];
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-c', command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ')], { stdio: 'ignore' });
  else execFileSync(command[0], command.slice(1), { stdio: 'ignore' });
}

/**
 * PostgreSQL stopped for `seconds` under reads, searches and writes, then started again: kept pages answer
 * throughout, new searches and writes get 503s meanwhile, every acknowledged write is there, and the site recovers
 * without a restart.
 */
export async function stopPostgres(site, load, { before, after, seconds, dataDir }) {
  const traffic = startTraffic(site, { ...load, uncached: 2, label: 'postgres-stop' });
  await sleep(before * 1000);
  // The server is started again with the options it runs with now (its port, socket folder, addresses).
  const running = readFileSync(path.join(dataDir, 'postmaster.opts'), 'utf8').trim();
  const serverOptions = running.slice(running.indexOf(' ') + 1).replace(/"-D" "[^"]*"/, '').trim();
  const stoppedAt = Date.now();
  pgCtl(dataDir, '-m', 'fast', 'stop');
  await sleep(seconds * 1000);
  pgCtl(dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', serverOptions, 'start');
  const startedAt = Date.now();
  await until(ready(site), 120_000, 'the site to be ready again');
  const recoveredMs = Date.now() - startedAt;
  await sleep(after * 1000);
  const { reads, writes, fresh, acknowledged } = await traffic.stop();
  return { reads, writes, fresh, stoppedMs: startedAt - stoppedAt, recoveredMs, check: await checkWrites(site, acknowledged) };
}

/** Mixed traffic for `minutes`: each process's resident memory sampled every 30 s (a new process id after a restart). */
export async function soak(site, load, { minutes }) {
  const traffic = startTraffic(site, { ...load, uncached: 1, writers: 1, writePauseMs: 1000, label: 'soak' });
  const samples = [];
  const retained = [];
  const startedAt = Date.now();
  const endAt = startedAt + minutes * 60_000;
  const elapsed = () => Math.round((Date.now() - startedAt) / 1000);
  // What each process keeps (its heap after a full collection), after the first minute, halfway and at the end.
  const readingsAt = [60, minutes * 30];
  const keep = async () => {
    const [strapi, adapters] = [await retainedMb(site.strapiPid()), await retainedMb(site.adaptersPid())];
    retained.push({ at: elapsed(), strapi: strapi.heapMb, adapters: adapters.heapMb });
  };
  while (Date.now() < endAt) {
    await sleep(Math.min(30_000, Math.max(0, endAt - Date.now())));
    samples.push({ at: elapsed(), strapi: site.rssMb(site.strapiPid()), adapters: site.rssMb(site.adaptersPid()) });
    if (readingsAt.length && elapsed() >= readingsAt[0]) {
      readingsAt.shift();
      await keep();
    }
  }
  await keep();
  const { reads, writes, fresh, acknowledged } = await traffic.stop();
  return {
    reads,
    writes,
    fresh,
    samples,
    retained,
    memory: memoryVerdict(samples, retained, ['strapi', 'adapters']),
    check: await checkWrites(site, acknowledged),
  };
}

/** Every file under `dir`, as relative names. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

/**
 * The uploads folder (a tmpfs the bench mounted) shrunk to what it holds plus `roomKb`, then an article with an image
 * larger than that: a clear error, no partial file, reads unaffected; with room again, the same upload works.
 */
export async function fillDisk(site, load, { uploadsDir, image, roomKb = 256 }) {
  const traffic = startTraffic(site, { ...load, writers: 0, label: 'disk-full' });
  const usedKb = Number(execFileSync('du', ['-sk', uploadsDir]).toString().split('\t')[0]);
  execFileSync('mount', ['-o', `remount,size=${usedKb + roomKb}k`, uploadsDir]);
  const before = filesUnder(uploadsDir);
  const post = async () => {
    const res = await fetch(`${site.url}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${site.token}` },
      body: JSON.stringify({ title: `Disk full ${Date.now()}`, content: '<p>An article with a large image.</p>', category: load.category, status: 'draft', featuredImage: image }),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const full = await post();
  const after = filesUnder(uploadsDir);
  execFileSync('mount', ['-o', `remount,size=${usedKb + 64 * 1024}k`, uploadsDir]);
  const roomAgain = await post();
  const { reads } = await traffic.stop();
  return {
    reads,
    full: { status: full.status, message: full.body?.message ?? null },
    filesLeft: after.filter((file) => !before.includes(file)),
    roomAgain: { status: roomAgain.status },
  };
}
