/**
 * Text and addresses inside the feeds' XML. Escaping makes any title or summary safe inside an element or an
 * attribute; characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/U+FFFF) are
 * dropped, so a stray one in an article never makes a whole sitemap or feed unreadable.
 */
import { hreflangLinks, type LocalePath } from '@bulletin/contract';

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: unknown): string {
  return String(value ?? '')
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `<name>text</name>` with the text escaped. */
export function element(name: string, text: unknown): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** An address on the site: PUBLIC_URL + path. Absolute addresses (an image on another host) stay as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Reader addresses in a language: the contract's one rule (English unprefixed, the others under `/<code>`). */
export { articleReaderPath as articlePath, authorReaderPath as authorPath, categoryReaderPath as categoryPath } from '@bulletin/contract';

export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The `<xhtml:link rel="alternate">` elements of a sitemap entry: every language version and `x-default`. */
export function alternateLinks(publicUrl: string, versions: readonly LocalePath[]): string {
  if (versions.length < 2) return '';
  return hreflangLinks(versions)
    .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(absoluteUrl(publicUrl, link.path))}"/>`)
    .join('');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A date as RSS 2.0 writes it (RFC 822, `toUTCString`). */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();
