import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS } from './article-html-policy';

/**
 * Article HTML: the allow-list of bulletin/article-html-policy (shared with the editor's Preview). Plain text,
 * the blank check and comments' tag stripping are the contract package's (`htmlToText`, `isBlankHtml`,
 * `stripTags`), the same in the browser, the adapters and here.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML_OPTIONS);
}
