import { memo, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * Parts of a server-rendered page that hydrate in a pass of their own, after the rest (below-the-fold parts: the
 * footer, sidebars, the comments, related articles, a category's list). Each is a `<Suspense>` boundary: React 18
 * leaves a server-rendered boundary as it is on the first hydration pass and hydrates it later at its lowest
 * priority, in its own time-sliced render and commit. The first pass (and its commit, which is not sliced) is
 * smaller, so no single task blocks the main thread for long. Nothing suspends inside: the content is the same on
 * the server and in the browser, a page without JavaScript is unchanged, and a click on a part not yet hydrated
 * hydrates it at once (React replays the event).
 *
 * The wrapper is `memo`: a boundary that receives new props before it has hydrated must be hydrated at once, or
 * React gives up and renders it from scratch (error #421; e.g. an SWR answer re-rendering the screen above it).
 * Pass props whose identity changes only when their content does (an answer's own arrays and objects, strings).
 *
 * The page counts as hydrated (`whenHydrated`, which `<html data-hydrated>` and SWR's mount revalidation wait for)
 * when every such boundary of the first render has committed.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>, name = Component.displayName ?? Component.name ?? 'Part') {
  function Later(props: P) {
    const [token] = useState(() => ({}));
    useEffect(() => wait(token), [token]);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Committed token={token} />
      </Suspense>
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

function Committed({ token }: { token: object }) {
  useEffect(() => {
    committed.add(token);
    waiting.delete(token);
    settle();
  }, [token]);
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
