/**
 * The head builders the browser uses as well (frontend alias `@page-head`, frontend/src/ssr/head-sync.ts): after an
 * in-app navigation the browser rebuilds the description, canonical, Open Graph / Twitter tags and JSON-LD with
 * the very functions the server used for the first answer. Pure and free of Node APIs: keep it so.
 */
export { buildHead, type Head } from './head.js';
export { buildJsonLd, type JsonLd } from './json-ld.js';
export type { PageFacts, PageKind } from './page-types.js';
