import type { ServerResponse } from 'node:http';
import { LIVE_SEQ_MAX, type PurgeChange } from '@bulletin/contract';
import type { StrapiConnection } from '../strapi/client.js';
import type { StrapiLiveChanges } from '../translate/live.js';
import { log } from '../middleware/request-log.js';
import { createChannel, type Channel, type Subscriber } from './channel.js';
import { changeEvents, endedFrame, SSE_HEARTBEAT, sseFrame, type LiveFrame } from './events.js';
import { liveStoryFromStrapi } from '../translate/live.js';
import { openEventStream } from './sse.js';

/**
 * The live hub (ARCHITECTURE.md "Live coverage"; docs/decisions/0020-live-coverage.md): the streams of
 * `GET /api/live/:slug/stream` open on this adapters process, one channel per story. What changed is learnt
 * once per process, never per reader: Strapi's purge notice of a live write (directly, or from another instance
 * over the purge bus) makes the story's channel ask Strapi once for the changes after the sequence number it has
 * reached; the events are written to every stream from memory. A reader reconnecting with `Last-Event-ID` is
 * answered from the channel's buffer, or — when it reaches back further — by one read of its own. Every
 * HEARTBEAT_MS each stream gets a comment line (proxies keep it open; a stream idle for IDLE_BEATS beats is closed),
 * and every RESYNC_BEATS beats each channel asks Strapi again (a lost notice is caught up within half a minute).
 * When the story ends, each stream gets its `state` event and is closed; a stream opened on an ended story gets the
 * events it missed (if any), the `state` event, and is closed (channel.ts).
 */
export const HEARTBEAT_MS = 15_000;
export const RESYNC_BEATS = 2;
/** A stream nothing was written to for this many beats is idle: closed (live/sse.ts). Each beat writes one. */
export const IDLE_BEATS = 3;
/** `after` larger than any sequence number: Strapi answers the story alone. */
const NOW = LIVE_SEQ_MAX;

