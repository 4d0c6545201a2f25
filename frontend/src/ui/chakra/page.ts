import { routeOf, type RouteModule } from '../../lib/route-module';

/** Chakra UI's provider around a screen (ChakraScope.tsx `withChakra`), loaded with the screen. */
const chakra = () => import('./ChakraScope');

/**
 * The `lazy` of a route whose screen is a route module built with Chakra UI (newsroom and account screens);
 * `fixedParams` are added to the URL's params. See lib/route-module.ts; reader screens use `plainPage()` there
 * and never load Chakra (docs/decisions/0021-reader-pages-without-chakra.md).
 */
export function page(load: () => Promise<RouteModule>, fixedParams?: Record<string, string>) {
  return routeOf(load, fixedParams, chakra);
}
