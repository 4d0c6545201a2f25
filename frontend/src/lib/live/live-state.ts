import type { LiveEntry, LiveEventName, LiveStory, LiveStoryPage } from '@bulletin/contract';

/**
 * What a live page shows, kept up to date by the story's event stream (docs/api.md "Live coverage"). Pure:
 * tests/frontend/lib/live/live-state.test.ts. Entries are newest first; entries that arrive while the reader is further
 * down the page wait in `pending` (the "N new updates" button) instead of pushing the page down.
 */
export type LiveView = {
  story: LiveStory;
  entries: LiveEntry[];
  pending: LiveEntry[];
  pinned: LiveEntry | null;
  keyEvents: LiveEntry[];
  /** The last sequence number applied (the stream's `id:`). */
  seq: number;
  /** Pages of older entries loaded, and how many there are. */
  page: number;
  pages: number;
};

export type LiveEvent = { name: LiveEventName; seq: number; data: unknown };

const KEY_EVENTS_SHOWN = 20;

/** Newest first: by creation time, then id (the server's order). */
function newestFirst(a: LiveEntry, b: LiveEntry): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : b._id.localeCompare(a._id);
}

/** `list` with `entry` in place of the entry of its id, or added in order; `add: false` only replaces. */
function upsert(list: LiveEntry[], entry: LiveEntry, add = true): LiveEntry[] {
  const at = list.findIndex((e) => e._id === entry._id);
  if (at >= 0) return list.map((e, i) => (i === at ? entry : e));
  return add ? [...list, entry].sort(newestFirst) : list;
}

const without = (list: LiveEntry[], id: string) => (list.some((e) => e._id === id) ? list.filter((e) => e._id !== id) : list);

function storyOf(page: LiveStoryPage): LiveStory {
  const { entries: _entries, pinned: _pinned, keyEvents: _keyEvents, total: _total, page: _page, limit: _limit, pages: _pages, ...story } = page;
  return story;
}

export function fromPage(page: LiveStoryPage): LiveView {
  return {
    story: storyOf(page),
    entries: [...page.entries].sort(newestFirst),
    pending: [],
    pinned: page.pinned,
    keyEvents: page.keyEvents,
    seq: page.seq,
    page: page.page,
    pages: page.pages,
  };
}

/** Older entries (a further page), below the ones shown. */
export function addOlder(view: LiveView, page: LiveStoryPage): LiveView {
  let entries = view.entries;
  for (const entry of page.entries) if (!view.pending.some((e) => e._id === entry._id)) entries = upsert(entries, entry);
  return { ...view, entries, page: Math.max(view.page, page.page), pages: page.pages };
}

/** A fresher first page (the page's data read again): what it knows is newer than what the view has applied. */
export function refreshFrom(view: LiveView, page: LiveStoryPage): LiveView {
  if (page.seq <= view.seq) return view;
  const fresh = fromPage(page);
  let entries = view.entries.filter((e) => Date.parse(e.createdAt) < Date.parse(fresh.entries.at(-1)?.createdAt ?? '')).concat(fresh.entries);
  entries = entries.sort(newestFirst);
  return { ...fresh, entries, pending: view.pending.filter((e) => !entries.some((x) => x._id === e._id)), page: view.page, pages: fresh.pages };
}

function isEntry(data: unknown): data is LiveEntry {
  return typeof data === 'object' && data !== null && typeof (data as LiveEntry)._id === 'string' && typeof (data as LiveEntry).createdAt === 'string';
}

/**
 * One event of the stream. `atTop`: the reader sees the top of the entries, so a new entry goes straight in;
 * otherwise it waits in `pending`. An event the view has already applied (a reconnection's repeat) changes
 * nothing; an entry the view already has is replaced wherever it is.
 */
export function applyEvent(view: LiveView, event: LiveEvent, atTop: boolean): LiveView {
  if (event.seq <= view.seq) return view;
  return { ...apply(view, event, atTop), seq: event.seq };
}

/**
 * The answer of the newsroom's own write (an entry posted, edited or deleted), shown at once: its stream event,
 * which follows, then changes nothing more.
 */
export function applyOwn(view: LiveView, event: Omit<LiveEvent, 'seq'>): LiveView {
  return apply(view, { ...event, seq: view.seq }, true);
}

function apply(view: LiveView, event: LiveEvent, atTop: boolean): LiveView {
  const next = view;
  if (event.name === 'story') {
    const story = event.data as LiveStory;
    return { ...next, story: { ...view.story, ...story } };
  }
  if (event.name === 'delete') {
    const id = (event.data as { _id?: unknown })?._id;
    if (typeof id !== 'string') return next;
    return {
      ...next,
      entries: without(view.entries, id),
      pending: without(view.pending, id),
      keyEvents: without(view.keyEvents, id),
      pinned: view.pinned?._id === id ? null : view.pinned,
      story: { ...view.story, entryCount: Math.max(0, view.story.entryCount - 1) },
    };
  }
  const entry = event.data;
  if (!isEntry(entry)) return next;
  const known = view.entries.some((e) => e._id === entry._id) || view.pending.some((e) => e._id === entry._id);
  let { entries, pending } = view;
  if (known) {
    entries = upsert(entries, entry, false);
    pending = upsert(pending, entry, false);
  } else if (event.name === 'entry') {
    if (atTop) entries = upsert(entries, entry);
    else pending = upsert(pending, entry);
  } else {
    // An update of an entry not shown: it belongs here only if it is newer than the oldest one shown.
    const oldest = entries.at(-1);
    if (!oldest || newestFirst(entry, oldest) < 0) entries = upsert(entries, entry);
  }
  const keyEvents = entry.keyEvent ? upsert(view.keyEvents, entry).slice(0, KEY_EVENTS_SHOWN) : without(view.keyEvents, entry._id);
  const pinned = entry.pinned ? entry : view.pinned?._id === entry._id ? null : view.pinned;
  const story =
    event.name === 'entry' && !known
      ? { ...view.story, entryCount: view.story.entryCount + 1, lastEntryAt: entry.createdAt }
      : view.story;
  return { ...next, entries, pending, keyEvents, pinned, story };
}

/** The waiting entries join the list (the reader pressed "N new updates", or came back to the top). */
export function showPending(view: LiveView): LiveView {
  if (view.pending.length === 0) return view;
  let entries = view.entries;
  for (const entry of view.pending) entries = upsert(entries, entry);
  return { ...view, entries, pending: [] };
}

/** "1 new update", "3 new updates". */
export const newUpdatesLabel = (n: number) => `${n} new update${n === 1 ? '' : 's'}`;
