import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveStoryPage } from '@bulletin/contract';
import { api } from '../api';
import { liveKey } from './live-keys';
import { addOlder, applyEvent, fromPage, refreshFrom, showPending, type LiveView } from './live-state';
import { useLiveStream, type StreamState } from './use-live-stream';

/** Whether the reader sees the top of the entries (then new ones go straight in). */
function seesTop(list: HTMLElement | null): boolean {
  return !list || list.getBoundingClientRect().top >= 0;
}

/**
 * A live story's page state: the first page as loaded (server-rendered or from SWR), then every event of the
 * stream while the story runs; new entries wait as "N new updates" while the reader is further down the page,
 * and join the list when the reader asks or comes back to the top.
 */
export function useLiveView(page: LiveStoryPage) {
  const [view, setView] = useState<LiveView>(() => fromPage(page));
  const listRef = useRef<HTMLElement | null>(null);
  const slug = page.slug;

  useEffect(() => setView((current) => refreshFrom(current, page)), [page]);

  const stream: StreamState = useLiveStream(slug, page.seq, view.story.status === 'running', (event) =>
    setView((current) => applyEvent(current, event, seesTop(listRef.current))),
  );

  const waiting = view.pending.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const onScroll = () => {
      if (seesTop(listRef.current)) setView(showPending);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [waiting]);

  const revealPending = useCallback(() => {
    setView(showPending);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    listRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<Error | null>(null);
  const loadOlder = useCallback(async () => {
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const older = await api.get<LiveStoryPage>(`${liveKey(slug)}?page=${view.page + 1}&limit=${page.limit}`);
      setView((current) => addOlder(current, older));
    } catch (error) {
      setOlderError(error as Error);
    } finally {
      setLoadingOlder(false);
    }
  }, [slug, view.page, page.limit]);

  return { view, setView, listRef, stream, revealPending, loadOlder, loadingOlder, olderError };
}

export type LiveViewState = ReturnType<typeof useLiveView>;
