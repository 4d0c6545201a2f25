import { errors } from '@strapi/utils';
import { htmlToText, isBlankHtml, MESSAGES } from '@bulletin/contract';
import { sanitizeArticleHtml } from '../../../../articles/html';
import { normaliseTags, tagIndexOf } from '../../../../articles/tags';

/**
 * Every write of an article, from our API or from the Strapi panel, passes here:
 * HTML is sanitised (and must still show something), the search text and tag index are derived, and a new
 * article is dated today.
 */
type Data = Record<string, unknown>;

function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  if (typeof data.content === 'string') {
    const content = sanitizeArticleHtml(data.content);
    data.content = content;
    // Markup that sanitising removes entirely (a lone <script>, say) leaves no content at all.
    if (isBlankHtml(content)) {
      throw new errors.ValidationError(MESSAGES.contentRequired, { errors: [{ path: ['content'], message: MESSAGES.contentRequired }] });
    }
    data.bodyText = htmlToText(content);
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
