// The product as an operator runs it for the fault bench: `npm start` (scripts/start.mjs, whose supervisor restarts a
// child that dies) on a fresh database with the demo content, signed-in as its admin. The children's process ids are
// looked up when needed: a restarted child has a new one.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../processes.mjs';
import { ADMIN } from '../scale/stack.mjs';
import { root } from '../support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check()` is true; throws after `timeoutMs`, naming `what`. */
export async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `npm start` on `database` (bench/scale/stack.mjs `createDatabase`); `env`: settings of this run. */
export async function startSite(database, env = {}) {
  mkdirSync(path.join(database.dir, 'public', 'uploads'), { recursive: true });
  const [port, cmsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const launcher = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      CMS_PUBLIC_DIR: path.join(database.dir, 'public'),
      BULLETIN_SEED: 'demo',
      BULLETIN_ADMIN_EMAIL: ADMIN.email,
      BULLETIN_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
      ...(database.client === 'postgres'
        ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url }
        : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename }),
    },
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-200_000));
  launcher.stdout.on('data', keep);
  launcher.stderr.on('data', keep);
  await until(async () => (await fetch(`${url}/api/ready`)).ok, 600_000, 'the site to start');
  const login = await (await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })).json();
  if (!login.success) throw new Error(`admin sign-in failed: ${JSON.stringify(login)}`);

  /** The process id of the supervised child whose command line contains `pattern`. */
  const pidOf = (pattern) => Number(execFileSync('pgrep', ['-f', '-P', String(launcher.pid), pattern]).toString().trim().split('\n')[0]);
  return {
    url,
    token: login.token ?? login.data?.token,
    log: () => log,
    strapiPid: () => pidOf('strapi.js start'),
    adaptersPid: () => pidOf('adapters/dist/server.js'),
    /** Resident memory of a process in MB, from /proc. */
    rssMb: (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024),
    async stop() {
      if (launcher.exitCode !== null) return;
      process.kill(-launcher.pid, 'SIGTERM');
      await new Promise((resolve) => launcher.once('exit', resolve));
    },
  };
}
