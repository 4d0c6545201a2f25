import { describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUSES,
  MESSAGES,
  articleSchema,
  isBlankHtml,
  loadedVersionField,
  normaliseTags,
  parsePublishDate,
  reviewNoteSchema,
} from '@bulletin/contract';

const ok = { title: 'Budget passes', content: '<p>It passed.</p>', category: 'cat123' };

const messagesFor = (input: unknown, field: string) => {
  const r = articleSchema.safeParse(input);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe('articleSchema', () => {
  it('fills defaults for a minimal article', () => {
    expect(articleSchema.parse(ok)).toEqual({
      ...ok,
      excerpt: '',
      tags: [],
      status: 'draft',
      featured: false,
      breaking: false,
      publishDate: undefined,
      featuredImage: undefined,
      images: undefined,
      locale: 'en',
      translationOf: undefined,
    });
  });

  it('trims title, category and excerpt', () => {
    const out = articleSchema.parse({ ...ok, title: '  Hi there ', category: ' c1 ', excerpt: ' short ' });
    expect(out.title).toBe('Hi there');
    expect(out.category).toBe('c1');
    expect(out.excerpt).toBe('short');
  });

  it.each([undefined, '', '    ', null])('requires a title (%s)', (title) => {
    expect(messagesFor({ ...ok, title }, 'title')).toEqual(['Title is required']);
  });

  it.each([undefined, '', '<p></p>', '<p>&nbsp;</p>', '<p> <br> </p>', '<h1>&NBSP;\n</h1>'])(
    'requires non-blank content (%s)',
    (content) => {
      expect(messagesFor({ ...ok, content }, 'content')).toEqual(['Content is required']);
    },
  );

  it('accepts content that is only an image', () => {
    expect(articleSchema.safeParse({ ...ok, content: '<p><img src="data:image/png;base64,AA"></p>' }).success).toBe(
      true,
    );
  });

  it.each([undefined, '', '  ', 5])('requires a category (%s)', (category) => {
    expect(messagesFor({ ...ok, category }, 'category')).toEqual(['Category is required']);
  });

  it('reports title, content and category together, title first', () => {
    const r = articleSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      'Content is required',
      'Category is required',
    ]);
  });

  it('accepts tags as a list or comma-separated text', () => {
    expect(articleSchema.parse({ ...ok, tags: ' politics, ,economy ,politics,' }).tags).toEqual([
      'politics',
      'economy',
    ]);
    expect(articleSchema.parse({ ...ok, tags: [' a ', '', 'b', 'a'] }).tags).toEqual(['a', 'b']);
    expect(articleSchema.parse({ ...ok, tags: null }).tags).toEqual([]);
  });

  it('rejects tags that are neither text nor a list of text', () => {
    expect(articleSchema.safeParse({ ...ok, tags: [1, 2] }).success).toBe(false);
    expect(articleSchema.safeParse({ ...ok, tags: { a: 1 } }).success).toBe(false);
  });

  it.each(ARTICLE_STATUSES)('accepts the status %s', (status) => {
    expect(articleSchema.parse({ ...ok, status }).status).toBe(status);
  });

  it.each(['', 'live', 'PUBLISHED', null])('rejects the status %s', (status) => {
    expect(messagesFor({ ...ok, status }, 'status')).toEqual([
      'Status must be one of draft, review, published, archived',
    ]);
  });

  it('reads featured and breaking from booleans or "true"/"false"', () => {
    const out = articleSchema.parse({ ...ok, featured: 'true', breaking: true });
    expect(out.featured).toBe(true);
    expect(out.breaking).toBe(true);
    const off = articleSchema.parse({ ...ok, featured: 'false', breaking: false });
    expect(off.featured).toBe(false);
    expect(off.breaking).toBe(false);
  });

  it('rejects other flag values', () => {
    expect(messagesFor({ ...ok, featured: 'yes' }, 'featured')).toEqual(['Featured must be true or false']);
    expect(messagesFor({ ...ok, breaking: 1 }, 'breaking')).toEqual(['Breaking must be true or false']);
  });

  it('turns a day into midnight UTC and an ISO date-time into that instant', () => {
    expect(articleSchema.parse({ ...ok, publishDate: '2025-03-04' }).publishDate?.toISOString()).toBe(
      '2025-03-04T00:00:00.000Z',
    );
    expect(
      articleSchema.parse({ ...ok, publishDate: '2025-03-04T10:30:00.000Z' }).publishDate?.toISOString(),
    ).toBe('2025-03-04T10:30:00.000Z');
    expect(
      articleSchema.parse({ ...ok, publishDate: '2025-03-04T10:30:00+02:00' }).publishDate?.toISOString(),
    ).toBe('2025-03-04T08:30:00.000Z');
  });

  it.each([undefined, null, ''])('leaves publishDate out when it is %s', (publishDate) => {
    expect(articleSchema.parse({ ...ok, publishDate }).publishDate).toBeUndefined();
  });

  it.each(['tomorrow', '2025-02-30', '2025-13-01', '04/03/2025', '2025-03-04T25:00:00Z', '2025-03-04T10:00:00', 20250304])(
    'rejects the publish date %s',
    (publishDate) => {
      expect(messagesFor({ ...ok, publishDate }, 'publishDate')).toEqual(['Publish date is not a valid date']);
    },
  );

  it('keeps featuredImage as text, null or absent and images as a list', () => {
    expect(articleSchema.parse({ ...ok, featuredImage: null }).featuredImage).toBeNull();
    expect(articleSchema.parse({ ...ok, featuredImage: '/uploads/a.png' }).featuredImage).toBe('/uploads/a.png');
    expect(articleSchema.parse({ ...ok, images: ['/uploads/b.png'] }).images).toEqual(['/uploads/b.png']);
    expect(articleSchema.parse({ ...ok, images: null }).images).toEqual([]);
    expect(articleSchema.safeParse({ ...ok, images: '/uploads/b.png' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...ok, featuredImage: 5 }).success).toBe(false);
  });
});

