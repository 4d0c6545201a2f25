import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../../adapters/src/http/errors.js';
import { auditListParamsSchema } from '@bulletin/contract';
import { auditEntryFromStrapi, auditListQuery } from '../../../../adapters/src/translate/audit.js';
import { parseOrThrow } from '../../../../adapters/src/http/validate.js';

const parse = (query: Record<string, unknown>) => parseOrThrow(auditListParamsSchema, query);

describe('GET /audit query', () => {
  it('reads a day as its start for from and its end for to (UTC)', () => {
    const p = parse({ from: '2026-05-01', to: '2026-05-01' });
    expect(p.from?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(p.to?.toISOString()).toBe('2026-05-01T23:59:59.999Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => parse({ from: '2026-02-30' })).toThrow(BadRequestError);
    expect(parse({ from: '2026-02-28T10:00:00+02:00' }).from?.toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });

  it('reads entity as a type or a type and an id', () => {
    expect(parse({ entity: 'article' }).entity).toEqual({ type: 'article', id: null });
    expect(parse({ entity: 'user:42' }).entity).toEqual({ type: 'user', id: '42' });
  });

  it('refuses junk with one field error each', () => {
    let error: unknown;
    try {
      parse({ actor: '0', entity: 'article:', action: 'x', from: '2026-02-30x', limit: '0', page: { $gt: 1 } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).errors?.map((e) => e.field)).toEqual(['actor', 'entity', 'action', 'from', 'page', 'limit']);
  });

  it("becomes Strapi's filters, newest first", () => {
    expect(auditListQuery(parse({ actor: '7', entity: 'category:abc', action: 'category.update', from: '2026-05-01', page: '2', limit: '5' }))).toEqual({
      filters: {
        actorType: { $eq: 'user' },
        actorId: { $eq: 7 },
        entityType: { $eq: 'category' },
        entityId: { $eq: 'abc' },
        action: { $eq: 'category.update' },
        createdAt: { $gte: '2026-05-01T00:00:00.000Z' },
      },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page: 2, pageSize: 5 },
    });
  });

  it('answers a panel admin and a script by their kind', () => {
    const base = { documentId: 'd', createdAt: 'c', action: 'article.delete' as const, entityType: 'article' as const, entityId: 'a', entityLabel: 'T', ip: null };
    const who = (actorType: 'panel-admin' | 'system', actorId: number | null) =>
      auditEntryFromStrapi({ ...base, actorType, actorId, actorFirstName: 'Ann', actorLastName: null, actorRole: 'panel-admin' }).actor;
    expect(who('panel-admin', 1)).toEqual({ _id: '1', firstName: 'Ann', lastName: '', role: 'panel-admin' });
    expect(who('system', null)).toMatchObject({ _id: null, role: 'system' });
  });
});
