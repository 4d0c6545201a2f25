import { describe, expect, it } from 'vitest';
import { alertDueAfterWrite, isFreshBreaking, MAX_AGE_MS } from '../../../../cms/src/newsletter/breaking-alerts.js';

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

describe('which writes make an article due its alert', () => {
  const old = at(now - 3 * MAX_AGE_MS);
  const draft = { editorialStatus: 'draft', breaking: true, publishDate: old };
  const published = { editorialStatus: 'published', breaking: true, publishDate: old };

  it('publishing a breaking draft begun days ago (its publish date still its creation time)', () => {
    expect(alertDueAfterWrite(draft, published, now)).toBe(true);
    expect(alertDueAfterWrite({ ...draft, editorialStatus: 'review' }, published, now)).toBe(true);
  });

  it('an article created public, or a public one marked breaking, only when its publish date is recent', () => {
    expect(alertDueAfterWrite(undefined, published, now)).toBe(false);
    expect(alertDueAfterWrite(undefined, { ...published, publishDate: at(now - 60_000) }, now)).toBe(true);
    expect(alertDueAfterWrite({ ...published, breaking: false }, published, now)).toBe(false);
    expect(alertDueAfterWrite({ ...published, breaking: false, publishDate: at(now - 60_000) }, { ...published, publishDate: at(now - 60_000) }, now)).toBe(true);
  });

  it('nothing for an article that was already a public breaking one, or is not one after the write', () => {
    const recent = { ...published, publishDate: at(now - 60_000) };
    expect(alertDueAfterWrite(recent, recent, now)).toBe(false);
    expect(alertDueAfterWrite(draft, { ...published, breaking: false }, now)).toBe(false);
    expect(alertDueAfterWrite(draft, { ...published, publishDate: at(now + 60_000) }, now)).toBe(false);
  });
});
