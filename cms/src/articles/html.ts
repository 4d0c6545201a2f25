import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS } from '@bulletin/contract';

/**
 * Article HTML: the allow-list of @bulletin/contract's article-html-policy (shared with the editor's Preview). Plain text,
 * the blank check and comments' tag stripping are the contract package's (`htmlToText`, `isBlankHtml`,
 * `stripTags`), the same in the browser, the adapters and here.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS);
}
