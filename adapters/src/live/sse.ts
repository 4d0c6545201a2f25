import type { ServerResponse } from 'node:http';
import { NO_STORE } from '../middleware/cache-control.js';
import type { Sink } from './channel.js';
import { SSE_PREAMBLE } from './events.js';

/**
 * Starts a Server-Sent Events answer on `res` and gives the channel its sink. Never kept by a cache
 * (`private, no-store`; the read cache passes `/api/live/:slug/stream` to Express, which is not a public read),
 * never compressed (middleware/compression.ts leaves `text/event-stream` alone, so each event leaves at once), never
 * buffered by nginx (`X-Accel-Buffering: no`). Headers go out at once, so the browser's EventSource opens.
 */
export function openEventStream(res: ServerResponse): Sink {
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('X-Accel-Buffering', 'no');
  res.removeHeader('Content-Length');
  res.writeHead(200);
  res.flushHeaders();
  // No idle time-out on this socket: heartbeats keep it busy, and the reader decides when it ends.
  res.socket?.setTimeout(0);
  res.socket?.setNoDelay(true);
  res.write(SSE_PREAMBLE);
  return {
    write: (text) => void res.write(text),
    backlog: () => res.writableLength,
    close: () => res.end(),
  };
}
