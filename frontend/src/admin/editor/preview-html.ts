import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS } from '@bulletin/contract';

/**
 * The editor's HTML as the server will store it: the same sanitize-html allow-list the CMS applies on save
 * (packages/contract/src/article-html-policy.ts). Pasted or typed markup such as `<img onerror>` or `<script>` is
 * never run in the newsroom's own pages. Editor chunk only: reader routes never load sanitize-html.
 *
 * One difference: an image inserted but not yet saved is still a `data:` URL, shown as it is; on save the server
 * stores it as a file (or refuses it) and the stored HTML points at the file.
 */
const PREVIEW_OPTIONS = { ...ARTICLE_HTML_OPTIONS, allowedSchemesByTag: { img: ['http', 'https', 'data'] } };

export function previewHtml(html: string): string {
  return sanitizeHtml(html, PREVIEW_OPTIONS);
}
