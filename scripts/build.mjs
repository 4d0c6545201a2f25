// Builds what is missing or out of date: the workspace packages first (tsc, ESM + CommonJS: every other part
// imports them), adapters and cms server code (tsc), the frontend (vite), and with --admin the Strapi admin panel
// (slow, only when missing). Used by `npm start`, `npm test`, `npm run typecheck` (`--only=packages`),
// `npm run import` and `npm run test:unit` (`--only=cms`: the unit tests of cms/config read its built files).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isStale, root, run } from './lib.mjs';

const withAdmin = process.argv.includes('--admin');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const strapi = path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
// Update checks are off in cms/config/server.ts; the old variable would only make Strapi warn.
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: undefined };
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

// The workspace packages every other part imports — @bulletin/contract (browser-safe) and @bulletin/images (Node):
// dist/esm (adapters, Vite, Vitest) and dist/cjs (Strapi's CommonJS), each marked with its module type so Node
// reads the .js files right whatever the package's own type.
for (const name of ['contract', 'images']) {
  const dir = `packages/${name}`;
  const sources = [`${dir}/src`, `${dir}/package.json`, `${dir}/tsconfig.json`, `${dir}/tsconfig.cjs.json`];
  if (!isStale(`${dir}/dist/cjs/index.js`, sources)) continue;
  console.log(`[build] ${name}`);
  const dist = path.join(root, dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', `${dir}/tsconfig.json`]);
  await run(process.execPath, [tsc, '-p', `${dir}/tsconfig.cjs.json`]);
  for (const [sub, type] of [['esm', 'module'], ['cjs', 'commonjs']]) {
    mkdirSync(path.join(dist, sub), { recursive: true });
    writeFileSync(path.join(dist, sub, 'package.json'), `${JSON.stringify({ type })}\n`);
  }
}
if (only === 'packages') process.exit(0);

if (only !== 'cms' && isStale('adapters/dist/server.js', ['adapters/src', 'adapters/tsconfig.json', 'packages/contract/dist', 'packages/images/dist'])) {
  console.log('[build] adapters');
  rmSync(path.join(root, 'adapters/dist'), { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', 'adapters/tsconfig.json']);
}

if (withAdmin && isStale('cms/dist/build/index.html', ['cms/package.json'])) {
  console.log('[build] cms with the Strapi admin panel (first time: a few minutes)');
  await run(process.execPath, [strapi, 'build'], { cwd: path.join(root, 'cms'), env: { ...env, NODE_ENV: 'production' } });
} else if (isStale('cms/dist/src/index.js', ['cms/src', 'cms/config', 'cms/types', 'cms/tsconfig.json', 'packages/contract/dist', 'packages/images/dist'])) {
  console.log('[build] cms server');
  rmSync(path.join(root, 'cms/dist/src'), { recursive: true, force: true });
  rmSync(path.join(root, 'cms/dist/config'), { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', 'cms/tsconfig.json']);
}

// `--only=cms`: the packages and Strapi's server code (what `npm run import` runs).
if (only === 'cms') process.exit(0);

const frontendSources = ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json', 'packages/contract/dist'];
if (isStale('frontend/dist/index.html', frontendSources)) {
  console.log('[build] frontend');
  await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'frontend') });
}

// The server entry the adapters render reader pages with (adapters/src/pages): frontend/dist-ssr, never served.
if (isStale('frontend/dist-ssr/entry-server.js', frontendSources)) {
  console.log('[build] frontend server entry');
  await run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: path.join(root, 'frontend') });
}
