import { describe, expect, it } from 'vitest';
import { bodyData, isOneOf, isRecord } from '../../../../cms/src/requests/input.js';

describe('bodyData', () => {
  it("reads `data` of Strapi's REST body", () => {
    expect(bodyData({ data: { title: 'T' } })).toEqual({ title: 'T' });
  });

  it('is an empty object for any other body', () => {
    for (const body of [undefined, null, 'x', [], { data: 'x' }, { data: [1] }, { data: null }, { title: 'T' }]) expect(bodyData(body)).toEqual({});
  });
});

describe('isRecord', () => {
  it('is a plain object: not null, not an array', () => {
    expect(isRecord({})).toBe(true);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });
});

describe('isOneOf', () => {
  it('compares exactly', () => {
    const statuses = ['draft', 'published'] as const;
    expect(isOneOf(statuses, 'draft')).toBe(true);
    expect(isOneOf(statuses, 'Draft')).toBe(false);
    expect(isOneOf(statuses, ['draft'])).toBe(false);
  });
});
