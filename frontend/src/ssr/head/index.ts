/**
 * A reader page's head: description, canonical, Open Graph / Twitter, `article:*` tags and JSON-LD, built from the
 * page's facts. The same builders serve the first answer (the server entry's `headTags`, used by
 * adapters/src/pages/render.ts) and in-app navigation (`ssr/head-dom.ts`). Pure and free of Node APIs: keep it so.
 */
import type { PageFacts } from '@bulletin/contract';
import { buildHead, headHtml, type HeadSite } from './head';
import { buildJsonLd, jsonLdHtml } from './json-ld';

export { buildHead, buildJsonLd };

/** The head tags and structured data of a page, as HTML for the server's answer. */
export function headTags(facts: PageFacts, publicUrl: string, site: HeadSite = {}): string {
  return headHtml(buildHead(facts, publicUrl, site)) + jsonLdHtml(buildJsonLd(facts, publicUrl));
}
