import { decodeTextEntities } from '@bulletin/contract';

/** Elements that start a line of their own when HTML is read as text. */
const BLOCK = /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|figure|figcaption|table|tr|br|hr)\b[^>]*>/gi;
const OTHER_MARKUP = /<!--[\s\S]*?(?:-->|$)|<\/?[a-z][^>]*>|<[!?][^>]*>/gi;

/**
 * Article HTML as a person reads it: one line per paragraph, heading or list item, inline markup gone without a
 * gap ('re<em>open</em>ed.' reads 'reopened.'), entities decoded, spaces collapsed. For showing two versions side by
 * side (the edit-conflict screen), not for storing.
 */
export function readableText(html: string): string {
  return decodeTextEntities(html.replace(BLOCK, '\n').replace(OTHER_MARKUP, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
