// Shared helpers for the repo scripts (build, start, generators), the benchmarks and the test stacks: run a command,
// check whether outputs are stale, write a generated file only when it changed, a throw-away Strapi's environment.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
export function isStale(output, inputs) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/**
 * Where Strapi sends purge notices when PURGE_URL is not set: the adapters on PORT of this machine. `npm start`
 * and `npm run import` (a second Strapi on the same database) must agree, so both ask here.
 */
export function purgeUrlFor(env) {
  return env.PURGE_URL || `http://127.0.0.1:${Number(env.PORT ?? 5000)}/internal/purge`;
}

/**
 * Writes `text` to `file` (making its folder) unless the file already holds exactly that; with `check`, writes
 * nothing. True when the file was (or, with `check`, would be) rewritten: generated files keep their dates, so
 * builds that compare dates do not run again for nothing.
 */
export function writeIfChanged(file, text, { check = false } = {}) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) return false;
  if (!check) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return true;
}

/**
 * The environment of a throw-away Strapi (a benchmark's, a test's): this process's, in production, no telemetry,
 * and fresh secrets of its own. Update checks are off in cms/config/server.ts; the old variable would only make
 * Strapi warn, so it is removed.
 */
export function throwawayStrapiEnv(base = process.env) {
  const secret = () => randomBytes(16).toString('base64');
  return {
    ...base,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: undefined,
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}
