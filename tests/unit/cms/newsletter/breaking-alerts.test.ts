import { describe, expect, it } from 'vitest';
import { isFreshBreaking, MAX_AGE_MS } from '../../../../cms/src/newsletter/breaking-alerts.js';

const now = Date.parse('2026-11-26T09:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('which articles are alerted when they become public', () => {
  it('a published, breaking article whose publish date has come, published less than a day ago', () => {
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: true, publishDate: at(now) }, now)).toBe(true);
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: true, publishDate: at(now - MAX_AGE_MS) }, now)).toBe(true);
    expect(MAX_AGE_MS).toBe(24 * 3_600_000);
  });

  it('not one that is not breaking, not public yet, or old news', () => {
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: false, publishDate: at(now) }, now)).toBe(false);
    expect(isFreshBreaking({ editorialStatus: 'review', breaking: true, publishDate: at(now) }, now)).toBe(false);
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: true, publishDate: at(now + 1000) }, now)).toBe(false);
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: true, publishDate: null }, now)).toBe(false);
    expect(isFreshBreaking({ editorialStatus: 'published', breaking: true, publishDate: at(now - MAX_AGE_MS - 1) }, now)).toBe(false);
  });
});
