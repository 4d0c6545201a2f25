// Shared helpers for the repo scripts (build, start): run a command, check whether outputs are stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
