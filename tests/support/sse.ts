import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/**
 * A Server-Sent Events client for tests: opens a stream as a browser's EventSource would (node:http, its own
 * socket), parses its events, and lets a test wait for events without fixed sleeps.
 */
export type SseEvent = { id: string; event: string; data: any };

export type Stream = {
  status: number;
  headers: IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** The last `retry:` the server sent (ms), if any. */
  retry?: number;
  /** Resolves once `predicate` holds for the events received so far (checked at every event). */
  until(predicate: (events: SseEvent[]) => boolean): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Parses complete blocks of SSE text; returns the events, the comment count, the last `retry:` and the unfinished rest. */
export function parseSse(text: string): { events: SseEvent[]; comments: number; retry?: number; rest: string } {
  const events: SseEvent[] = [];
  let comments = 0;
  let retry: number | undefined;
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id = '';
    let event = 'message';
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments += 1;
        continue;
      }
      const [field, ...value] = line.split(':');
      const v = value.join(':').replace(/^ /, '');
      if (field === 'retry') retry = Number(v);
      else if (field === 'id') id = v;
      else if (field === 'event') event = v;
      else if (field === 'data') {
        data.push(v);
        any = true;
      }
    }
    if (any) events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }
  return { events, comments, retry, rest };
}

/** Opens `url` as an event stream; rejects with the status and body when the answer is not a stream. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => reject(Object.assign(new Error(`stream answered ${res.statusCode}: ${body}`), { status: res.statusCode, body, headers: res.headers })));
        return;
      }
      const waiters: Array<{ predicate: (events: SseEvent[]) => boolean; resolve: (events: SseEvent[]) => void }> = [];
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const stream: Stream = {
        status: res.statusCode,
        headers: res.headers,
        events: [],
        comments: 0,
        until(predicate) {
          if (predicate(stream.events)) return Promise.resolve(stream.events);
          return new Promise((done) => waiters.push({ predicate, resolve: done }));
        },
        ended: new Promise<void>((done) => (endedResolve = done)),
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const parsed = parseSse(buffer + chunk);
        buffer = parsed.rest;
        stream.comments += parsed.comments;
        if (parsed.retry !== undefined) stream.retry = parsed.retry;
        if (parsed.events.length === 0) return;
        stream.events.push(...parsed.events);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(stream.events)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(stream.events);
          }
        }
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      res.on('error', () => endedResolve());
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The ids (`_id`) of the `entry` events received. */
export const entryIds = (events: SseEvent[]) => events.filter((e) => e.event === 'entry').map((e) => e.data._id as string);
