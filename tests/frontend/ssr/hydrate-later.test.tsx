import { waitFor } from '@testing-library/react';
import { act, useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateLater, whenHydrated } from '../../../frontend/src/ssr/hydrate-later';
import { hydrateServerHtml } from '../support/hydrate-server-html';

/** What ran, in order: each part's effect, and the page's "hydrated" callback. */
let log: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => {
    log.push(name);
  }, [name]);
  return <p>{name}</p>;
}
const LaterPart = hydrateLater(Part);

function Page({ onHydrated }: { onHydrated: () => void }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => whenHydrated(onHydrated), [onHydrated]);
  return (
    <main>
      <Part name="header" />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {clicks}
      </button>
      <LaterPart name="comments" />
      <LaterPart name="footer" />
    </main>
  );
}

let container: HTMLElement;
afterEach(() => {
  container?.remove();
  log = [];
});

describe('parts hydrated in passes of their own (ssr/hydrate-later.tsx)', () => {
  it('hydrates the server HTML unchanged, without errors, and counts the page hydrated only after every part', async () => {
    const noop = () => undefined;
    const html = renderToString(<Page onHydrated={noop} />);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const hydrated = vi.fn(() => log.push('hydrated'));

    await act(async () => {
      hydrateRoot(container, <Page onHydrated={hydrated} />, { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce());

    expect(log).toEqual(['header', 'comments', 'footer', 'hydrated']);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    // The parts are live React: the page's state still updates after hydration.
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('1');
  });

  it('on a page rendered in the browser (no server HTML) counts it hydrated after the first commit', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const hydrated = vi.fn(() => log.push('hydrated'));
    await act(async () => {
      createRoot(container).render(<Page onHydrated={hydrated} />);
    });
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce());
    expect(log).toEqual(['header', 'comments', 'footer', 'hydrated']);
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });

  it('keeps a part not yet hydrated as the server drew it when the page above it updates, then shows the update', async () => {
    // The article's case: an answer arrives (SWR, a store read with useSyncExternalStore: a synchronous update) and
    // re-renders the page with new props for its comments while they still wait for their own hydration pass.
    let version = 0;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      get: () => version,
      set(next: number) {
        version = next;
        for (const listener of listeners) listener();
      },
    };
    function LivePage() {
      const seen = useSyncExternalStore(store.subscribe, store.get, store.get);
      useEffect(() => store.set(1), []); // after the first pass, before the parts' own passes
      return (
        <main>
          <p>version {seen}</p>
          <LaterPart name={`comments ${seen}`} />
          <LaterPart name="footer" />
        </main>
      );
    }
    const hydrated = await hydrateServerHtml(<LivePage />);
    container = hydrated.container;
    await waitFor(() => expect(container.textContent).toBe('version 1comments 1footer'));

    // Not thrown away and drawn again from scratch (React's error #421), nor any other recoverable error.
    expect(hydrated.recoverable).not.toHaveBeenCalled();
  });
});
