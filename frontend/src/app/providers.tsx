import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/swr';
import { SessionProvider } from '../session';
import { AppToaster } from './AppToaster';
import { system } from './theme';

/** Everything a screen can rely on: Chakra (Bulletin theme), SWR defaults, the session, the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={swrDefaults}>
        <SessionProvider>
          {children}
          <AppToaster />
        </SessionProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}
