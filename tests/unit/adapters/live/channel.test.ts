import { describe, expect, it } from 'vitest';
import { BUFFER_EVENTS, createChannel, MAX_BACKLOG_BYTES, type Sink } from '../../../../adapters/src/live/channel.js';
import type { LiveFrame } from '../../../../adapters/src/live/events.js';

/** A stream as a list of what was written to it. */
function sink(backlog = 0): Sink & { written: string[]; closed: boolean } {
  const s = {
    written: [] as string[],
    closed: false,
    write: (text: string) => void s.written.push(text),
    backlog: () => backlog,
    close: () => void (s.closed = true),
  };
  return s;
}
const frame = (seq: number): LiveFrame => ({ seq, frame: `id: ${seq}\n\n` });
const frames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => frame(from + i));
const seqs = (s: { written: string[] }) => s.written.map((text) => Number(/^id: (\d+)/.exec(text)?.[1]));

describe('live channel (one story fanned out in one adapters process)', () => {
  it('writes each event once to every stream, in order, and skips what a channel already has', () => {
    const channel = createChannel(0);
    const [a, b] = [sink(), sink()];
    channel.join(a);
    channel.join(b);
    channel.publish(frames(1, 3), 3);
    channel.publish(frames(2, 4), 4); // 2 and 3 again (two notices for one change): not repeated
    expect(seqs(a)).toEqual([1, 2, 3, 4]);
    expect(seqs(b)).toEqual([1, 2, 3, 4]);
    expect(channel.seq).toBe(4);
    // The very same bytes, made once.
    expect(a.written[0]).toBe(b.written[0]);
  });

  it('answers a reconnecting stream from its buffer: only what came after its Last-Event-ID', () => {
    const channel = createChannel(0);
    channel.publish(frames(1, 5), 5);
    const back = sink();
    const sub = channel.join(back, 3);
    expect(sub.queue).toBeNull();
    expect(seqs(back)).toEqual([4, 5]);
    channel.publish([frame(6)], 6);
    expect(seqs(back)).toEqual([4, 5, 6]);
    // A new stream without an id starts from now.
    const fresh = sink();
    channel.join(fresh);
    channel.publish([frame(7)], 7);
    expect(seqs(fresh)).toEqual([7]);
  });

  it('holds a stream further back than the buffer until its own catch-up, then sends what arrived meanwhile', () => {
    const channel = createChannel(0);
    channel.publish(frames(1, BUFFER_EVENTS + 10), BUFFER_EVENTS + 10);
    const late = sink();
    const sub = channel.join(late, 2);
    expect(sub.queue).toEqual([]);
    channel.publish([frame(BUFFER_EVENTS + 11)], BUFFER_EVENTS + 11);
    channel.heartbeat(': heartbeat\n\n');
    expect(late.written).toEqual([]); // nothing before its catch-up, not even a heartbeat
    channel.catchUp(sub, frames(3, BUFFER_EVENTS + 10), BUFFER_EVENTS + 10);
    expect(seqs(late)).toEqual(Array.from({ length: BUFFER_EVENTS + 9 }, (_, i) => i + 3));
  });

  it('a channel opened from a reader position the buffer does not reach sends its events after it', () => {
    const channel = createChannel(10);
    const s = sink();
    channel.join(s, 10);
    channel.publish([frame(12), frame(11)].sort((x, y) => x.seq - y.seq), 12);
    expect(seqs(s)).toEqual([11, 12]);
  });

  it('closes a stream whose socket stopped taking data; the others go on', () => {
    const channel = createChannel(0);
    const [slow, ok] = [sink(MAX_BACKLOG_BYTES + 1), sink()];
    channel.join(slow);
    channel.join(ok);
    channel.publish([frame(1)], 1);
    expect(slow.closed).toBe(true);
    expect(slow.written).toEqual([]);
    expect(channel.size).toBe(1);
    expect(seqs(ok)).toEqual([1]);
  });

  it('heartbeats every stream, and close ends them all', () => {
    const channel = createChannel(0);
    const [a, b] = [sink(), sink()];
    channel.join(a);
    const sub = channel.join(b);
    channel.heartbeat(': heartbeat\n\n');
    expect(a.written).toEqual([': heartbeat\n\n']);
    channel.leave(sub);
    expect(channel.size).toBe(1);
    channel.close();
    expect(a.closed).toBe(true);
    expect(b.closed).toBe(false);
    expect(channel.size).toBe(0);
  });

  it("drops a deleted entry's earlier events from its buffer: a reader replayed from before hears only of the deletion", () => {
    const channel = createChannel(0);
    const about = (seq: number, entry: string, deletes = false): LiveFrame => ({ seq, frame: `id: ${seq}\ndata: ${entry}${deletes ? ' deleted' : ''}\n\n`, entry, deletes });
    channel.publish([about(1, 'a'), about(2, 'b'), { seq: 3, frame: 'id: 3\n\n' }, about(4, 'a'), about(5, 'a', true)], 5);
    const late = sink();
    channel.join(late, 0);
    expect(seqs(late)).toEqual([2, 3, 5]);
    expect(late.written.join('')).not.toMatch(/data: a\n/);
  });
});

describe('an ended story', () => {
  const END = 'retry: 300000\nevent: state\ndata: {"status":"ended"}\n\n';
  const ending = (seq: number, ended: string | null): LiveFrame => ({ seq, frame: `id: ${seq}\n\n`, ended });

  it('its streams get the story event, then the state, and are closed; a reopened story streams again', () => {
    const channel = createChannel(0);
    const [a, b] = [sink(), sink()];
    channel.join(a);
    channel.join(b);
    channel.publish([frame(1), ending(2, END)], 2);
    for (const s of [a, b]) {
      expect(s.written).toEqual(['id: 1\n\n', 'id: 2\n\n', END]);
      expect(s.closed).toBe(true);
    }
    expect(channel.size).toBe(0);
    expect(channel.ended).toBe(true);
    channel.publish([ending(3, null)], 3);
    const c = sink();
    channel.join(c);
    expect(c.closed).toBe(false);
  });

  it('a new stream gets what it missed from the buffer, the state, and is closed at once', () => {
    const channel = createChannel(0);
    channel.publish([frame(1), ending(2, END)], 2);
    const late = sink();
    channel.join(late, 1);
    expect(late.written).toEqual(['id: 2\n\n', END]);
    expect(late.closed).toBe(true);
    const fresh = sink();
    channel.join(fresh);
    expect(fresh.written).toEqual([END]);
  });

  it('a channel opened on an ended story closes each stream after its catch-up', () => {
    const channel = createChannel(5, END);
    const back = sink();
    const sub = channel.join(back, 0);
    expect(sub.queue).not.toBeNull();
    expect(back.closed).toBe(false);
    channel.catchUp(sub, frames(1, 5), 5);
    expect(seqs({ written: back.written.slice(0, 5) })).toEqual([1, 2, 3, 4, 5]);
    expect(back.written.at(-1)).toBe(END);
    expect(back.closed).toBe(true);
  });
});
