/**
 * Images inserted in the article editor arrive inside the content as `<img src="data:...">`. The article
 * routes store each one as an uploaded file and put the file's URL in its place (strapi/images.ts
 * `resolveContentImages`), so stored articles carry no inline image data. These are the pure halves.
 *
 * The `<img>` elements are found by htmlparser2, the parser Strapi's sanitiser reads the HTML with
 * (sanitize-html, cms/src/articles/html.ts), with the same options: every image it will see is seen here,
 * whatever comes before its `src` (a `>` inside a quoted attribute, entities, odd case or spacing). Stored HTML
 * holds no `data:` URL at all (the sanitiser's policy, packages/contract/src/article-html-policy.ts), so one this
 * missed could never be stored.
 */
import { Parser } from 'htmlparser2';

type ImgTag = { start: number; end: number; attribs: Record<string, string>; dataUrl: string };

/** A `src` as the browser and the sanitiser read it: tabs and newlines dropped, leading spaces and controls trimmed. */
function dataUrlOf(src: string | undefined): string | null {
  if (src === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const url = src.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^data:/i.test(url) ? url : null;
}

/** Every `<img>` whose `src` is a data URL, with its place in `html` (`end` exclusive). */
function imgTagsWithDataUrls(html: string): ImgTag[] {
  const found: ImgTag[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'img') return;
        const dataUrl = dataUrlOf(attribs.src);
        if (dataUrl) found.push({ start: parser.startIndex, end: parser.endIndex + 1, attribs, dataUrl });
      },
    },
    // sanitize-html's own parser options.
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

/** The distinct data URLs used as `src` of `<img>` elements, in order of appearance. */
export function inlineImageDataUrls(html: string): string[] {
  return [...new Set(imgTagsWithDataUrls(html).map((tag) => tag.dataUrl))];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Attribute names worth writing back (the sanitiser keeps a few plain ones; a name with quotes or `<` is dropped). */
const PLAIN_NAME = /^[a-z_:][a-z0-9_:.-]*$/i;

/** The tag written anew: its attributes as parsed, double-quoted, `src` the new URL. */
function imgTag(attribs: Record<string, string>, src: string): string {
  const parts = Object.entries({ ...attribs, src })
    .filter(([name]) => PLAIN_NAME.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<img${parts.join('')}>`;
}

/**
 * `html` with each `<img>` whose data-URL `src` is found in `urls` written anew with its new URL (double-quoted);
 * everything else is left byte for byte.
 */
export function replaceInlineImages(html: string, urls: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const tag of imgTagsWithDataUrls(html)) {
    const next = urls.get(tag.dataUrl);
    if (next === undefined) continue;
    out += html.slice(at, tag.start) + imgTag(tag.attribs, next);
    at = tag.end;
  }
  return out + html.slice(at);
}
