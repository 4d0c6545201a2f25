import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../../adapters/src/live/sse.js';

/**
 * A live stream's socket (adapters/src/live/sse.ts): a stream nothing is written to for its idle time is closed;
 * the heartbeat keeps a stream busy, so it stays open. Real sockets over the loopback.
 */
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const IDLE_MS = 200;

async function serve() {
  server = createServer((req, res) => {
    const sink = openEventStream(res, IDLE_MS);
    if (req.url === '/beating') {
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), IDLE_MS / 4);
      res.on('close', () => clearInterval(beat));
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Opens a stream; resolves with how long it stayed open, or 'open' if it still is after `waitMs`. */
function openFor(url: string, waitMs: number): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = get(url, { agent: false }, (res) => {
      res.resume();
      const timer = setTimeout(() => {
        resolve('open');
        req.destroy();
      }, waitMs);
      res.on('close', () => {
        clearTimeout(timer);
        resolve(Date.now() - started);
      });
    });
    req.on('error', reject);
  });
}

describe('an event stream', () => {
  it('that nothing is written to is closed once its idle time has passed', async () => {
    const base = await serve();
    const lasted = await openFor(`${base}/quiet`, 5 * IDLE_MS);
    expect(lasted).not.toBe('open');
    expect(lasted).toBeGreaterThanOrEqual(IDLE_MS - 20);
  });

  it('that gets its heartbeat stays open', async () => {
    const base = await serve();
    expect(await openFor(`${base}/beating`, 5 * IDLE_MS)).toBe('open');
  });
});
