import { describe, expect, it } from 'vitest';
import { pickWritable } from '../../../../cms/src/articles/fields.js';

describe('pickWritable', () => {
  it('keeps the fields a client may write', () => {
    const data = { title: 'T', excerpt: 'E', content: '<p>C</p>', category: 'cat', editorialStatus: 'draft', publishDate: null, breaking: true, featured: false, tags: ['a'], featuredImage: 1, images: [2] };
    expect(pickWritable(data)).toEqual(data);
  });

  it("drops the server's business: views, likes, slug, author, bookkeeping", () => {
    expect(pickWritable({ title: 'T', views: 9, likes: 9, slug: 's', author: 'u', reviewNote: 'n', createdAt: 'x', id: 1 })).toEqual({ title: 'T' });
  });

  it('leaves out fields that are not sent', () => {
    expect(pickWritable({ title: undefined, excerpt: '' })).toEqual({ excerpt: '' });
  });
});
