import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML policy: what the newsroom editor produces survives (headings, lists, colours, alignment,
 * links, images, quotes, code); scripts, event handlers, iframes and javascript: URLs do not.
 */
const allowedStyles = {
  '*': {
    color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i, /^[a-z]+$/i],
    'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i, /^[a-z]+$/i],
    'text-align': [/^(left|right|center|justify)$/],
  },
};

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'del',
    'sub', 'sup', 'mark', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['style', 'class'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes'],
    code: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {
    '*': [/^ql-/, /^text-/, /^image/, /^language-[a-z0-9-]+$/, /^marker-/, /^pen-/, /^table/],
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
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
