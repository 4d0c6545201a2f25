import { useEffect, useRef, useState } from 'react';
import { LIVE_EVENTS } from '@bulletin/contract';
import { API_BASE } from '../api';
import type { LiveEvent } from './live-state';

export type StreamState = 'connecting' | 'open' | 'reconnecting';

/**
 * The story's Server-Sent Events (`GET /api/live/:slug/stream?after=<seq>`), with the browser's own EventSource:
 * it reconnects by itself and sends the last event's id (`Last-Event-ID`), so the server resends what was missed.
 * Open only while `enabled` (a running story); `onEvent` gets each event with its sequence number. The `state` event
 * of an ended story comes last: the server closes the stream, and the browser closes its EventSource so it never
 * reconnects; the story's end reaches `onEvent` as a `story` event.
 */
export function useLiveStream(slug: string, after: number, enabled: boolean, onEvent: (event: LiveEvent) => void): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  // The first connection starts after what the page showed when it opened; later ones resume from the last id.
  const start = useRef(after);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`${API_BASE}/live/${encodeURIComponent(slug)}/stream?after=${start.current}`);
    setState('connecting');
    source.onopen = () => setState('open');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'connecting' : 'reconnecting');
    const listeners = LIVE_EVENTS.map((name) => {
      const listener = (message: MessageEvent<string>) => {
        const seq = Number(message.lastEventId);
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        if (Number.isSafeInteger(seq)) handler.current({ name, seq, data });
      };
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    source.addEventListener('state', (message: MessageEvent<string>) => {
      try {
        const { status, endedAt, seq } = JSON.parse(message.data) as { status?: string; endedAt?: string; seq?: number };
        if (status !== 'ended') return;
        source.close();
        handler.current({ name: 'story', seq: Number(seq), data: { status, endedAt } });
      } catch {
        // Not JSON: nothing to do.
      }
    });
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
    };
  }, [slug, enabled]);

  return state;
}
