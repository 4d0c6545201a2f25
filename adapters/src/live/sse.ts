import type { ServerResponse } from 'node:http';
import { NO_STORE } from '../middleware/cache-control.js';
import type { Sink } from './channel.js';
import { SSE_PREAMBLE } from './events.js';

/**
 * Starts a Server-Sent Events answer on `res` and gives the channel its sink. Never kept by a cache
 * (`private, no-store`; the read cache passes `/api/live/:slug/stream` to Express, which is not a public read),
 * never compressed (middleware/compression.ts leaves `text/event-stream` alone, so each event leaves at once), never
 * buffered by nginx (`X-Accel-Buffering: no`). Headers go out at once, so the browser's EventSource opens. A
 * stream on whose socket nothing is written or read for `idleMs` is closed.
 */
export function openEventStream(res: ServerResponse, idleMs: number): Sink {
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('X-Accel-Buffering', 'no');
  res.removeHeader('Content-Length');
  res.writeHead(200);
  res.flushHeaders();
  // An idle time-out: the hub writes every stream a heartbeat each beat, so only a stream nothing reaches any more
  // (its reader gone without a word, its catch-up stuck) stays idle this long. It is closed; a browser reconnects.
  res.socket?.setTimeout(idleMs, () => res.destroy());
  res.socket?.setNoDelay(true);
  res.write(SSE_PREAMBLE);
  return {
    write: (text) => void res.write(text),
    backlog: () => res.writableLength,
    close: () => res.end(),
  };
}
