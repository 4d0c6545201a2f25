// One answer exactly as it travels: status, headers in their order and the raw (still compressed) body.
import http from 'node:http';

/** Headers about one connection or one moment, which a replay must not copy. */
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headers: [string, string][], body: Buffer }>}
 */
export function capture(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const pairs = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The headers a replay sends: everything but per-connection ones, and the body's real length. */
export function replayHeaders(answer) {
  const kept = answer.headers.filter(([name]) => !PER_CONNECTION.has(name.toLowerCase()) && name.toLowerCase() !== 'content-length');
  return [...kept, ['Content-Length', String(answer.body.length)]];
}

/** How an answer travelled: its Content-Encoding (or "identity") and its size on the wire. */
export function encodingOf(answer) {
  const header = answer.headers.find(([name]) => name.toLowerCase() === 'content-encoding');
  return { encoding: header ? header[1] : 'identity', bytes: answer.body.length };
}
