import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { supervise, type Supervised } from '../../../scripts/supervisor.mjs';

/**
 * `npm start`'s supervisor (docs/decisions/0024-supervisor-and-stale-if-error.md), with real child processes: one
 * that stops unexpectedly is started again after a back-off, a crash loop gives up with a clear message, and a
 * stop ends the child gracefully without a restart.
 */
const node = (script: string) => () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

describe('supervisor', () => {
  let dir: string;
  let running: Supervised | null = null;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'supervisor-'));
  });
  afterEach(async () => {
    await running?.stop('SIGKILL', 1000);
    running = null;
    await rm(dir, { recursive: true, force: true });
  });

  it('a child killed with SIGKILL is started again, and the log says why', async () => {
    const lines: string[] = [];
    const children: ChildProcess[] = [];
    running = supervise({
      name: 'worker',
      spawnChild: node('setInterval(() => {}, 1000)'),
      minBackoffMs: 50,
      onStart: (child) => children.push(child),
      log: (line) => lines.push(line),
    });
    await until(() => children[0]?.pid !== undefined);
    const first = children[0]!;
    process.kill(first.pid!, 'SIGKILL');
    await until(() => children.length === 2);

    expect(children[1]!.pid).not.toBe(first.pid);
    expect(running.child).toBe(children[1]);
    expect(running.child!.exitCode).toBeNull();
    expect(lines).toEqual([expect.stringMatching(/^\[start\] worker stopped unexpectedly \(killed by SIGKILL after [\d.]+ m?s\); restarting in 50 ms \(restart 1 of at most 5/)]);
  });

  it('a child that keeps failing is given up after the bounded number of restarts, with a clear message', async () => {
    const counter = path.join(dir, 'starts');
    await writeFile(counter, '');
    const lines: string[] = [];
    let gaveUp = '';
    running = supervise({
      name: 'worker',
      spawnChild: node(`require('fs').appendFileSync(${JSON.stringify(counter)}, 'x'); process.exit(3)`),
      minBackoffMs: 10,
      maxBackoffMs: 40,
      maxRestarts: 3,
      windowMs: 60_000,
      onGiveUp: (message) => (gaveUp = message),
      log: (line) => lines.push(line),
    });
    await until(() => gaveUp !== '');

    expect(running.gaveUp).toBe(true);
    expect(gaveUp).toMatch(/^worker stopped 4 times within 60 s \(last: exit code 3 after [\d.]+ m?s\); giving up/);
    // The first start and three restarts, nothing after giving up.
    await new Promise((r) => setTimeout(r, 200));
    expect((await readFile(counter, 'utf8')).length).toBe(4);
    // The back-off doubles: 10, 20, then capped at 40 ms.
    expect(lines.slice(0, 3).map((line) => /restarting in ([\d.]+ m?s)/.exec(line)?.[1])).toEqual(['10 ms', '20 ms', '40 ms']);
    expect(lines.filter((line) => line.includes('restarting in'))).toHaveLength(3);
  });

  it('stop ends the child gracefully (its SIGTERM handler runs) and nothing restarts it', async () => {
    const marker = path.join(dir, 'stopped');
    const children: ChildProcess[] = [];
    running = supervise({
      name: 'worker',
      spawnChild: node(`process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'flushed'); process.exit(0); }); setInterval(() => {}, 1000)`),
      minBackoffMs: 10,
      onStart: (child) => children.push(child),
      log: () => undefined,
    });
    await new Promise((r) => setTimeout(r, 300));
    await running.stop('SIGTERM', 5000);
    await exited(children[0]!);

    expect(await readFile(marker, 'utf8')).toBe('flushed');
    await new Promise((r) => setTimeout(r, 100));
    expect(children).toHaveLength(1);
  });

  it('a child that ignores SIGTERM is killed after the grace period', async () => {
    const lines: string[] = [];
    // The child says when its SIGTERM handler is in place: on a busy machine it may take longer than any fixed wait.
    let handlerInstalled!: () => void;
    const installed = new Promise<void>((resolve) => (handlerInstalled = resolve));
    running = supervise({
      name: 'stubborn',
      spawnChild: () => {
        const child = spawn(process.execPath, ['-e', `process.on('SIGTERM', () => {}); process.stdout.write('ready'); setInterval(() => {}, 1000)`], { stdio: ['ignore', 'pipe', 'ignore'] });
        child.stdout.once('data', () => handlerInstalled());
        return child;
      },
      log: (line) => lines.push(line),
    });
    await installed;
    const child = running.child!;
    await running.stop('SIGTERM', 300);
    expect(child.signalCode).toBe('SIGKILL');
    expect(lines).toEqual(['[start] stubborn did not stop within 300 ms; killing it']);
  });
});
