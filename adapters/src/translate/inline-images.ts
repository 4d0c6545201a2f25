/**
 * Images inserted in the article editor arrive inside the content as `<img src="data:...">`. The article
 * routes store each one as an uploaded file and put the file's URL in its place (strapi/images.ts
 * `resolveContentImages`), so stored articles carry no inline image data. These are the pure halves.
 */

// `<img ... src="data:...">` with the value double-, single- or un-quoted; `\s` before `src` so that
// `data-src=` is not taken for it.
const IMG_DATA_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(?:"(data:[^"]*)"|'(data:[^']*)'|(data:[^\s"'>]+))/gi;

/** The distinct data URLs used as `src` of `<img>` elements, in order of appearance. */
export function inlineImageDataUrls(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(IMG_DATA_SRC)) {
    const url = match[2] ?? match[3] ?? match[4] ?? '';
    if (!found.includes(url)) found.push(url);
  }
  return found;
}

/** `html` with each `<img>` data-URL `src` found in `urls` replaced by its new URL (double-quoted). */
export function replaceInlineImages(html: string, urls: ReadonlyMap<string, string>): string {
  return html.replace(IMG_DATA_SRC, (whole, start: string, dq?: string, sq?: string, bare?: string) => {
    const next = urls.get(dq ?? sq ?? bare ?? '');
    return next === undefined ? whole : `${start}"${next.replace(/"/g, '&quot;')}"`;
  });
}
