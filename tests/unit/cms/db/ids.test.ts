import { describe, expect, it } from 'vitest';
import { idOrSlugFilter, MAX_ROW_ID, positiveInt, rowId, sameId } from '../../../../cms/src/db/ids.js';

describe('positiveInt', () => {
  it('reads a whole number of 1 or more, given as a number or in its one canonical spelling', () => {
    expect(positiveInt(45)).toBe(45);
    expect(positiveInt('45')).toBe(45);
    expect(positiveInt('1')).toBe(1);
  });

  it('reads any other spelling as no number', () => {
    for (const value of ['045', ' 45', '45 ', '45abc', '4.5e1', '+45', '-45', '0', '', '1e3', '0x2d']) expect(positiveInt(value), value).toBeNull();
  });

  it('refuses zero, negatives, fractions, unsafe integers and what is not a number', () => {
    for (const value of [0, -1, 4.5, Number.MAX_SAFE_INTEGER + 1, NaN, Infinity, null, undefined, true, {}, [45]]) {
      expect(positiveInt(value)).toBeNull();
    }
  });
});

describe('rowId', () => {
  it('is a positive whole number that fits a 32-bit id column', () => {
    expect(rowId('7')).toBe(7);
    expect(rowId(MAX_ROW_ID)).toBe(2_147_483_647);
    expect(rowId(MAX_ROW_ID + 1)).toBeNull();
    expect(rowId(String(MAX_ROW_ID + 1))).toBeNull();
    expect(rowId('007')).toBeNull();
  });
});

describe('sameId', () => {
  it("compares ids as numbers: '7' and 7 are the same user", () => {
    expect(sameId('7', 7)).toBe(true);
    expect(sameId(7, 7)).toBe(true);
  });

  it("never matches a non-canonical spelling, a missing id or two missing ids", () => {
    expect(sameId('07', 7)).toBe(false);
    expect(sameId(7, 8)).toBe(false);
    expect(sameId(null, 7)).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
    expect(sameId(null, null)).toBe(false);
  });
});

describe('idOrSlugFilter', () => {
  it('finds a document by its documentId or its slug', () => {
    expect(idOrSlugFilter('harbour')).toEqual({ $or: [{ documentId: { $eq: 'harbour' } }, { slug: { $eq: 'harbour' } }] });
  });
});
