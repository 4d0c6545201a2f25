import { Component, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@bulletin/contract';
import { I18nProvider } from '../../../frontend/src/i18n/context';
import { makeI18n } from '../../../frontend/src/i18n/i18n';
import { useAreaMessages } from '../../../frontend/src/i18n/use-area-messages';
import type { AreaCatalogs } from '../../../frontend/src/i18n/area';

/** A screen that waits for its area's catalog (the account screens, the content pages). */
afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">The page could not be loaded: {this.state.error.message}</p> : this.props.children;
  }
}

function Screen({ catalogs }: { catalogs: AreaCatalogs }) {
  return useAreaMessages(catalogs) ? <p>Ready</p> : null;
}

const every = (load: () => Promise<{ messages: Record<string, string> }>) =>
  Object.fromEntries(['en', 'hi', 'mr', 'kn', 'ta', 'bn', 'ml', 'te', 'gu'].map((code) => [code, load])) as unknown as AreaCatalogs;

const mount = (catalogs: AreaCatalogs) =>
  render(
    <I18nProvider i18n={makeI18n('hi' as Locale, {})}>
      <Boundary>
        <Screen catalogs={catalogs} />
      </Boundary>
    </I18nProvider>,
  );

describe('an area catalog', () => {
  it('shows the screen once its language is loaded', async () => {
    mount(every(async () => ({ messages: { 'x.title': 'शीर्षक' } })));
    expect(await screen.findByText('Ready')).toBeTruthy();
  });

  it('that cannot be loaded reaches the error boundary, rather than leaving an empty page', async () => {
    mount(every(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
  });
});
