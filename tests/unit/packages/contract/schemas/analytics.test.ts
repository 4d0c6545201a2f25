import { describe, expect, it } from 'vitest';
import { pageViewSchema, storedViewSchema } from '../../../../../packages/contract/src/schemas/analytics.js';

describe("the beacon's body", () => {
  it('a page with its article, language, referrer and utm values', () => {
    const parsed = pageViewSchema.parse({ path: '/hi/article/x', articleId: 'abc', locale: 'hi', referrer: 'https://t.co/x', utm: { campaign: ' spring ', medium: 'email' } });
    expect(parsed).toEqual({ path: '/hi/article/x', articleId: 'abc', locale: 'hi', referrer: 'https://t.co/x', utm: { campaign: 'spring', medium: 'email' } });
  });

  it('referrer and utm may be left out; a page need not be an article', () => {
    expect(pageViewSchema.parse({ path: '/', locale: 'en' })).toEqual({ path: '/', locale: 'en', referrer: '', utm: {} });
    expect(pageViewSchema.parse({ path: '/', locale: 'en', articleId: null }).articleId).toBeNull();
  });

  it.each([
    ['a path without its slash', { path: 'article/x', locale: 'en' }],
    ['an unknown language', { path: '/', locale: 'fr' }],
    ['an over-long path', { path: `/${'a'.repeat(2000)}`, locale: 'en' }],
    ['an unknown utm field', { path: '/', locale: 'en', utm: { id: 'x' } }],
    ['an unknown field (nothing else travels)', { path: '/', locale: 'en', email: 'a@b.c' }],
    ['an over-long campaign', { path: '/', locale: 'en', utm: { campaign: 'x'.repeat(201) } }],
  ])('refuses %s', (_name, body) => {
    expect(pageViewSchema.safeParse(body).success).toBe(false);
  });
});

describe('a stored view', () => {
  const view = { at: 1, path: '/', articleId: null, locale: 'en', source: 'direct', sourceName: null, referrerDomain: null, campaign: null, device: 'desktop', visitor: null };
  it('has a 32-hex-digit visitor hash or none', () => {
    expect(storedViewSchema.safeParse(view).success).toBe(true);
    expect(storedViewSchema.safeParse({ ...view, visitor: 'a'.repeat(32) }).success).toBe(true);
    expect(storedViewSchema.safeParse({ ...view, visitor: '203.0.113.1' }).success).toBe(false);
    expect(storedViewSchema.safeParse({ ...view, source: 'elsewhere' }).success).toBe(false);
  });
});
