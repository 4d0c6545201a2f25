import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS } from './article-html-policy';

/** Article HTML: the allow-list of bulletin/article-html-policy (shared with the editor's Preview). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS);
}

/** True when sanitised article HTML shows nothing: no text and no image. */
export function isBlankArticleHtml(html: string): boolean {
  return !/<img\b/i.test(html) && htmlToText(html) === '';
}

/** Plain text of article HTML, for search and excerpts. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Comments are plain text: tags are removed on the way in, never stored. */
export function stripTags(text: string): string {
  // Text comes back entity-encoded ('3 < 4' as '3 &lt; 4'); decode it, and strip again while decoding
  // still reveals tags ('&lt;b&gt;' → '<b>'), so none is ever stored.
  const strip = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  let out = text;
  for (let pass = 0; pass < 10; pass += 1) {
    const next = decodeBasicEntities(strip(out));
    if (next === out) return out.trim();
    out = next;
  }
  // Pathologically nested encodings: keep the last layer encoded rather than risk a tag.
  return strip(out).trim();
}

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
