/**
 * A WordPress post's stored content turned into the HTML a Bulletin article holds (the CMS then sanitises it
 * with the article allow-list, `cms/src/articles/html.ts`, in the article lifecycle):
 * - block editor comments (`<!-- wp:paragraph -->`, `<!-- /wp:image -->`, `<!-- wp:spacer {...} /-->`) and the
 *   `<!--more-->` / `<!--nextpage-->` markers are removed;
 * - `[caption]` shortcodes become `<figure class="image">` with a `<figcaption>`;
 * - classic-editor content (no blocks) gets its paragraphs, as WordPress adds them when it shows the post
 *   (`wpautop`: a blank line is a paragraph, a single line break a `<br>`);
 * - image addresses are rewritten to the uploaded copies (`rewriteImages`).
 * Pure functions: no I/O.
 */

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const MARKERS = /<!--\s*(?:more(?:\s[^>]*)?|nextpage|noteaser)\s*-->/gi;

/** Whether the content was written in the block editor (WordPress then adds no paragraphs of its own). */
export function hasBlocks(html: string): boolean {
  return /<!--\s*wp:/.test(html);
}

export function removeBlockComments(html: string): string {
  return html.replace(BLOCK_COMMENT, '').replace(MARKERS, '');
}

/** Reads `name="value"` pairs of a shortcode's or a tag's attributes (quotes optional, as WordPress allows). */
export function attributesOf(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]>]+))/g;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    const name = m[1].toLowerCase();
    if (!(name in out)) out[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** WordPress's alignment classes as the newsroom editor's (CKEditor's) image styles. */
const ALIGN: Record<string, string> = {
  alignleft: 'image-style-align-left',
  alignright: 'image-style-align-right',
};

/**
 * `[caption id="attachment_12" align="alignright" width="300"]<a href="…"><img …></a> The caption[/caption]`
 * (or the older `caption="…"` attribute) → `<figure class="image …"><a …><img …></a><figcaption>The caption</figcaption></figure>`.
 */
export function captionsToFigures(html: string): string {
  return html.replace(/\[caption\b([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_whole, attrs: string, inner: string) => {
    const attributes = attributesOf(attrs);
    const media = /^\s*(<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>)/i.exec(inner);
    const image = media ? media[1] : '';
    const caption = (media ? inner.slice(media[0].length) : inner).trim() || (attributes.caption ?? '').trim();
    const classes = ['image', ALIGN[attributes.align ?? '']].filter(Boolean).join(' ');
    const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
    return `<figure class="${escapeAttribute(classes)}">${image}${figcaption}</figure>`;
  });
}

const BLOCK_TAGS =
  'table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary';
const STARTS_WITH_BLOCK = new RegExp(`^</?(?:${BLOCK_TAGS})\\b`, 'i');

/**
 * WordPress's `wpautop`, in short: blank lines separate paragraphs, a single line break inside one is a `<br>`,
 * block elements (lists, quotes, tables, figures, headings) stand on their own, `<pre>` is kept as written.
 */
export function autoParagraphs(html: string): string {
  const kept: string[] = [];
  let text = html.replace(/\r\n?/g, '\n').replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => {
    kept.push(pre);
    return `\n\n<pre data-kept="${kept.length - 1}"></pre>\n\n`;
  });
  // Each block element's start and end tag on a paragraph boundary of its own.
  text = text
    .replace(new RegExp(`(<(?:${BLOCK_TAGS})\\b[^>]*>)`, 'gi'), '\n\n$1')
    .replace(new RegExp(`(</(?:${BLOCK_TAGS})>)`, 'gi'), '$1\n\n');
  const chunks = text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  const out = chunks.map((chunk) => (STARTS_WITH_BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`));
  return out.join('\n').replace(/<pre data-kept="(\d+)"><\/pre>/g, (_m, i: string) => kept[Number(i)]);
}

/** The content as a Bulletin article holds it (before image addresses are rewritten). */
export function articleHtml(wordpressContent: string): string {
  const blocks = hasBlocks(wordpressContent);
  const html = captionsToFigures(removeBlockComments(wordpressContent));
  return (blocks ? html : autoParagraphs(html)).trim();
}

/** Shortcodes other than [caption] left in the content (shown as text by Bulletin): reported, not guessed at. */
export function otherShortcodes(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(/\[([a-z][\w-]*)(?=[\s\]/])[^\]]*\]/gi)) {
    const name = m[1].toLowerCase();
    if (name !== 'caption') names.add(name);
  }
  return [...names];
}

const decodeUrl = (value: string) => value.replace(/&amp;/g, '&').replace(/&#0?38;/g, '&').trim();

/** Addresses of the images the content shows (`<img src>`). */
export function imageSources(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attributesOf(m[0]).src;
    if (src) found.add(decodeUrl(src));
  }
  return [...found];
}

/** Addresses of the images the content shows (`<img src>`), and of the image files it links to (`<a href>`). */
export function mediaAddresses(html: string): string[] {
  const found = new Set<string>(imageSources(html));
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attributesOf(m[0]).href;
    if (href && /\.(?:png|jpe?g|gif|webp|bmp|ico)(?:[?#].*)?$/i.test(href)) found.add(decodeUrl(href));
  }
  return [...found];
}

function replaceAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`(\\s${name}\\s*=\\s*)(?:"[^"]*"|'[^']*'|[^\\s>]+)`, 'i');
  return tag.replace(pattern, `$1"${escapeAttribute(value)}"`);
}

/**
 * Points images and image links at the uploaded copies (`urls`: old address → new). A rewritten `<img>` loses
 * `srcset`/`sizes` (they name the old site's resized files; the uploaded image has formats of its own).
 * Images in `missing` (their file was looked for and not found) are left out: the site shows no image from
 * another site (its Content-Security-Policy), so the old address would be a broken image; a link left empty by
 * that goes too. Other addresses stay as they were.
 */
export function rewriteImages(html: string, urls: Map<string, string>, missing: ReadonlySet<string> = new Set()): string {
  if (urls.size === 0 && missing.size === 0) return html;
  const withImages = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = attributesOf(tag).src;
    const address = src ? decodeUrl(src) : '';
    if (missing.has(address)) return '';
    const target = urls.get(address);
    if (!target) return tag;
    return replaceAttribute(tag, 'src', target).replace(/\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  });
  const withLinks = withImages.replace(/<a\b[^>]*>/gi, (tag) => {
    const href = attributesOf(tag).href;
    const target = href ? urls.get(decodeUrl(href)) : undefined;
    return target ? replaceAttribute(tag, 'href', target) : tag;
  });
  return missing.size ? withLinks.replace(/<a\b[^>]*>\s*<\/a>/gi, '') : withLinks;
}
