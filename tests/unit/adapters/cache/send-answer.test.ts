import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../../../../adapters/src/cache/answer-store.js';
import { sendAnswer } from '../../../../adapters/src/cache/send-answer.js';
import { logRequests } from '../../../../adapters/src/middleware/request-log.js';

/** A stored answer as the read cache keeps it, replayed by `sendAnswer` behind the server's request log. */
const body = Buffer.from(JSON.stringify({ success: true, data: [{ title: 'x'.repeat(2000) }] }));
const answer: StoredAnswer = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=0', 'x-content-type-options': 'nosniff', 'content-length': '9', etag: 'W/"old"' },
  body,
  gzip: gzipSync(body),
  br: brotliCompressSync(body),
  etag: 'W/"abc"',
  tags: ['articles'],
  storedAt: Date.now() - 3000,
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(
    logRequests((req, res) => sendAnswer(req, res, answer, 'HIT', req.headers['x-private'] ? { 'cache-control': 'private, no-store' } : undefined)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fetchRaw(headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}/api/articles`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('a stored answer sent', () => {
  it('in the encoding the reader accepts, with its validator, age, X-Cache and the request id', async () => {
    const br = await fetchRaw({ 'accept-encoding': 'gzip, br', 'x-request-id': 'req-1' });
    expect(br.status).toBe(200);
    expect(br.body.equals(answer.br!)).toBe(true);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-length': String(answer.br!.length),
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      etag: 'W/"abc"',
      vary: 'Authorization, Accept-Encoding',
      'x-cache': 'HIT',
      'x-request-id': 'req-1',
    });
    expect(Number(br.headers.age)).toBeGreaterThanOrEqual(3);

    const gzip = await fetchRaw({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(answer.gzip!)).toBe(true);
    expect(gzip.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const plain = await fetchRaw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(body.length));
    expect(plain.body.equals(body)).toBe(true);
  });

  it('as 304 when the reader holds it, the bare head for HEAD, and with a signed-in reader’s private Cache-Control', async () => {
    const revalidated = await fetchRaw({ 'accept-encoding': 'br', 'if-none-match': 'W/"zzz", "abc"' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ etag: 'W/"abc"', 'x-cache': 'HIT' });
    expect(revalidated.headers['content-encoding']).toBeUndefined();

    const head = await fetchRaw({ 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(answer.br!.length));
    expect(head.body.length).toBe(0);

    const signedIn = await fetchRaw({ 'accept-encoding': 'br', 'x-private': '1' });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body.equals(answer.br!)).toBe(true);
    // The stored head is not changed by one reader's overrides.
    expect((await fetchRaw({ 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=0');
  });
});