type Pull = { frames: LiveFrame[]; through: number };
type State = {
  ready: Promise<Channel>;
  channel: Channel | null;
  refreshing: Promise<void> | null;
  again: boolean;
  /** Catch-ups of readers further back than the buffer, shared by readers of the same `after`. */
  catchUps: Map<number, Promise<Pull>>;
};

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(connect: StrapiConnection, options: { heartbeatMs?: number; resyncBeats?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const resyncBeats = options.resyncBeats ?? RESYNC_BEATS;
  // What changed is the same for everyone: asked as an anonymous reader, never aborted by one reader leaving.
  const strapi = connect();
  const states = new Map<string, State>();
  let timer: NodeJS.Timeout | null = null;
  let beats = 0;

  const changesAfter = async (slug: string, after: number) =>
    (await strapi.get<{ data: StrapiLiveChanges }>(`/live-stories/${encodeURIComponent(slug)}/changes`, { after })).data;

  /** Every event after `after` (asking again while Strapi has more), for a reader who has seen up to `after`. */
  async function pull(slug: string, after: number, first?: StrapiLiveChanges): Promise<Pull> {
    const frames: LiveFrame[] = [];
    let at = after;
    for (let changes = first ?? (await changesAfter(slug, at)); ; changes = await changesAfter(slug, at)) {
      const { events, through } = changeEvents(changes, at, after);
      frames.push(...events.map(sseFrame));
      at = through;
      if (!changes.more) return { frames, through: at };
    }
  }

  /** A new channel, caught up from `after` (a reader's; none: from now). An unknown story is Strapi's 404. */
  async function open(slug: string, after: number | undefined): Promise<Channel> {
    const head = await changesAfter(slug, after ?? NOW);
    const now = Number(head.story.seq ?? 0);
    // Nobody can have seen more than has happened: a larger `after` never moves the channel past the story.
    const from = after === undefined || after > now ? now : after;
    const story = liveStoryFromStrapi(head.story);
    const channel = createChannel(from, story.status === 'ended' ? endedFrame(story) : null);
    if (from < now) {
      const { frames, through } = await pull(slug, from, head);
      channel.publish(frames, through);
    }
    return channel;
  }

  function refresh(slug: string, state: State): void {
    if (state.refreshing) {
      state.again = true;
      return;
    }
    state.refreshing = (async () => {
      const channel = await state.ready;
      do {
        state.again = false;
        try {
          const { frames, through } = await pull(slug, channel.seq);
          channel.publish(frames, through);
        } catch (error) {
          log.warn({ err: error, slug }, 'live hub: could not read the changes (asked again at the next beat)');
          return;
        }
      } while (state.again && states.get(slug) === state);
    })()
      .catch(() => undefined)
      .finally(() => {
        state.refreshing = null;
      });
  }

  function beat(): void {
    beats += 1;
    for (const [slug, state] of states) {
      state.channel?.heartbeat(SSE_HEARTBEAT);
      if (beats % resyncBeats === 0) refresh(slug, state);
    }
  }

  function drop(slug: string, state: State): void {
    if (states.get(slug) === state && (state.channel?.size ?? 0) === 0) states.delete(slug);
    if (states.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  async function catchUp(slug: string, state: State, channel: Channel, sub: Subscriber, after: number): Promise<void> {
    let shared = state.catchUps.get(after);
    if (!shared) {
      shared = pull(slug, after);
      state.catchUps.set(after, shared);
      void shared.catch(() => undefined).finally(() => state.catchUps.delete(after));
    }
    const { frames, through } = await shared;
    channel.catchUp(sub, frames, through);
  }

  return {
    /**
     * Answers `res` with the story's event stream, from after `after` (the reader's last sequence number; none:
     * from now). Rejects before anything is written when the story is unknown (404) or Strapi fails.
     */
    async stream(slug: string, after: number | undefined, res: ServerResponse): Promise<void> {
      let state = states.get(slug);
      if (!state) {
        const created: State = { ready: open(slug, after), channel: null, refreshing: null, again: false, catchUps: new Map() };
        created.ready.then(
          (channel) => (created.channel = channel),
          () => states.get(slug) === created && states.delete(slug),
        );
        states.set(slug, created);
        state = created;
      }
      const channel = await state.ready;
      state.channel = channel;
      if (res.destroyed) return drop(slug, state);

      const sub = channel.join(openEventStream(res, heartbeatMs * IDLE_BEATS), after);
      const current = state;
      res.on('close', () => {
        channel.leave(sub);
        drop(slug, current);
      });
      timer ??= setInterval(beat, heartbeatMs).unref();
      if (sub.queue && after !== undefined) {
        await catchUp(slug, state, channel, sub, after).catch((error: unknown) => {
          log.warn({ err: error, slug }, 'live hub: a reconnecting stream could not catch up; it reconnects');
          res.end();
        });
      }
    },

    /** Purge notices (Strapi's, or another instance's over the bus): live stories with streams here catch up. */
    notice(changes: PurgeChange[]): void {
      for (const change of changes) {
        if (change.type === 'all') for (const [slug, state] of states) refresh(slug, state);
        if (change.type !== 'live') continue;
        // Streams are opened by slug (the reader page's address), or by the story's id.
        for (const key of [change.slug, change.id]) {
          const state = states.get(key);
          if (state) refresh(key, state);
        }
      }
    },

    /** After a write through these adapters (its notice may not come: no PURGE_SECRET): the channel catches up. */
    wrote(slug: string): void {
      const state = states.get(slug);
      if (state) refresh(slug, state);
    },

    stats: () => ({ channels: states.size, streams: [...states.values()].reduce((n, s) => n + (s.channel?.size ?? 0), 0) }),

    /** Ends every stream (shutdown): browsers reconnect to another instance with their last id. */
    close(): void {
      if (timer) clearInterval(timer);
      timer = null;
      for (const state of states.values()) state.channel?.close();
      states.clear();
    },
  };
}
