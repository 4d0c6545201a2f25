// A PostgreSQL server for a benchmark: the one TEST_DATABASE_URL names, or a throw-away cluster of its own started as
// .ci/run starts CI's (initdb and pg_ctl of the newest installed PostgreSQL, trust on the loopback, a free port), as
// the `postgres` user when run as root. `stop()` stops it and removes its folder.
import { execFileSync } from 'node:child_process';
import { chownSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';

/** @returns {Promise<{ url: string, own: boolean, stop(): Promise<void> }>} */
export async function benchPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, own: false, stop: async () => {} };
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql), and TEST_DATABASE_URL is not set');
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-bench-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    chownSync(dir, uid, uid);
  }
  const run = (command, args) =>
    asRoot ? execFileSync('su', ['postgres', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'ignore' }) : execFileSync(command, args, { stdio: 'ignore' });
  const data = path.join(dir, 'data');
  run(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  run(`${bin}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  let stopping;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    own: true,
    stop: () =>
      (stopping ??= (async () => {
        try {
          run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', 'stop']);
        } catch {
          // already stopped
        }
        await rm(dir, { recursive: true, force: true });
      })()),
  };
}
