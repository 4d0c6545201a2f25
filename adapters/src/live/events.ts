import type { LiveEventName, LiveStory } from '@bulletin/contract';
import { liveEntryFromStrapi, liveStoryFromStrapi, type StrapiLiveChanges } from '../translate/live.js';

/**
 * The stream's events (docs/api.md "Live coverage"), made from what Strapi reports changed after a sequence
 * number, and written as Server-Sent Events. Pure: tests/unit/adapters/live/events.test.ts.
 */
export type LiveEvent = { seq: number; name: LiveEventName; data: unknown };
/**
 * An event as the bytes every subscriber gets (made once, written to each stream), with the entry it is about
 * (`entry`; none for a story event) and whether it deletes it (`deletes`); a story event says whether the story has
 * ended since (`ended`: the state frame its streams get before they are closed) or runs (`ended: null`).
 */
export type LiveFrame = { seq: number; frame: string; entry?: string; deletes?: boolean; ended?: string | null };

/**
 * The events after `after` (what Strapi reported changed since), in sequence order, and the number they bring the
 * reader up to (`through`), for a reader who has seen everything up to `seen` (`after` unless an earlier batch
 * of the same catch-up came first). An entry created after `seen` is an `entry`; one created before and changed
 * since is an `update`; a deleted one the reader may have seen is a `delete` (one they never saw is skipped); a
 * story changed since is a `story`. Several changes of one entry between two reads are one event, its latest state.
 */
export function changeEvents(changes: StrapiLiveChanges, after: number, seen = after): { events: LiveEvent[]; through: number } {
  const events: LiveEvent[] = [];
  let lastEntry = after;
  for (const entry of changes.entries) {
    const seq = Number(entry.seq);
    lastEntry = Math.max(lastEntry, seq);
    if (seq <= after) continue;
    const known = Number(entry.createdSeq) <= seen;
    if (entry.deletedAt !== null) {
      if (known) events.push({ seq, name: 'delete', data: { _id: entry.documentId } });
      continue;
    }
    events.push({ seq, name: known ? 'update' : 'entry', data: liveEntryFromStrapi(entry) });
  }
  // With more to come, this answer covers only up to its last entry: the story's own change may come later.
  const through = changes.more ? lastEntry : Math.max(after, Number(changes.story.seq ?? 0));
  const storySeq = Number(changes.story.changedSeq ?? 0);
  if (storySeq > after && storySeq <= through) events.push({ seq: storySeq, name: 'story', data: liveStoryFromStrapi(changes.story) });
  events.sort((a, b) => a.seq - b.seq);
  return { events, through };
}

/** One event as SSE: its id (the sequence number, sent back as Last-Event-ID on reconnection), name and JSON. */
export function sseFrame(event: LiveEvent): LiveFrame {
  // JSON.stringify escapes line breaks inside strings: the data is one line.
  const frame = `id: ${event.seq}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
  if (event.name === 'story') {
    const story = event.data as LiveStory;
    return { seq: event.seq, frame, ended: story.status === 'ended' ? endedFrame(story) : null };
  }
  return { seq: event.seq, frame, entry: (event.data as { _id: string })._id, deletes: event.name === 'delete' };
}

/** Sent first: how long a browser waits before reconnecting after a lost connection. */
export const SSE_PREAMBLE = 'retry: 3000\n\n';
/** A comment line: keeps proxies and the browser from closing an idle stream. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/**
 * How long a browser waits before it connects again to an ended story's stream, which says so and closes: the site's
 * own page closes its EventSource on the `state` event; any other client asks again only this rarely.
 */
export const ENDED_RETRY_MS = 300_000;

/**
 * The `state` event of an ended story (docs/api.md#live-coverage): `{status: 'ended', endedAt, seq}`, after a
 * `retry:` line. Its streams get it last, then are closed; a new stream gets it at once.
 */
export function endedFrame(story: Pick<LiveStory, 'endedAt' | 'seq'>): string {
  return `retry: ${ENDED_RETRY_MS}\nevent: state\ndata: ${JSON.stringify({ status: 'ended', endedAt: story.endedAt, seq: story.seq })}\n\n`;
}
