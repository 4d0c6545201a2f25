// Builds what is missing or out of date: adapters and cms server code (tsc), the frontend (vite),
// and with --admin the Strapi admin panel (slow, only when missing). Used by `npm start` and `npm test`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { isStale, root, run } from './lib.mjs';

const withAdmin = process.argv.includes('--admin');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const strapi = path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true' };

if (isStale('adapters/dist/server.js', ['adapters/src', 'adapters/tsconfig.json'])) {
  console.log('[build] adapters');
  rmSync(path.join(root, 'adapters/dist'), { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', 'adapters/tsconfig.json']);
}

if (withAdmin && isStale('cms/dist/build/index.html', ['cms/package.json'])) {
  console.log('[build] cms with the Strapi admin panel (first time: a few minutes)');
  await run(process.execPath, [strapi, 'build'], { cwd: path.join(root, 'cms'), env: { ...env, NODE_ENV: 'production' } });
} else if (isStale('cms/dist/src/index.js', ['cms/src', 'cms/config', 'cms/tsconfig.json'])) {
  console.log('[build] cms server');
  rmSync(path.join(root, 'cms/dist/src'), { recursive: true, force: true });
  rmSync(path.join(root, 'cms/dist/config'), { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', 'cms/tsconfig.json']);
}

const frontendSources = ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json', 'adapters/src/schemas'];
if (isStale('frontend/dist/index.html', frontendSources)) {
  console.log('[build] frontend');
  await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'frontend') });
}

// The server entry the adapters render reader pages with (adapters/src/pages): frontend/dist-ssr, never served.
if (isStale('frontend/dist-ssr/entry-server.js', frontendSources)) {
  console.log('[build] frontend server entry');
  await run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: path.join(root, 'frontend') });
}
