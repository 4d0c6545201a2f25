import { ARTICLE_CONTENT_MAX_BYTES, htmlToText, isBlankHtml, MESSAGES } from '@bulletin/contract';
import { sanitizeArticleHtml } from '../../../../articles/html';
import { normaliseTags, tagIndexOf } from '../../../../articles/tags';
import { newTranslationGroup } from '../../../../articles/translations';
import { fieldError } from '../../../../requests/contract-input';

/**
 * Every write of an article, from our API or from the Strapi panel, passes here:
 * text is stored in Unicode's composed form (NFC: the same word typed two ways is one word for search, in every
 * script), HTML is at most the size the API can carry (for writers without a body limit: the import, scripts), is
 * sanitised (and must still show something), the search text and tag index are derived, and a new article is
 * dated today and starts a story of its own unless it joins one (a translation).
 */
type Data = Record<string, unknown>;

function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  for (const field of ['title', 'excerpt', 'content'] as const) {
    const value = data[field];
    if (typeof value === 'string') data[field] = value.normalize('NFC');
  }
  if (typeof data.content === 'string') {
    if (Buffer.byteLength(data.content, 'utf8') > ARTICLE_CONTENT_MAX_BYTES) {
      throw fieldError('content', MESSAGES.contentTooLarge);
    }
    const content = sanitizeArticleHtml(data.content);
    data.content = content;
    // Markup that sanitising removes entirely (a lone <script>, say) leaves no content at all.
    if (isBlankHtml(content)) {
      throw fieldError('content', MESSAGES.contentRequired);
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
  if (creating && !data.translationGroup) data.translationGroup = newTranslationGroup();
}

export default {
  beforeCreate(event: { params: { data?: Data } }) {
    prepare(event.params.data, true);
  },
  beforeUpdate(event: { params: { data?: Data } }) {
    prepare(event.params.data, false);
  },
};
