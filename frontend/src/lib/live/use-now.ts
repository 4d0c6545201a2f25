import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: relative times ("2 minutes ago") stay true while the page is open. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type TimeAgo = (value: string | null | undefined, now: Date) => string;

/**
 * "2 minutes ago" for a live entry, in the page's language (`timeAgo` of lib/local-formats.ts `useLocalFormats`):
 * never in the future (the reader's clock or `now`, which moves every 30 s, may be a little behind the server's time
 * of a brand-new entry).
 */
export function liveAgo(date: string | null | undefined, now: Date, timeAgo: TimeAgo): string {
  const at = Date.parse(date ?? '');
  return timeAgo(date, Number.isNaN(at) || at <= now.getTime() ? now : new Date(at));
}
