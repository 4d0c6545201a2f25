/**
 * Whether the content service answers, as the app's own API calls find it (docs/product.md#when-the-cms-is-away):
 * a 503, no answer at all, or a kept copy served in its place (`X-Cache: STALE-IF-ERROR`) marks it away; any other
 * answer marks it back. The newsroom shows a banner while it is away (admin/CmsAwayBanner.tsx).
 */
import { useSyncExternalStore } from 'react';

let away = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === away) return;
  away = next;
  for (const listener of listeners) listener();
}

/** Notes one call's outcome: its status (0: no answer) and whether a kept copy stood in for it. */
export function noteCmsAnswer(status: number, staleIfError = false): void {
  set(status === 0 || status === 503 || staleIfError);
}

export function isCmsAway(): boolean {
  return away;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while the content service is away (re-renders when that changes). */
export function useCmsAway(): boolean {
  return useSyncExternalStore(subscribe, isCmsAway, () => false);
}
