import { memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';

/**
 * Parts of a server-rendered page that hydrate in a pass of their own, after the rest (below-the-fold parts: the
 * footer, sidebars, the comments, related articles, a category's list). Each is a `<Suspense>` boundary: React 18
 * leaves a server-rendered boundary as it is on the first hydration pass and hydrates it later at its lowest
 * priority, in its own time-sliced render and commit. The first pass (and its commit, which is not sliced) is
 * smaller, so no single task blocks the main thread for long. Nothing suspends inside: the content is the same on
 * the server and in the browser, a page without JavaScript is unchanged, and a click on a part not yet hydrated
 * hydrates it at once (React replays the event).
 *
 * A boundary must not receive new props before it has hydrated: React would give up on its server HTML and render it
 * from scratch (error #421), which happens when an update arrives synchronously (an SWR answer, which React reads with
 * `useSyncExternalStore`, re-rendering the screen above it; a click). So until its content has committed, the wrapper
 * hands React the very element it rendered first (same element: React skips it), and renders the newest props once
 * hydrated. The part shows its server-rendered content for those few frames; a part rendered in the browser (no
 * server HTML) commits on mount and follows its props from then on.
 *
 * The page counts as hydrated (`whenHydrated`, which `<html data-hydrated>` and SWR's mount revalidation wait for)
 * when every such boundary of the first render has committed.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>, name = Component.displayName ?? Component.name ?? 'Part') {
  function Later(props: P) {
    const [token] = useState(() => ({}));
    const [first] = useState(props);
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => wait(token), [token]);
    const shown = hydrated ? props : first;
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Component {...shown} />
          <Committed token={token} onCommit={setHydrated} />
        </Suspense>
      ),
      [shown, token],
    );
  }
  Later.displayName = `HydrateLater(${name})`;
  return memo(Later);
}

/** Boundaries of the first render whose content has not committed yet. */
const waiting = new Set<object>();
/** Boundaries whose content has committed (possibly before their wrapper's effect ran: a client render). */
const committed = new WeakSet<object>();
let callbacks: (() => void)[] = [];

function settle() {
  if (waiting.size > 0) return;
  const run = callbacks;
  callbacks = [];
  for (const callback of run) callback();
}

function wait(token: object): () => void {
  if (!committed.has(token)) waiting.add(token);
  return () => {
    waiting.delete(token);
    settle();
  };
}

function Committed({ token, onCommit }: { token: object; onCommit: (committed: true) => void }) {
  useEffect(() => {
    onCommit(true);
    committed.add(token);
    waiting.delete(token);
    settle();
  }, [token, onCommit]);
  return null;
}

/**
 * Runs `callback` once every boundary rendered so far has committed its content (at once if none is waiting).
 * Called from an effect of a component above all boundaries, after their wrappers' effects have run.
 */
export function whenHydrated(callback: () => void): void {
  callbacks.push(callback);
  settle();
}
