import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createStrapiConnection, strapiPerRequest, type StrapiClient } from '../../../../adapters/src/strapi/client.js';
import { toEnvelope, UnauthorizedError } from '../../../../adapters/src/http/errors.js';
import { cmsReachability } from '../../../../adapters/src/strapi/reachability.js';

/**
 * The per-request Strapi client: what it sends for a caller (token, address, body type) and when it stops.
 * The "Strapi" here is a recording HTTP server; the real one is exercised by tests/integration.
 */
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
let seen: Seen[] = [];
let upstream: Server;
let base = '';
/** Calls to /slow are answered only when this is called (never, for the abort test). */
const slow: Array<() => void> = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
      if (req.url?.startsWith('/api/slow')) slow.push(answer);
      else if (req.url?.startsWith('/api/away')) res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '30' }).end('{"data":null,"error":{"status":503,"message":"The database is unavailable"}}');
      else if (req.url?.startsWith('/api/proxy-')) res.writeHead(Number(req.url.slice('/api/proxy-'.length, '/api/proxy-'.length + 3)), { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      else if (req.url?.startsWith('/api/missing')) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Article not found"}}');
      else answer();
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const answer of slow) answer();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('a caller-bound client', () => {
  it('sends the token, the address and a JSON body, and reads the answer', async () => {
    seen = [];
    const strapi = createStrapiConnection(base, 5_000)({ token: 'abc.def', clientIp: '203.0.113.7' });
    expect(await strapi.put('/articles/x', { data: { title: 'T' } })).toEqual({ data: { ok: true } });
    await strapi.get('/articles', { filters: { slug: { $eq: 'a b' } }, skip: null });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/articles/x', body: '{"data":{"title":"T"}}' });
    expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer abc.def', 'x-forwarded-for': '203.0.113.7', 'content-type': 'application/json' });
    expect(seen[1]!.url).toBe('/api/articles?filters[slug][$eq]=a%20b');
    expect(seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('sends no token as an anonymous reader, keeping the address', async () => {
    seen = [];
    const strapi = createStrapiConnection(base, 5_000)({ token: 'abc.def', clientIp: '203.0.113.7' });
    await strapi.as(null).post('/articles/x/view');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends a form as multipart, with its own content type', async () => {
    seen = [];
    const form = new FormData();
    form.append('files', new Blob(['x'], { type: 'image/png' }), 'image.png');
    await createStrapiConnection(base, 5_000)({ token: 't' }).post('/upload', form);
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('is a 401 when a signed-in call has no token, before anything is sent', () => {
    seen = [];
    const strapi = createStrapiConnection(base, 5_000)({ clientIp: '203.0.113.7' });
    expect(() => strapi.signedIn()).toThrow(UnauthorizedError);
    expect(toEnvelope(catchError(() => strapi.signedIn())).body.message).toBe('Please sign in');
    expect(seen).toEqual([]);
  });

  it("turns Strapi's error into the typed error", async () => {
    const err = await createStrapiConnection(base, 5_000)().get('/missing').catch((e: unknown) => e);
    expect(toEnvelope(err)).toEqual({ status: 404, body: { success: false, message: 'Article not found' } });
  });
});

describe('Strapi answering that its database is away', () => {
  it('is the 503 of content away, with its own words, not a 502 of a fault', async () => {
    const err = await createStrapiConnection(base, 5_000)().get('/away').catch((e: unknown) => e);
    expect(toEnvelope(err)).toMatchObject({ status: 503, body: { success: false, message: 'The content service is unavailable; please try again shortly' } });
  });

  it.each([502, 504])('is the same 503 when a proxy in front of Strapi answers %i, and Strapi counts as away until it answers', async (status) => {
    const connection = createStrapiConnection(base, 5_000);
    let recovered = 0;
    const stop = cmsReachability.onRecovery(() => (recovered += 1));
    try {
      const err = await connection().get(`/proxy-${status}`).catch((e: unknown) => e);
      expect(toEnvelope(err)).toMatchObject({ status: 503, body: { success: false, message: 'The content service is unavailable; please try again shortly' } });
      expect(cmsReachability.reachable).toBe(false);
      await connection().get('/articles');
      expect(recovered).toBe(1);
    } finally {
      stop();
    }
  });
});

describe('strapiPerRequest', () => {
  async function serve(handler: (client: StrapiClient, res: express.Response) => Promise<void> | void, readTimeoutMs = 5_000) {
    const app = express();
    app.set('trust proxy', true);
    app.use(strapiPerRequest(createStrapiConnection(base, 5_000), readTimeoutMs));
    app.get('/x', (_req, res) => void handler(res.locals.strapi, res));
    app.post('/x', (_req, res) => void handler(res.locals.strapi, res));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x` };
  }

  it("binds each request's bearer token, address and User-Agent", async () => {
    seen = [];
    const { server, url } = await serve(async (strapi, res) => {
      await strapi.get('/articles');
      res.json({ token: strapi.token });
    });
    const answer = await fetch(url, { headers: { authorization: 'Bearer tok-1', 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Reader/1.0' } });
    expect(await answer.json()).toEqual({ token: 'tok-1' });
    // The browser's User-Agent too: a view counts once per visitor (address and browser).
    expect(seen[0]!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Reader/1.0' });
    const other = await fetch(url, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(await other.json()).toEqual({ token: null });
    server.close();
  });

  it('stops the calls made for a caller who went away', async () => {
    let outcome: unknown = 'pending';
    const { server, url } = await serve(async (strapi) => {
      outcome = await strapi.get('/slow').then(
        () => 'answered',
        (err: unknown) => toEnvelope(err).status,
      );
    });
    const leaving = new AbortController();
    const request = fetch(url, { signal: leaving.signal }).catch(() => 'left');
    await until(() => slow.length > 0);
    leaving.abort();
    expect(await request).toBe('left');
    await until(() => outcome !== 'pending');
    // The call was cut (the client reports Strapi unreachable) rather than left waiting for its answer.
    expect(outcome).toBe(502);
    server.close();
  });

  it('gives all the calls of a read one deadline, then a 503: a hanging Strapi costs a reader a bounded wait', async () => {
    const { server, url } = await serve(async (strapi, res) => {
      const started = Date.now();
      // A read makes two calls in turn, each of which alone may wait up to the 5 s call timeout; a write makes one.
      const calls = res.req.method === 'GET' ? strapi.get('/slow').then(() => strapi.get('/slow')) : strapi.get('/slow');
      const outcome = await calls.then(
        () => 'answered',
        (err: unknown) => toEnvelope(err).status,
      );
      res.json({ outcome, ms: Date.now() - started });
    }, 300);
    const answer = (await (await fetch(url)).json()) as { outcome: number; ms: number };
    expect(answer.outcome).toBe(503);
    expect(answer.ms).toBeLessThan(2_000);

    // A write keeps the per-call timeout (an upload may take long): still waiting after the read deadline.
    let written = 'pending';
    const waiting = slow.length;
    const post = fetch(url, { method: 'POST' });
    await until(() => slow.length > waiting);
    await new Promise((resolve) => setTimeout(resolve, 600));
    slow.pop()!();
    void post.then(async (res) => (written = String((await res.json()).outcome)));
    await until(() => written !== 'pending');
    expect(written).toBe('answered');
    server.close();
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return null;
}

async function until(done: () => boolean) {
  for (let i = 0; i < 500 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
