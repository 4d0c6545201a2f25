import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrDefaults } from '../lib/swr';
import { SessionProvider } from '../session';
import { pageErrors, type PageData } from '../ssr/page-data';
import { LazyToaster } from './LazyToaster';
import { appSystem } from './theme';

type Props = {
  children: ReactNode;
  /** A server-rendered page's data (entry-server.tsx, then entry-client.tsx when hydrating it). */
  page?: PageData | null;
  /**
   * The browser hydrating a server-rendered page: Chakra's global CSS (reset, tokens as CSS variables, ~48 KB)
   * is already in the document (`<style data-emotion="css-global …">`, kept as it is), so it is not
   * serialized and hashed again during hydration — that was the longest single task of hydrating a page.
   */
  globalStylesInDocument?: boolean;
};

let withoutGlobalCss: ReturnType<typeof appSystem> | undefined;
/** The same system without its global styles (ChakraProvider renders `_global` through Emotion's `<Global>`). */
function systemWithoutGlobalCss() {
  withoutGlobalCss ??= { ...appSystem(), _global: [] };
  return withoutGlobalCss;
}

/** Everything a screen can rely on: Chakra (Bulletin theme), SWR defaults, the session, the toast area. */
export function AppProviders({ children, page, globalStylesInDocument = false }: Props) {
  // Marks the document once React runs it (`<html data-hydrated>`; tests wait for it). Kept out of the element
  // tree: a component added on one side only would shift React's useId values between server and browser.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const swr = useMemo<SWRConfiguration>(
    () => (page ? { ...swrDefaults, fallback: page.data, use: [pageErrors(page.errors)] } : swrDefaults),
    [page],
  );
  return (
    <ChakraProvider value={globalStylesInDocument ? systemWithoutGlobalCss() : appSystem()}>
      <SWRConfig value={swr}>
        {/* A server-rendered page was rendered for an anonymous reader: the stored session is read after hydration. */}
        <SessionProvider deferStoredToken={!!page}>
          {children}
          <LazyToaster />
        </SessionProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}
