import { isBlankHtml, LIVE_MESSAGES } from '@bulletin/contract';
import { sanitizeArticleHtml } from '../../../../articles/html';
import { fieldError } from '../../../../requests/contract-input';

/** Every write of a live entry: its HTML through the article allow-list, and it must still show something. */
type Data = Record<string, unknown>;

function prepare(data: Data | undefined): void {
  if (!data || typeof data.content !== 'string') return;
  const content = sanitizeArticleHtml(data.content);
  data.content = content;
  if (isBlankHtml(content)) {
    throw fieldError('content', LIVE_MESSAGES.contentRequired);
  }
}

export default {
  beforeCreate(event: { params: { data?: Data } }) {
    prepare(event.params.data);
  },
  beforeUpdate(event: { params: { data?: Data } }) {
    prepare(event.params.data);
  },
};
