import { errors } from '@strapi/utils';
import { ARTICLE_CONTENT_MAX_BYTES, htmlToText, isBlankHtml, MESSAGES } from '@bulletin/contract';
import { sanitizeArticleHtml } from '../../../../bulletin/html';
import { normaliseTags, tagIndexOf } from '../../../../bulletin/tags';

/**
 * Every write of an article, from our API or from the Strapi panel, passes here:
 * HTML is at most the size the API can carry (for writers without a body limit: the import, scripts), is
 * sanitised (and must still show something), the search text and tag index are derived, and a new article is
 * dated today.
 */
type Data = Record<string, unknown>;

function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  if (typeof data.content === 'string') {
    if (Buffer.byteLength(data.content, 'utf8') > ARTICLE_CONTENT_MAX_BYTES) {
      throw new errors.ValidationError(MESSAGES.contentTooLarge, { errors: [{ path: ['content'], message: MESSAGES.contentTooLarge }] });
    }
    data.content = sanitizeArticleHtml(data.content);
    // Markup that sanitising removes entirely (a lone <script>, say) leaves no content at all.
    if (isBlankHtml(data.content as string)) {
      throw new errors.ValidationError('Content is required', { errors: [{ path: ['content'], message: 'Content is required' }] });
    }
    data.bodyText = htmlToText(data.content as string);
  }
  if (typeof data.excerpt === 'string') data.excerpt = htmlToText(data.excerpt);
  if (data.tags !== undefined) {
    const tags = normaliseTags(data.tags);
    data.tags = tags;
    data.tagIndex = tagIndexOf(tags);
  }
  if (creating && !data.publishDate) data.publishDate = new Date().toISOString();
}

export default {
  beforeCreate(event: { params: { data?: Data } }) {
    prepare(event.params.data, true);
  },
  beforeUpdate(event: { params: { data?: Data } }) {
    prepare(event.params.data, false);
  },
};
