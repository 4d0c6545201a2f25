import { waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';
import { whenHydrated } from '../../../frontend/src/ssr/hydrate-later';

/**
 * Renders `server` to HTML as the server does, puts it in the document and hydrates it with `browser` (the same tree,
 * or one whose effects act during hydration); resolves once every part hydrated later has committed. `recoverable`
 * records what React recovered from (a mismatch, a part's server HTML thrown away: error #421). The caller removes
 * the container.
 */
export async function hydrateServerHtml(server: ReactElement, browser: ReactElement = server) {
  const html = renderToString(server);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const hydrated = vi.fn();
  await act(async () => {
    hydrateRoot(container, browser, { onRecoverableError: recoverable });
    whenHydrated(hydrated);
  });
  await waitFor(() => expect(hydrated).toHaveBeenCalled());
  return { container, html, recoverable };
}
