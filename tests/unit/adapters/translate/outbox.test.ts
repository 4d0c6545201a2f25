import { describe, expect, it } from 'vitest';
import { outboxListFromStrapi, outboxMessageFromStrapi } from '../../../../adapters/src/translate/outbox.js';

describe("the outbox's answers, from Strapi's shape to the site's", () => {
  const summary = { id: '2026-11-26T10-00-00-000Z-abcd1234', to: 'a@example.test', subject: 'Hello', date: '2026-11-26T10:00:00.000Z' };

  it('names a message by `_id`, and a list by page and pages', () => {
    const list = outboxListFromStrapi({ data: [summary], meta: { pagination: { page: 2, pageSize: 1, pageCount: 3, total: 3 } } });
    expect(list).toEqual({ messages: [{ _id: summary.id, to: summary.to, subject: 'Hello', date: summary.date }], total: 3, page: 2, pages: 3 });
  });

  it('keeps both parts of a message as they are', () => {
    const message = outboxMessageFromStrapi({ ...summary, from: 'Bulletin <no-reply@localhost>', html: '<p>Hi</p>', text: 'Hi\n' });
    expect(message).toEqual({ _id: summary.id, to: summary.to, subject: 'Hello', date: summary.date, from: 'Bulletin <no-reply@localhost>', html: '<p>Hi</p>', text: 'Hi\n' });
  });
});
