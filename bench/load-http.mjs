// The load test's HTTP client: node:http over keep-alive connections (at most `connections` per server), so
// "50 connections" means 50 sockets, and every call ends with an answer or an error — never cut off mid-way.
import http from 'node:http';

/**
 * @param {number} connections sockets per server
 * @returns {(base: string, method: string, path: string, options?: { token?: string, body?: unknown }) =>
 *   Promise<{ status: number, body: any, ms: number, error?: string }>}
 */
export function httpClient(connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (base, method, path, { token, body, userAgent } = {}) =>
    new Promise((resolve) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (userAgent) headers['user-agent'] = userAgent;
      if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const done = (result) => resolve({ ...result, ms: performance.now() - started });
      const req = http.request(`${base}${path}`, { method, headers, agent, timeout: 60_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text for the report
          }
          done({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', (error) => done({ status: 0, body: null, error: String(error) }));
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
      req.on('error', (error) => done({ status: 0, body: null, error: String(error) }));
      req.end(payload);
    });
}

/** p50 / p99 / max of a list of durations in ms. */
export function percentiles(values) {
  if (values.length === 0) return { p50: null, p99: null, max: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1] * 10) / 10 };
}
