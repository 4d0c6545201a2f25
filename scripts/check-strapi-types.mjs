// Strapi's content types as TypeScript (cms/types/generated, what `strapi ts:generate-types` writes) must match
// the schemas: this regenerates them into a scratch folder and compares. `--write` updates the committed files
// (after a schema change). Part of `npm run typecheck`.
//
// Fast on purpose: no type check and no Strapi build. The server code is transpiled file by file (TypeScript's
// transpileModule) into the scratch folder, Strapi is created over it and registered (content types, plugins and
// extensions loaded; no database, no HTTP server), and Strapi's own generator writes the definitions.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

const write = process.argv.includes('--write');
const cms = path.join(root, 'cms');
const committed = path.join(cms, 'types/generated');
const scratch = path.join(cms, '.cache/strapi-types');
const require = createRequire(path.join(cms, 'package.json'));
const ts = require('typescript');

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
// Strapi 5 reads logger.updates instead, and warns about the old variable on every start.
delete process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION;

/** Every file under `dir` (relative paths), but `skip`ped folders. */
function filesOf(dir, skip = []) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const file = path.join(rel, name);
      if (skip.includes(file)) continue;
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else out.push(file);
    }
  };
  walk('');
  return out;
}

/** cms/src and cms/config as Strapi loads them from its dist folder: TypeScript transpiled, JSON copied. */
function transpileServer(dist) {
  const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019, esModuleInterop: true };
  for (const part of ['src', 'config']) {
    for (const file of filesOf(path.join(cms, part), ['admin'])) {
      const from = path.join(cms, part, file);
      const to = path.join(dist, part, file);
      mkdirSync(path.dirname(to), { recursive: true });
      if (file.endsWith('.ts')) {
        const { outputText } = ts.transpileModule(readFileSync(from, 'utf8'), { compilerOptions: options, fileName: from });
        writeFileSync(to.replace(/\.ts$/, '.js'), outputText);
      } else if (file.endsWith('.json')) {
        cpSync(from, to);
      }
    }
  }
}

rmSync(scratch, { recursive: true, force: true });
const dist = path.join(scratch, 'dist');
transpileServer(dist);

const { createStrapi } = require('@strapi/strapi');
const { generators } = require('@strapi/typescript-utils');
const app = await createStrapi({ appDir: cms, distDir: dist, autoReload: false, serveAdminPanel: false }).register();
try {
  await generators.generate({
    strapi: app,
    pwd: cms,
    rootDir: path.relative(cms, path.join(scratch, 'types')),
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
} finally {
  app.log.level = 'warn';
  await app.destroy();
}

const fresh = path.join(scratch, 'types/generated');
const names = [...new Set([...readdirSync(fresh), ...(existsSync(committed) ? readdirSync(committed) : [])])].sort();
const stale = names.filter((name) => {
  const a = path.join(fresh, name);
  const b = path.join(committed, name);
  return !existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8');
});

if (write) {
  rmSync(committed, { recursive: true, force: true });
  cpSync(fresh, committed, { recursive: true });
  console.log(stale.length ? `[strapi types] updated ${stale.join(', ')}` : '[strapi types] already up to date');
} else if (stale.length) {
  console.error(`[strapi types] cms/types/generated differs from the schemas: ${stale.join(', ')}`);
  console.error('[strapi types] after a schema change run: node scripts/check-strapi-types.mjs --write');
  process.exitCode = 1;
}
rmSync(scratch, { recursive: true, force: true });
