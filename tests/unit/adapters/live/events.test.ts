import { describe, expect, it } from 'vitest';
import { changeEvents, ENDED_RETRY_MS, sseFrame } from '../../../../adapters/src/live/events.js';
import type { StrapiLiveChanges, StrapiLiveEntry, StrapiLiveStory, StrapiLiveTombstone } from '../../../../adapters/src/translate/live.js';

const story = (seq: number, changedSeq: number, status: 'running' | 'ended' = 'running'): StrapiLiveStory => ({
  id: 1,
  documentId: 'story1',
  title: 'Storm',
  slug: 'storm',
  status,
  startedAt: '2026-11-24T10:00:00.000Z',
  endedAt: status === 'ended' ? '2026-11-24T12:00:00.000Z' : null,
  seq,
  changedSeq,
  entryCount: 2,
  lastEntryAt: null,
  category: null,
  article: null,
});
/** An entry as Strapi's `changes` reports it: deleted, its tombstone alone. */
const entry = (id: string, createdSeq: number, seq: number, deletedAt: string | null = null): StrapiLiveEntry | StrapiLiveTombstone =>
  deletedAt ? { id: createdSeq, documentId: id, seq, createdSeq, deletedAt } : live(id, createdSeq, seq);
const live = (id: string, createdSeq: number, seq: number): StrapiLiveEntry => ({
  id: createdSeq,
  documentId: id,
  content: `<p>${id}</p>`,
  keyEvent: false,
  pinned: false,
  seq,
  createdSeq,
  deletedAt: null,
  createdAt: '2026-11-24T10:05:00.000Z',
  updatedAt: '2026-11-24T10:05:00.000Z',
  image: null,
  author: null,
});
const changes = (s: StrapiLiveStory, entries: Array<StrapiLiveEntry | StrapiLiveTombstone>, more = false): StrapiLiveChanges => ({ story: s, entries, more });

describe('live stream events from Strapi changes', () => {
  it('a new entry is `entry`, a changed one the reader has is `update`, a deleted one is `delete`, the story is `story`', () => {
    const { events, through } = changeEvents(
      changes(story(9, 9, 'ended'), [entry('a', 2, 6), entry('b', 3, 7, '2026-11-24T11:00:00Z'), entry('c', 8, 8)]),
      4,
    );
    expect(events.map((e) => [e.seq, e.name])).toEqual([
      [6, 'update'],
      [7, 'delete'],
      [8, 'entry'],
      [9, 'story'],
    ]);
    expect(events[1]!.data).toEqual({ _id: 'b' });
    expect(events[2]!.data).toMatchObject({ _id: 'c', content: '<p>c</p>' });
    expect(events[3]!.data).toMatchObject({ status: 'ended', seq: 9 });
    expect(through).toBe(9);
  });

  it('an entry made and deleted since the reader last looked is skipped (they never saw it)', () => {
    const { events } = changeEvents(changes(story(6, 1), [entry('gone', 5, 6, '2026-11-24T11:00:00Z')]), 4);
    expect(events).toEqual([]);
  });

  it('with more to come, the answer covers only up to its last entry (the story change waits for the next call)', () => {
    const { events, through } = changeEvents(changes(story(20, 20), [entry('a', 5, 5), entry('b', 6, 6)], true), 4);
    expect(events.map((e) => e.seq)).toEqual([5, 6]);
    expect(through).toBe(6);
  });

  it('a later batch of one catch-up still calls entries made after the reader position `entry`', () => {
    const { events } = changeEvents(changes(story(12, 1), [entry('late', 5, 12)]), 10, 4);
    expect(events.map((e) => e.name)).toEqual(['entry']);
  });

  it('writes an event as one SSE block with its sequence number as id', () => {
    const { frame, seq } = sseFrame({ seq: 7, name: 'entry', data: { _id: 'a', content: '<p>two\nlines</p>' } });
    expect(seq).toBe(7);
    expect(frame).toBe('id: 7\nevent: entry\ndata: {"_id":"a","content":"<p>two\\nlines</p>"}\n\n');
  });

  it("a story event says whether the story has ended: then the state event its streams get last, after a long retry", () => {
    const { events } = changeEvents(changes(story(9, 9, 'ended'), []), 8);
    const frame = sseFrame(events[0]!);
    expect(frame.ended).toBe(`retry: ${ENDED_RETRY_MS}\nevent: state\ndata: {"status":"ended","endedAt":"2026-11-24T12:00:00.000Z","seq":9}\n\n`);
    const reopened = changeEvents(changes(story(10, 10), []), 9).events[0]!;
    expect(sseFrame(reopened).ended).toBeNull();
    expect(sseFrame({ seq: 3, name: 'entry', data: { _id: 'a' } }).ended).toBeUndefined();
  });
});
