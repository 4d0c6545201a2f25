import { describe, expect, it } from 'vitest';
import type { LiveEntry, LiveStoryPage } from '@bulletin/contract';
import { addOlder, applyEvent, applyOwn, fromPage, newUpdatesLabel, showPending } from '../../../../frontend/src/lib/live/live-state';

const entry = (id: string, minute: number, extra: Partial<LiveEntry> = {}): LiveEntry => ({
  _id: id,
  content: `<p>${id}</p>`,
  image: null,
  imageMeta: null,
  keyEvent: false,
  pinned: false,
  createdAt: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
  updatedAt: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
  author: null,
  ...extra,
});

function page(entries: LiveEntry[], extra: Partial<LiveStoryPage> = {}): LiveStoryPage {
  return {
    _id: 'story1',
    slug: 'storm',
    title: 'Storm',
    status: 'running',
    startedAt: '2026-11-24T10:00:00.000Z',
    endedAt: null,
    entryCount: entries.length,
    lastEntryAt: entries[0]?.createdAt ?? null,
    category: null,
    article: null,
    seq: 5,
    entries,
    pinned: null,
    keyEvents: entries.filter((e) => e.keyEvent),
    total: entries.length,
    page: 1,
    limit: 20,
    pages: 1,
    ...extra,
  };
}
const ids = (list: LiveEntry[]) => list.map((e) => e._id);

describe('live page state', () => {
  it('a new entry goes to the top while the reader sees the top, and waits as "N new updates" otherwise', () => {
    let view = fromPage(page([entry('b', 2), entry('a', 1)]));
    view = applyEvent(view, { name: 'entry', seq: 6, data: entry('c', 3) }, true);
    expect(ids(view.entries)).toEqual(['c', 'b', 'a']);
    expect(view.story.entryCount).toBe(3);

    view = applyEvent(view, { name: 'entry', seq: 7, data: entry('d', 4) }, false);
    view = applyEvent(view, { name: 'entry', seq: 8, data: entry('e', 5) }, false);
    expect(ids(view.entries)).toEqual(['c', 'b', 'a']);
    expect(ids(view.pending)).toEqual(['e', 'd']);
    expect(newUpdatesLabel(view.pending.length)).toBe('2 new updates');
    expect(newUpdatesLabel(1)).toBe('1 new update');

    view = showPending(view);
    expect(ids(view.entries)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(view.pending).toEqual([]);
  });

  it('ignores an event it has applied already (a reconnection repeats nothing)', () => {
    let view = fromPage(page([entry('a', 1)]));
    view = applyEvent(view, { name: 'entry', seq: 6, data: entry('b', 2) }, true);
    const again = applyEvent(view, { name: 'entry', seq: 6, data: entry('b', 2) }, true);
    expect(again).toBe(view);
    expect(applyEvent(view, { name: 'delete', seq: 4, data: { _id: 'a' } }, true)).toBe(view);
  });

  it('updates, pins, key events and deletions change the entry wherever it is', () => {
    let view = fromPage(page([entry('b', 2), entry('a', 1)]));
    view = applyEvent(view, { name: 'update', seq: 6, data: entry('a', 1, { content: '<p>fixed</p>', keyEvent: true, pinned: true }) }, true);
    expect(view.entries.find((e) => e._id === 'a')?.content).toBe('<p>fixed</p>');
    expect(ids(view.keyEvents)).toEqual(['a']);
    expect(view.pinned?._id).toBe('a');

    view = applyEvent(view, { name: 'update', seq: 7, data: entry('b', 2, { pinned: true }) }, true);
    view = applyEvent(view, { name: 'update', seq: 8, data: entry('a', 1, { keyEvent: false }) }, true);
    expect(view.pinned?._id).toBe('b');
    expect(view.keyEvents).toEqual([]);

    view = applyEvent(view, { name: 'delete', seq: 9, data: { _id: 'b' } }, true);
    expect(ids(view.entries)).toEqual(['a']);
    expect(view.pinned).toBeNull();
    expect(view.story.entryCount).toBe(1);
  });

  it('the story event ends the story; the newsroom\'s own write shows at once and its event changes nothing more', () => {
    let view = fromPage(page([]));
    view = applyOwn(view, { name: 'entry', data: entry('mine', 3) });
    expect(ids(view.entries)).toEqual(['mine']);
    view = applyEvent(view, { name: 'entry', seq: 6, data: entry('mine', 3) }, false);
    expect(ids(view.entries)).toEqual(['mine']);
    expect(view.pending).toEqual([]);
    view = applyEvent(view, { name: 'story', seq: 7, data: { ...view.story, status: 'ended', endedAt: '2026-11-24T12:00:00.000Z' } }, true);
    expect(view.story.status).toBe('ended');
  });

  it('older pages go below, without repeating entries the reader has', () => {
    let view = fromPage(page([entry('c', 3), entry('b', 2)], { pages: 2 }));
    view = addOlder(view, page([entry('b', 2), entry('a', 1)], { page: 2, pages: 2 }));
    expect(ids(view.entries)).toEqual(['c', 'b', 'a']);
    expect(view.page).toBe(2);
  });
});
