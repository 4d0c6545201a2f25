import { describe, expect, it } from 'vitest';
import {
  isPubliclyVisible,
  publicArticleFilter,
  readableArticleFilter,
  visibilityFilter,
  wherePublic,
} from '../../../../cms/src/access/visibility.js';

/**
 * "The public sees only published" (cms/src/access/visibility.ts) as a query filter, a raw SQL condition and a
 * predicate: the same answer for the same article, a missing publish date included.
 */
const now = new Date('2026-06-01T12:00:00.000Z');
type Row = { editorialStatus: string; publishDate: string | null };

/** Strapi's filter operators as the database applies them: a comparison with NULL is never true. */
function matches(filter: Record<string, unknown>, row: Row): boolean {
  return Object.entries(filter).every(([field, condition]) => {
    const value = row[field as keyof Row];
    return Object.entries(condition as Record<string, string>).every(([op, operand]) => {
      if (value === null) return false;
      if (op === '$eq') return value === operand;
      if (op === '$lte') return new Date(value).getTime() <= new Date(operand).getTime();
      throw new Error(`operator ${op} not modelled`);
    });
  });
}

const cases: Array<[string, Row, boolean]> = [
  ['published, due yesterday', { editorialStatus: 'published', publishDate: '2026-05-31T12:00:00.000Z' }, true],
  ['published, due this instant', { editorialStatus: 'published', publishDate: now.toISOString() }, true],
  ['published, due a millisecond later', { editorialStatus: 'published', publishDate: '2026-06-01T12:00:00.001Z' }, false],
  ['published, no publish date', { editorialStatus: 'published', publishDate: null }, false],
  ['draft, due', { editorialStatus: 'draft', publishDate: '2026-05-01T00:00:00.000Z' }, false],
  ['review, due', { editorialStatus: 'review', publishDate: '2026-05-01T00:00:00.000Z' }, false],
  ['archived, due', { editorialStatus: 'archived', publishDate: '2026-05-01T00:00:00.000Z' }, false],
  ['draft, no publish date', { editorialStatus: 'draft', publishDate: null }, false],
];

describe('the public rule: filter, SQL and predicate agree', () => {
  it.each(cases)('%s', (_name, row, visible) => {
    expect(isPubliclyVisible(row, now)).toBe(visible);
    expect(matches(publicArticleFilter(now), row)).toBe(visible);
  });

  it('the raw SQL condition is the filter: the same column, status and due time', () => {
    const calls: unknown[][] = [];
    const query = {
      where: (...args: unknown[]) => (calls.push(['where', ...args]), query),
      andWhere: (...args: unknown[]) => (calls.push(['andWhere', ...args]), query),
    };
    const strapi = (client: string) =>
      ({
        db: {
          dialect: { client },
          metadata: { get: () => ({ tableName: 'articles', attributes: { editorialStatus: { columnName: 'editorial_status' }, publishDate: { columnName: 'publish_date' } } }) },
        },
      }) as never;
    wherePublic(strapi('postgres'), query, 'a', now);
    wherePublic(strapi('sqlite'), query, 'a', now);
    expect(calls).toEqual([
      ['where', 'a.editorial_status', 'published'],
      ['andWhere', 'a.publish_date', '<=', now.toISOString()],
      ['where', 'a.editorial_status', 'published'],
      ['andWhere', 'a.publish_date', '<=', now.getTime()],
    ]);
  });
});

describe('who may see which article', () => {
  const reporter = { id: 7, role: { type: 'reporter' } };
  const editor = { id: 8, role: { type: 'editor' } };
  const reader = { id: 9, role: { type: 'authenticated' } };

  it('without a status everybody, staff included, sees the public rule', () => {
    for (const caller of [null, reader, reporter, editor]) expect(visibilityFilter(caller, undefined, now)).toEqual(publicArticleFilter(now));
  });

  it('readers may ask for published only', () => {
    expect(visibilityFilter(reader, 'published', now)).toEqual(publicArticleFilter(now));
    expect(() => visibilityFilter(reader, 'draft', now)).toThrow('Only newsroom staff can list unpublished articles');
    expect(() => visibilityFilter(null, 'all', now)).toThrow('Only newsroom staff can list unpublished articles');
  });

  it('a reporter sees published, due articles and their own, co-authored ones too (their scheduled ones, never another\'s)', () => {
    const own = { $or: [{ author: { id: { $eq: 7 } } }, { coAuthors: { id: { $eq: 7 } } }] };
    expect(visibilityFilter(reporter, 'all', now)).toEqual({ $or: [publicArticleFilter(now), own] });
    expect(visibilityFilter(reporter, 'published', now)).toEqual({ $or: [publicArticleFilter(now), { $and: [{ editorialStatus: { $eq: 'published' } }, own] }] });
    expect(visibilityFilter(reporter, 'draft', now)).toEqual({ $and: [{ editorialStatus: { $eq: 'draft' } }, own] });
  });

  it('editors see every article', () => {
    expect(visibilityFilter(editor, 'all', now)).toEqual({});
    expect(visibilityFilter(editor, 'review', now)).toEqual({ editorialStatus: { $eq: 'review' } });
  });

  it('one article: the public rule for readers, the list rule for status=all for staff', () => {
    expect(readableArticleFilter(null, now)).toEqual(publicArticleFilter(now));
    expect(readableArticleFilter(reader, now)).toEqual(publicArticleFilter(now));
    expect(readableArticleFilter(editor, now)).toEqual({});
    expect(readableArticleFilter(reporter, now)).toEqual(visibilityFilter(reporter, 'all', now));
  });
});
