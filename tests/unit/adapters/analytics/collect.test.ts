import { describe, expect, it } from 'vitest';
import { isPrefetch, optsOut, viewToStore } from '../../../../adapters/src/analytics/collect.js';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const view = { path: '/article/x', articleId: 'a1', locale: 'en' as const, referrer: 'https://www.google.com/', utm: {} };
const request = (headers: Record<string, string>) => ({ headers: { 'user-agent': UA, ...headers }, address: '203.0.113.1', at: 1_700_000_000_000, siteHost: 'localhost' });
const hasher = () => 'f'.repeat(32);

describe('which beacons count', () => {
  it('a reader: a view with a visitor, its source and device', () => {
    expect(viewToStore(view, request({}), hasher)).toEqual({
      at: 1_700_000_000_000,
      path: '/article/x',
      articleId: 'a1',
      locale: 'en',
      source: 'search',
      sourceName: 'Google',
      referrerDomain: 'google.com',
      campaign: null,
      device: 'desktop',
      visitor: 'f'.repeat(32),
    });
  });

  it('Sec-GPC: 1 or DNT: 1: a view without a visitor', () => {
    expect(optsOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optsOut({ dnt: '1' })).toBe(true);
    expect(optsOut({ dnt: '0' })).toBe(false);
    expect(viewToStore(view, request({ 'sec-gpc': '1' }), hasher)).toMatchObject({ visitor: null, source: 'search' });
  });

  it('bots, an empty user agent and prefetches are not counted', () => {
    expect(viewToStore(view, request({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }), hasher)).toBeNull();
    expect(viewToStore(view, request({ 'user-agent': 'curl/8.5.0' }), hasher)).toBeNull();
    expect(viewToStore(view, request({ 'user-agent': '' }), hasher)).toBeNull();
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(viewToStore(view, request({ 'sec-purpose': 'prefetch' }), hasher)).toBeNull();
  });
});
