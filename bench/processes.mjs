// Child processes for the benchmark scripts: a free port, the environment of a throw-away Strapi, a node process
// with its last output kept, waiting for an address to answer, and a graceful stop (SIGTERM, then SIGKILL after
// `graceMs`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** This process's environment for a throw-away Strapi, with fresh secrets of its own (`strapiEnv()`). */
export { throwawayStrapiEnv as strapiEnv } from '../scripts/lib.mjs';

/** `node <args>` in `cwd`; `log()` is the last 20 kB of its output (also on stderr with STACK_LOGS set). */
export function launch(args, cwd, env) {
  let output = '';
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.STACK_LOGS) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, log: () => output };
}

/** Resolves once `url` answers below 500; fails when the process exits first or after `timeoutMs`. */
export async function waitFor(url, { child, log }, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered:\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}:\n${log()}`);
}

export function stopChild(child, graceMs = 8000) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
