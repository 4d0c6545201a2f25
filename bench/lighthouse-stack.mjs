// The built product on a fresh SQLite database with the demo content, for `npm run lighthouse`: Strapi (server
// code, no admin panel) and the adapters serving frontend/dist, on free ports, removed afterwards. The same
// settings as tests/support/stack.ts, in plain JavaScript so a script can run it without a TypeScript step.
// Run on its own (`node bench/lighthouse-stack.mjs`) it prints the site's address and runs until Ctrl-C.
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launch, stopChild, strapiEnv, waitFor } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Boots the stack; `extraEnv` overrides any setting. Returns the site's address and `stop()`. */
export async function startLighthouseStack(extraEnv = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-lighthouse-'));
  await mkdir(path.join(dir, 'public', 'uploads'), { recursive: true });
  const cmsPort = await freePort();
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const env = {
    ...strapiEnv(),
    CMS_PORT: String(cmsPort),
    CMS_HOST: '127.0.0.1',
    CMS_SERVE_ADMIN: 'false',
    CMS_STARTUP_BANNER: 'false',
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    BULLETIN_ADMIN_EMAIL: 'admin@bulletin.test',
    BULLETIN_ADMIN_PASSWORD: `Admin-${randomBytes(6).toString('hex')}`,
    BULLETIN_SEED: 'demo',
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    PUBLIC_URL: siteUrl,
    PURGE_SECRET: randomBytes(24).toString('hex'),
    PURGE_URL: `${siteUrl}/internal/purge`,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    ...extraEnv,
  };
  const cms = launch([path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], path.join(root, 'cms'), env);
  let adapters = null;
  const stop = async () => {
    if (adapters) await stopChild(adapters.child);
    await stopChild(cms.child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${cmsPort}/_health`, cms, 300_000);
    adapters = launch([path.join(root, 'adapters/dist/server.js')], root, env);
    await waitFor(`${siteUrl}/api/health`, adapters, 300_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { siteUrl, cmsUrl: `http://127.0.0.1:${cmsPort}`, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stack = await startLighthouseStack();
  console.log(`Bulletin (demo content) on ${stack.siteUrl} — Ctrl-C stops it`);
  const quit = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
