import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '../i18n/context';
import { localizeKeys } from '../i18n/localized-key';
import { swrDefaults } from '../lib/swr';
import { SessionProvider } from '../session';
import { whenHydrated } from '../ssr/hydrate-later';
import { pageAnswers, pageErrors, setHydrating, type PageData } from '../ssr/page-data';
import { LazyToaster } from './LazyToaster';

type Props = {
  children: ReactNode;
  /** A server-rendered page's data (entry-server.tsx, then entry-client.tsx when hydrating it). */
  page?: PageData | null;
  /** The interface in the page's language (i18n/i18n.ts `loadI18n`); without it, the standalone one (tests). */
  i18n?: I18n;
};

/**
 * Everything a screen can rely on: SWR defaults, the session, the toast area. Chakra UI is not here: the screens
 * built with it get its provider with them (`page()` in ui/chakra/page.ts, ui/chakra/ChakraScope.tsx); the frame and
 * the reader screens are plain elements styled by CSS modules.
 */
export function AppProviders({ children, page, i18n }: Props) {
  // Marks the document once React runs it (`<html data-hydrated>`; tests wait for it), after the parts hydrated in
  // passes of their own (ssr/hydrate-later.tsx). Kept out of the element tree: a component added on one side only
  // would shift React's useId values between server and browser.
  useEffect(() => {
    whenHydrated(() => {
      setHydrating(false);
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  const swr = useMemo<SWRConfiguration>(
    // Keys are read in the page's language first (i18n/localized-key.ts): the server's answers are kept under those.
    () =>
      page
        ? { ...swrDefaults, fallback: page.data, use: [localizeKeys, pageErrors(page.errors), pageAnswers(page.data)] }
        : { ...swrDefaults, use: [localizeKeys] },
    [page],
  );
  const app = (
    <SWRConfig value={swr}>
      {/* A server-rendered page was rendered for an anonymous reader: the stored session is read after hydration. */}
      <SessionProvider deferStoredToken={!!page}>
        {children}
        <LazyToaster />
      </SessionProvider>
    </SWRConfig>
  );
  return i18n ? <I18nProvider i18n={i18n}>{app}</I18nProvider> : app;
}
