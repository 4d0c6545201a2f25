/**
 * Tag and text helpers shared by the forms, the adapters and Strapi. Browser-safe: no packages.
 */
import { TAG_MAX_LENGTH } from './limits.js';

/**
 * Tags from a list or a comma-separated text: trimmed, cut to TAG_MAX_LENGTH, empties dropped, duplicates
 * dropped regardless of case (the first spelling kept). Anything that is not text is ignored.
 */
export function normaliseTags(value: unknown): string[] {
  const items: readonly unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const tag = item.trim().slice(0, TAG_MAX_LENGTH).trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
};

/**
 * Decodes the entities HTML serialisers write for text (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&nbsp;`) in
 * one pass, so `&amp;lt;` (a typed "&lt;") becomes the text "&lt;", never "<". Other entities stay as written.
 */
export function decodeTextEntities(text: string): string {
  return text.replace(/&(nbsp|amp|lt|gt|quot|apos|#39|#x27);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/**
 * Markup: comments and tags (their text stays). Only real tag syntax counts — '<' followed by a letter, '/', '!'
 * or '?' — so '3 < 4 and 5 > 2' stays as written. Article HTML reaches `htmlToText` sanitised (no script).
 */
const MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?[a-z][^>]*>|<[!?][^>]*>/gi;

/** Plain text of HTML, for search, excerpts and the blank check: tags gone, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return decodeTextEntities(html.replace(MARKUP, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when HTML shows nothing: no image, and no text once tags, entities and whitespace are gone. */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && htmlToText(html) === '';
}

/**
 * Comments are plain text: any HTML tag (or comment) is removed on the way in, never stored. Encoded markup is
 * decoded and stripped again while decoding still reveals tags ('&lt;b&gt;' → '<b>' → ''), so none survives.
 */
export function stripTags(text: string): string {
  let out = text;
  for (let pass = 0; pass < 10; pass += 1) {
    const next = decodeTextEntities(out.replace(MARKUP, ''));
    if (next === out) return out.trim();
    out = next;
  }
  // Pathologically nested encodings: keep the last layer encoded rather than risk a tag.
  return out.replace(MARKUP, '').trim();
}
