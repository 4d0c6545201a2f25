// The product for a benchmark: Strapi + the adapters (read cache on) from tests/support/stack.ts, plus a
// second adapters process on the same Strapi with the cache off (READ_CACHE_MAX_BYTES=0): "cold" reads.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { importSupport, root } from './support.mjs';
import { freePort, stopChild } from './processes.mjs';

/** A fresh PostgreSQL database on `serverUrl`, dropped by `drop()`. */
async function freshDatabase(serverUrl) {
  const name = `bulletin_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The cache-off adapters process; resolves once /api/health answers. */
async function startColdAdapters(env) {
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'adapters/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${env.PORT}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`cold adapters exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((res) => res.status < 500, () => false);
    if (ok) return { url, child, stop: () => stopChild(child) };
  }
  child.kill('SIGKILL');
  throw new Error(`cold adapters did not answer:\n${output}`);
}

/**
 * @param {{ postgresServer?: string, seed?: boolean, extraEnv?: Record<string, string> }} options PostgreSQL server URL
 *   (a fresh database is made on it and dropped afterwards), else a temporary SQLite file; `seed` loads the demo
 *   content; `extraEnv`: settings of Strapi and the cache-on adapters (an SMTP_URL, a mail rate).
 * @returns {Promise<{ cmsUrl: string, warmUrl: string, coldUrl: string, database: string, env: Record<string, string>, admin: {email: string, password: string}, stop(): Promise<void> }>}
 */
export async function startBenchStack({ postgresServer, seed = true, extraEnv = {} } = {}) {
  // Ctrl-C or SIGTERM: stop the servers and drop the database before leaving (once they are up, if booting).
  let onSignal = null;
  let pendingSignal = null;
  const signalled = (signal) => (onSignal ? onSignal(signal) : (pendingSignal = signal));
  process.on('SIGINT', signalled).on('SIGTERM', signalled);
  try {
    const running = await boot(postgresServer, seed, extraEnv);
    onSignal = (signal) => {
      console.error(`\n[bench] ${signal}: stopping the servers…`);
      void running.stop().finally(() => process.exit(130));
    };
    if (pendingSignal) onSignal(pendingSignal);
    const stop = running.stop;
    running.stop = () => (process.off('SIGINT', signalled).off('SIGTERM', signalled), stop());
    return running;
  } catch (error) {
    process.off('SIGINT', signalled).off('SIGTERM', signalled);
    throw error;
  }
}

async function boot(postgresServer, seed, extraEnv) {
  const { startStack, ADMIN } = await importSupport('stack');
  const db = postgresServer ? await freshDatabase(postgresServer) : null;
  // Both adapters processes and Strapi share these; PURGE_SECRET is how Strapi's purge notices are signed.
  const shared = {
    PURGE_SECRET: randomBytes(32).toString('hex'),
    ...(db ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url } : {}),
  };
  let stack;
  try {
    stack = await startStack({ seed, extraEnv: { ...extraEnv, ...shared } });
  } catch (error) {
    await db?.drop();
    throw error;
  }
  let cold;
  try {
    cold = await startColdAdapters({
      ...process.env,
      ...shared,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      CMS_PORT: new URL(stack.cmsUrl).port,
      READ_CACHE_MAX_BYTES: '0',
    });
  } catch (error) {
    await stack.stop();
    await db?.drop();
    throw error;
  }
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await cold.stop();
      await stack.stop();
      await db?.drop();
    })());
  return {
    cmsUrl: stack.cmsUrl,
    warmUrl: stack.siteUrl,
    coldUrl: cold.url,
    database: db ? 'postgres' : 'sqlite',
    // The database both processes use (DATABASE_FILENAME or DATABASE_URL), for a bench that writes to it directly.
    env: stack.env,
    admin: ADMIN,
    stop,
  };
}
