/**
 * The product for the scale benchmark: a database of our own (a new PostgreSQL database on the server, or a
 * SQLite file), and the built Strapi + adapters started on it with the read cache off — the same processes
 * and settings as tests/support/stack.ts, but the database outlives a start so data can be generated into it
 * between two starts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launch as start, stopChild, strapiEnv, waitFor } from '../processes.mjs';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@bulletin.test', password: 'Admin-Pass-123' };

/** A fresh database: `{ client, url | filename, drop() }`. */
export async function createDatabase(db, serverUrl) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-scale-'));
  if (db === 'sqlite') {
    const filename = path.join(dir, 'data.db');
    return { client: 'sqlite', dir, filename, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `bulletin_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    dir,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Starts Strapi and the adapters (read cache off) on `database`; `stop()` ends both. */
export async function startProduct(database, options = {}) {
  await mkdir(path.join(database.dir, 'public', 'uploads'), { recursive: true });
  const [cmsPort, apiPort] = [await freePort(), await freePort()];
  const env = {
    ...strapiEnv(),
    PURGE_SECRET: randomBytes(24).toString('hex'),
    CMS_PORT: String(cmsPort),
    CMS_HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    CMS_STARTUP_BANNER: 'false',
    CMS_PUBLIC_DIR: path.join(database.dir, 'public'),
    BULLETIN_ADMIN_EMAIL: ADMIN.email,
    BULLETIN_ADMIN_PASSWORD: ADMIN.password,
    BULLETIN_SEED: options.seed ? 'demo' : 'none',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    READ_CACHE_MAX_BYTES: '0',
    ...(database.client === 'postgres'
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.filename }),
  };
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const siteUrl = `http://127.0.0.1:${apiPort}`;
  const cms = start([path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], path.join(root, 'cms'), env);
  await waitFor(`${cmsUrl}/_health`, cms, 600_000);
  const adapters = start([path.join(root, 'adapters/dist/server.js')], root, env);
  await waitFor(`${siteUrl}/api/health`, adapters, 600_000);
  return {
    cmsUrl,
    apiUrl: `${siteUrl}/api`,
    async stop() {
      await stopChild(adapters.child, 10_000);
      await stopChild(cms.child, 10_000);
    },
  };
}
