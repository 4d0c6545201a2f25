import { Agent, createServer, request, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the Express app, read in full, uncompressed. */
export type FilledAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * The only header of the reader's request a fill sends: the answer is made for everyone, so it carries what the
 * answer depends on and nothing else. That is the protocol the reader used behind a TLS proxy (HSTS,
 * middleware/security-headers.ts, when TRUST_PROXY trusts it). No route reads another header for a public answer:
 * tokens and cookies are the reader's own, Accept-Encoding and the validators are the cache's (send-answer.ts),
 * and any other header (a 16 kB block of them) would only make the fill too large for the loopback listener.
 */
const ANSWER_DEPENDS_ON = ['x-forwarded-proto'] as const;
/** A longer value is no protocol list: not sent. */
const MAX_VALUE_LENGTH = 64;

/** The headers a fill sends for a reader's request (see ANSWER_DEPENDS_ON). */
export function fillHeaders(readerHeaders: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ANSWER_DEPENDS_ON) {
    const value = readerHeaders[name];
    if (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) headers[name] = value;
  }
  return headers;
}

/** How long an unused loopback connection is kept open. */
const IDLE_MS = 30_000;
/** Errors of a request sent on a kept-alive connection the other side had just closed. */
const RACED = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Asks the Express app for a public answer over a private loopback listener, exactly as a reader's request
 * would be answered (every middleware, every header), but with none of the reader's headers but `fillHeaders`.
 * Express rewrites the prototypes of the request and response it is given, so an in-process fake request
 * cannot capture its answer; a loopback hop costs well under a millisecond and happens only on a miss.
 */
export async function createFiller(app: RequestListener) {
  const server: Server = createServer(app);
  // Idle loopback connections are closed by this side (the agent's timeout), never by the server under a request.
  server.keepAliveTimeout = IDLE_MS * 2;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_MS });

  function ask(path: string, headers: Record<string, string>, retried: boolean): Promise<FilledAnswer> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const out: Record<string, string> = {};
          // The fill's own request id is not the answer's: each request that gets it has its own.
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && name !== 'x-request-id') out[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection closed by the other side as this request went out on it: the GET never reached
        // the app, so it is sent once more on a new connection (Node's documented keep-alive race, `reusedSocket`).
        if (req.reusedSocket && !retried && RACED.has(error.code ?? '')) resolve(ask(path, headers, true));
        else reject(error);
      });
      req.end();
    });
  }

  function fill(path: string, readerHeaders: IncomingHttpHeaders): Promise<FilledAnswer> {
    return ask(path, fillHeaders(readerHeaders), false);
  }

  return {
    fill,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
