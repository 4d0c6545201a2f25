import type { LiveFrame } from './events.js';

/**
 * One live story's fan-out in this adapters process: the events of the story from sequence number `first` on (a
 * bounded buffer, in memory; a deleted entry's earlier events are dropped from it) and the streams open on it. An event is made once and written to every stream;
 * a reader who reconnects with a `Last-Event-ID` the buffer covers is answered from memory. Pure (no I/O):
 * tests/unit/adapters/live/channel.test.ts.
 */
/** Events kept for reconnecting readers. */
export const BUFFER_EVENTS = 1000;
/** A stream that has not taken this much yet is too slow: it is closed, and the browser reconnects from its last id. */
export const MAX_BACKLOG_BYTES = 1024 * 1024;

/** Where a stream's bytes go (an HTTP response in the hub, a list in tests). */
export type Sink = { write(text: string): void; backlog(): number; close(): void };

export type Subscriber = { sink: Sink; lastSent: number; queue: LiveFrame[] | null };

export type Channel = ReturnType<typeof createChannel>;

/**
 * A channel whose readers have seen everything up to `from`; `ended`: the story has ended (its state frame,
 * events.ts `endedFrame`). While it is ended, each stream gets the state once it has every event, and is closed.
 */
export function createChannel(from: number, ended: string | null = null) {
  let seq = from;
  let endedState = ended;
  /** The buffer holds every event after `first`. */
  let first = from;
  const buffer: LiveFrame[] = [];
  const subscribers = new Set<Subscriber>();

  function send(sub: Subscriber, frame: LiveFrame): void {
    if (frame.seq <= sub.lastSent) return;
    sub.sink.write(frame.frame);
    sub.lastSent = frame.seq;
  }

  /** An ended story's stream: the state, then the end of the answer. */
  function finish(sub: Subscriber): void {
    if (!endedState) return;
    subscribers.delete(sub);
    sub.sink.write(endedState);
    sub.sink.close();
  }

  function deliver(sub: Subscriber, frame: LiveFrame): void {
    if (sub.queue) {
      sub.queue.push(frame);
      return;
    }
    if (sub.sink.backlog() > MAX_BACKLOG_BYTES) {
      subscribers.delete(sub);
      sub.sink.close();
      return;
    }
    send(sub, frame);
  }

  return {
    /** The sequence number this channel has caught up to. */
    get seq() {
      return seq;
    },
    get size() {
      return subscribers.size;
    },
    /** Whether the story has ended. */
    get ended() {
      return endedState !== null;
    },

    /** New events (in sequence order) to every stream, and the number they bring the channel up to. */
    publish(frames: LiveFrame[], through: number): void {
      for (const frame of frames) {
        if (frame.seq <= seq) continue;
        // A deleted entry's earlier events leave the buffer: a reader replayed from it never gets its text again.
        if (frame.deletes) for (let i = buffer.length - 1; i >= 0; i--) if (buffer[i]!.entry === frame.entry) buffer.splice(i, 1);
        buffer.push(frame);
        for (const sub of subscribers) deliver(sub, frame);
        seq = frame.seq;
        if (frame.ended !== undefined) endedState = frame.ended;
      }
      seq = Math.max(seq, through);
      // Streams still waiting for their catch-up finish after it.
      for (const sub of subscribers) if (!sub.queue) finish(sub);
      if (buffer.length > BUFFER_EVENTS) first = buffer.splice(0, buffer.length - BUFFER_EVENTS).at(-1)!.seq;
    },

    /**
     * A stream whose reader has seen everything up to `after` (none: from now on). Answered from the buffer when
     * it reaches back that far; otherwise the stream waits (its events queued) for `catchUp` with what Strapi says
     * changed since `after`.
     */
    join(sink: Sink, after?: number): Subscriber {
      const sub: Subscriber = { sink, lastSent: after ?? seq, queue: null };
      if (sub.lastSent < first) sub.queue = [];
      else for (const frame of buffer) send(sub, frame);
      subscribers.add(sub);
      if (!sub.queue) finish(sub);
      return sub;
    },

    /** A waiting stream's own catch-up (events after its `after`, up to `through`), then what arrived meanwhile. */
    catchUp(sub: Subscriber, frames: LiveFrame[], through: number): void {
      for (const frame of frames) send(sub, frame);
      sub.lastSent = Math.max(sub.lastSent, through);
      const queued = sub.queue ?? [];
      sub.queue = null;
      for (const frame of queued) send(sub, frame);
      finish(sub);
    },

    leave(sub: Subscriber): void {
      subscribers.delete(sub);
    },

    /** A comment to every stream that is not waiting for its catch-up. */
    heartbeat(text: string): void {
      for (const sub of subscribers) if (!sub.queue) sub.sink.write(text);
    },

    close(): void {
      for (const sub of subscribers) sub.sink.close();
      subscribers.clear();
    },
  };
}
