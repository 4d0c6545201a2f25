import type { PageFacts } from '@bulletin/contract';
import { buildHead, buildJsonLd } from './head';

/**
 * Writes a page's head in the browser after an in-app navigation, with the server's own builders
 * (ssr/head: head.ts, json-ld.ts): title, description, robots, canonical, Open Graph, Twitter,
 * `article:*` and the JSON-LD scripts are replaced; nothing else in the head is touched.
 * Loaded on the first navigation (its own small chunk), never before the first page is interactive.
 */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

/** The site's public address: the origin the server wrote its absolute addresses with (PUBLIC_URL). */
function publicUrl(): string {
  const url = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return url ? new URL(url).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

export function applyHead(facts: PageFacts): void {
  const site = publicUrl();
  // The site's X account is the server's setting: kept from the head the server wrote.
  const xHandle = document.querySelector<HTMLMetaElement>('meta[name="twitter:site"]')?.content || undefined;
  const head = buildHead(facts, site, { xHandle });
  const elements: Element[] = [];
  for (const tag of head.meta) {
    const meta = document.createElement('meta');
    if (tag.name !== undefined) meta.name = tag.name;
    else meta.setAttribute('property', tag.property ?? '');
    meta.content = tag.content;
    elements.push(meta);
  }
  for (const tag of head.links) {
    const link = document.createElement('link');
    link.rel = tag.rel;
    link.href = tag.href;
    if (tag.type) link.type = tag.type;
    if (tag.title) link.title = tag.title;
    if (tag.hreflang) link.hreflang = tag.hreflang;
    elements.push(link);
  }
  for (const item of buildJsonLd(facts, site)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(item);
    elements.push(script);
  }
  for (const old of document.head.querySelectorAll(MANAGED)) old.remove();
  document.head.append(...elements);
  document.title = head.title;
}
