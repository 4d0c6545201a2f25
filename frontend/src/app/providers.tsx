import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrDefaults } from '../lib/swr';
import { SessionProvider } from '../session';
import { whenHydrated } from '../ssr/hydrate-later';
import { pageAnswers, pageErrors, setHydrating, type PageData } from '../ssr/page-data';
import { LazyToaster } from './LazyToaster';

type Props = {
  children: ReactNode;
  /** A server-rendered page's data (entry-server.tsx, then entry-client.tsx when hydrating it). */
  page?: PageData | null;
};

/**
 * Everything a screen can rely on: SWR defaults, the session, the toast area. Chakra UI is not here: the screens
 * built with it get its provider with them (`page()` in ui/chakra/page.ts, ui/chakra/ChakraScope.tsx); the frame and
 * the reader screens are plain elements styled by CSS modules.
 */
export function AppProviders({ children, page }: Props) {
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
    () => (page ? { ...swrDefaults, fallback: page.data, use: [pageErrors(page.errors), pageAnswers(page.data)] } : swrDefaults),
    [page],
  );
  return (
    <SWRConfig value={swr}>
      {/* A server-rendered page was rendered for an anonymous reader: the stored session is read after hydration. */}
      <SessionProvider deferStoredToken={!!page}>
        {children}
        <LazyToaster />
      </SessionProvider>
    </SWRConfig>
  );
}
