import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { appSystem } from './theme';

/**
 * Chakra UI for the screens built with it (the newsroom, the account forms, any screen registered with `page()`):
 * its system, global CSS and Emotion come with those screens only. Reader screens registered with `plainPage()`
 * and the frame are plain elements with CSS modules and never load it (docs/decisions/0021).
 */
const InsideChakra = createContext(false);

/**
 * A page rendered on the server with a Chakra screen already holds Chakra's global CSS (reset and tokens as
 * CSS variables, ~48 KB, `<style data-emotion="css-global …">`), and it stays for the page's lifetime: the
 * browser's provider then gets the same system with an empty `_global`, so Emotion neither serializes nor hashes
 * it again (it was the longest single piece of hydrating such a page). Decided once, when this chunk loads.
 */
const serverGlobalCss = typeof document !== 'undefined' && document.querySelector('style[data-emotion^="css-global "]') !== null;

let withoutGlobalCss: ReturnType<typeof appSystem> | undefined;
function systemOfThisPage() {
  if (!serverGlobalCss) return appSystem();
  withoutGlobalCss ??= { ...appSystem(), _global: [] };
  return withoutGlobalCss;
}

/** Chakra's provider around `children`, once (a screen inside a Chakra layout, e.g. the newsroom's, reuses it). */
export function ChakraScope({ children }: { children: ReactNode }) {
  if (useContext(InsideChakra)) return <>{children}</>;
  return (
    <InsideChakra.Provider value>
      <ChakraProvider value={systemOfThisPage()}>{children}</ChakraProvider>
    </InsideChakra.Provider>
  );
}

/** The screen inside ChakraScope (`page()`, page.ts). */
export default function withChakra(Screen: ComponentType): ComponentType {
  const Scoped = () => (
    <ChakraScope>
      <Screen />
    </ChakraScope>
  );
  Scoped.displayName = `Chakra(${Screen.displayName ?? Screen.name})`;
  return Scoped;
}
