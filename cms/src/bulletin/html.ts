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
  // Entities for < and > stay encoded, so no tag can come back from decoding.
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&amp;(?!lt;|gt;)/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}
