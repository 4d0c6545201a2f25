import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../../../frontend/src/lib/swr';
import { SessionProvider, useSession } from '../../../frontend/src/session';
import { ChakraScope } from '../../../frontend/src/ui/chakra/ChakraScope';

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

/**
 * A newsroom screen as the app shows it to a signed-in member of staff: a router, a data cache of its own, the session
 * (read from the stored token), Chakra, and the screen once the session has its user.
 */
export function newsroomScreen(screen: ReactNode) {
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
        <SessionProvider>
          <ChakraScope>
            <SignedIn>{screen}</SignedIn>
          </ChakraScope>
        </SessionProvider>
      </SWRConfig>
    </MemoryRouter>
  );
}
