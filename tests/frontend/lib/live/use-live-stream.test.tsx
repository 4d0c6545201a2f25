import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveStream } from '../../../../frontend/src/lib/live/use-live-stream';
import type { LiveEvent } from '../../../../frontend/src/lib/live/live-state';

/** The browser's EventSource as the hook uses it: listeners by event name, and whether the page closed it. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  closed = false;
  listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  removeEventListener(name: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(name, (this.listeners.get(name) ?? []).filter((l) => l !== listener));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
}

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** A live story's stream on its page (docs/api.md#live-coverage). */
describe('useLiveStream', () => {
  it("closes its EventSource for good on an ended story's state, and tells the page the story ended", () => {
    const events: LiveEvent[] = [];
    renderHook(() => useLiveStream('storm', 3, true, (event) => events.push(event)));
    const source = FakeEventSource.last!;
    expect(source.url).toMatch(/\/live\/storm\/stream\?after=3$/);
    act(() => source.emit('entry', { _id: 'a' }, '4'));
    expect(source.closed).toBe(false);
    act(() => source.emit('state', { status: 'ended', endedAt: '2026-11-26T12:00:00.000Z', seq: 5 }));
    expect(source.closed).toBe(true);
    expect(events).toEqual([
      { name: 'entry', seq: 4, data: { _id: 'a' } },
      { name: 'story', seq: 5, data: { status: 'ended', endedAt: '2026-11-26T12:00:00.000Z' } },
    ]);
  });

  it('keeps listening on any other state', () => {
    renderHook(() => useLiveStream('storm', 0, true, () => undefined));
    const source = FakeEventSource.last!;
    act(() => source.emit('state', { status: 'running' }));
    expect(source.closed).toBe(false);
  });
});
