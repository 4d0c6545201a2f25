import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../../cms/src/articles/sitemap-files.js';

describe('isoDate', () => {
  const iso = '2026-03-04T05:06:07.000Z';
  const ms = Date.parse(iso);

  it('reads a date as either database keeps it: PostgreSQL timestamps, SQLite milliseconds', () => {
    expect(isoDate(new Date(iso))).toBe(iso);
    expect(isoDate(iso)).toBe(iso);
    expect(isoDate(ms)).toBe(iso);
    expect(isoDate(String(ms))).toBe(iso);
  });

  it('is null for no date, or one that is not a date', () => {
    expect(isoDate(null)).toBeNull();
    expect(isoDate(undefined)).toBeNull();
    expect(isoDate('soon')).toBeNull();
  });
});
