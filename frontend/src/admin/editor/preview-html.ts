import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS } from '@bulletin/contract';

/**
 * The editor's HTML as the server will store it: the same sanitize-html allow-list the CMS applies on save
 * (packages/contract/src/article-html-policy.ts). Pasted or typed markup such as `<img onerror>` or `<script>` is
 * never run in the newsroom's own pages. Editor chunk only: reader routes never load sanitize-html.
 */
export function previewHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS);
}
