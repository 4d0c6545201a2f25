import { useEffect, useState } from 'react';
import type { AnalyticsRealtime } from '@bulletin/contract';
import { API_BASE } from '../../lib/api';
import { getToken } from '../../lib/token';

/**
 * Readers now, pushed by the server (`GET /analytics/realtime/stream`, docs/api.md#page-view-figures): the latest
 * figure, or `initial` (the overview's) until the first arrives. Read with `fetch`, since an EventSource sends no
 * Authorization header; a dropped stream is opened again RETRY_MS later; a refused one (the session ended, the role
 * may not) is not; it closes when the screen goes.
 */
const RETRY_MS = 5_000;

/** The figure of one complete block of the stream, if it is a `readers` event. */
export function readersOf(block: string): AnalyticsRealtime | null {
  const lines = block.split('\n');
  if (!lines.includes('event: readers')) return null;
  const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart());
  try {
    return data.length ? (JSON.parse(data.join('\n')) as AnalyticsRealtime) : null;
  } catch {
    return null;
  }
}

export function useReadersNow(initial: AnalyticsRealtime | undefined): AnalyticsRealtime | undefined {
  const [latest, setLatest] = useState<AnalyticsRealtime>();
  useEffect(() => {
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async () => {
      try {
        const token = getToken();
        const res = await fetch(`${API_BASE}/analytics/realtime/stream`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: stop.signal,
        });
        if (res.status === 401 || res.status === 403) return;
        if (res.ok && res.body) {
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const blocks = (buffer + value).split('\n\n');
            buffer = blocks.pop() ?? '';
            for (const block of blocks) {
              const figure = readersOf(block);
              if (figure) setLatest(figure);
            }
          }
        }
      } catch {
        // A dropped connection: opened again below, unless the screen is gone.
      }
      if (!stop.signal.aborted) retry = setTimeout(() => void open(), RETRY_MS);
    };
    void open();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, []);
  return latest ?? initial;
}
