import type { IOptions } from 'sanitize-html';

/**
 * The article HTML allow-list (sanitize-html options), in one place for the server and the browser: the CMS
 * sanitises every stored article with it (cms/src/articles/html.ts), the newsroom editor's Preview shows the draft
 * through it (frontend/src/admin/editor/preview-html.ts), so the preview is what
 * will be stored. What the newsroom editor produces survives (headings, lists, colours, alignment, links,
 * images, quotes, code); scripts, event handlers, iframes and javascript: URLs do not.
 * Browser-safe: no imports but sanitize-html's types.
 */
const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i, /^[a-z]+$/i];

/** Text direction (`dir`): right-to-left text (Arabic, Hebrew; e.g. imported from WordPress) keeps its direction. */
const DIRECTIONS = new Set(['rtl', 'ltr', 'auto']);

export const ARTICLE_HTML_OPTIONS: IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'del',
    'sub', 'sup', 'mark', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes'],
    code: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // No `data:` image: the adapters store each image inserted in the editor as a file once its bytes are checked
  // (adapters/src/strapi/images.ts), so stored HTML never holds image data that no check has read.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {
    '*': [/^ql-/, /^text-/, /^image/, /^language-[a-z0-9-]+$/, /^marker-/, /^pen-/, /^table/],
  },
  transformTags: {
    // A `dir` of any other value is dropped (sanitize-html checks values per tag only, not under '*').
    '*': (tagName, attribs) => {
      if (attribs.dir === undefined || DIRECTIONS.has(attribs.dir.toLowerCase())) return { tagName, attribs };
      const { dir: _dir, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};
