/**
 * Whether Strapi answers, as the adapters' calls find it (docs/decisions/0024-supervisor-and-stale-if-error.md): a
 * call that gets no answer at all (refused, reset, timed out) marks it unreachable; the next call that gets any
 * answer marks it back, and tells every `onRecovery` listener once. A write committed just before Strapi stopped
 * may never have sent its purge notice, so the read cache listens here and drops what it holds on recovery.
 */
let reachable = true;
const listeners = new Set<() => void>();

export const cmsReachability = {
  get reachable(): boolean {
    return reachable;
  },
  unreachable(): void {
    reachable = false;
  },
  answered(): void {
    if (reachable) return;
    reachable = true;
    for (const listener of listeners) listener();
  },
  /** Calls `listener` each time Strapi answers again after it was unreachable; returns the way to stop. */
  onRecovery(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