describe('article helpers', () => {
  it('isBlankHtml', () => {
    expect(isBlankHtml('<p>&nbsp;&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<IMG src="a.png">')).toBe(false);
  });

  it('normaliseTags keeps first-seen order', () => {
    expect(normaliseTags('b, a, b, c')).toEqual(['b', 'a', 'c']);
    expect(normaliseTags(undefined)).toEqual([]);
  });

  it('parsePublishDate', () => {
    expect(parsePublishDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parsePublishDate('2023-02-29')).toBeNull();
    expect(parsePublishDate('2025-01-01T00:00Z')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});

/** Review notes (docs/product.md#review-notes). */
describe('reviewNoteSchema', () => {
  it('is plain text, at most 1,000 characters once tags are gone; empty is none', () => {
    const parse = (reviewNote: unknown) => reviewNoteSchema.safeParse({ reviewNote });
    expect(parse('  <b>Add</b> a source &amp; a quote ').data).toEqual({ reviewNote: 'Add a source & a quote' });
    expect(parse('').data).toEqual({ reviewNote: undefined });
    expect(parse(null).data).toEqual({ reviewNote: undefined });
    expect(parse('<p></p>').data).toEqual({ reviewNote: undefined });
    expect(parse(`<i>${'😀'.repeat(1000)}</i>`).success).toBe(true);
    const tooLong = parse('x'.repeat(1001));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('Review note must be at most 1,000 characters');
    expect(parse(5).error?.issues[0]?.message).toBe(MESSAGES.reviewNoteInvalid);
  });
});

/** Edit conflicts (docs/product.md#edit-conflicts). */
describe('the loaded version of an edit (updatedAt)', () => {
  it('is an ISO date-time with a zone; missing or empty is no check', () => {
    expect(loadedVersionField.parse('2026-05-01T10:00:00.123Z')).toEqual(new Date('2026-05-01T10:00:00.123Z'));
    expect(loadedVersionField.parse('2026-05-01T12:00:00+02:00')).toEqual(new Date('2026-05-01T10:00:00Z'));
    expect(loadedVersionField.parse(undefined)).toBeUndefined();
    expect(loadedVersionField.parse('')).toBeUndefined();
    for (const bad of ['2026-05-01', 'yesterday', '2026-02-30T10:00:00Z', '2026-05-01T10:00:00', 7]) {
      const result = loadedVersionField.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.updatedAtInvalid);
    }
  });
});
