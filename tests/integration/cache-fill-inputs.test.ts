import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { siteUrl, unique } from '../support/api.js';

/**
 * What a reader's request may carry into the shared answer of the read cache (docs/security.md "Cached answers"):
 * the fill sends none of the reader's headers but the protocol, so an oversized header block cannot make the
 * shared answer fail for everyone waiting on it; and an address keeps only the query parameters its route reads,
 * so junk parameters share the answer without them instead of filling memory with copies.
 */

type Answer = { status: number; headers: Record<string, string>; body: string };

/** One GET over a plain socket with exactly these header lines (no Connection header: the connection stays open). */
function rawGet(path: string, headerLines: string[]): Promise<Answer> {
  const url = new URL(siteUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write([`GET ${path} HTTP/1.1`, `Host: ${url.host}`, ...headerLines, '', ''].join('\r\n'));
    });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return false;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = headers['content-length'];
      const body = data.subarray(end + 4);
      if (length !== undefined && body.length < Number(length)) return false;
      done = true;
      socket.destroy();
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') });
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      finish();
    });
    socket.on('close', () => {
      if (!done && !finish()) reject(new Error(`connection closed before an answer: ${data.toString('latin1').slice(0, 200)}`));
    });
    socket.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}

const padding = (n: number) => `X-Padding: ${'a'.repeat(n)}`;

/** The longest X-Padding value the site accepts on an address of this length (Node's 16 kB header limit). */
async function largestAcceptedPadding(pathLength: number): Promise<number> {
  const probe = `/api/health?x=${'a'.repeat(pathLength - '/api/health?x='.length)}`;
  let low = 8_000;
  let high = 17_000;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if ((await rawGet(probe, [padding(mid)])).status === 431) high = mid;
    else low = mid;
  }
  return low;
}

describe('cache fills and the reader\'s request', () => {
  it('a reader sending a 16 kB header block gets the answer, and so does every reader sharing it', async () => {
    const path = `/api/articles?limit=2&tag=${unique('fill')}`;
    const n = await largestAcceptedPadding(path.length);
    expect(n).toBeGreaterThan(15_000);
    // The big request starts the fill; the plain one, sent at once, waits on the same fill.
    const [big, plain] = await Promise.all([rawGet(path, [padding(n)]), rawGet(path, [])]);
    expect(big.status, big.body).toBe(200);
    expect(plain.status, plain.body).toBe(200);
    expect(JSON.parse(plain.body).data.articles).toEqual([]);
    const after = await rawGet(path, []);
    expect(after.status).toBe(200);
    expect(after.headers['x-cache']).toBe('HIT');
  });

  it('junk query parameters share the answer without them; the parameters a route reads still make their own', async () => {
    const tag = unique('junk');
    const first = await rawGet(`/api/articles?limit=2&tag=${tag}&junk=1`, []);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    for (let i = 2; i <= 5; i += 1) {
      const again = await rawGet(`/api/articles?junk=${i}&tag=${tag}&limit=2&utm_source=${i}`, []);
      expect(again.headers['x-cache'], `junk=${i}`).toBe('HIT');
      expect(again.body).toBe(first.body);
    }
    const other = await rawGet(`/api/articles?limit=3&tag=${tag}&junk=1`, []);
    expect(other.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(other.body).data.limit).toBe(3);

    const q = unique('words');
    const page = await rawGet(`/search?q=${q}&utm_source=a`, []);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await rawGet(`/search?fbclid=b&q=${q}`, [])).headers['x-cache']).toBe('HIT');
  });
});
