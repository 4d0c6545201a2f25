import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageViewSchema } from '@bulletin/contract';
import { PAGE_VIEWS_PATH, pageShown, pageViewBody } from '../../../frontend/src/reader/page-view';

const at = (pathname: string, key: string, search = '') => ({ pathname, search, key, hash: '', state: null });
const sent = (beacon: ReturnType<typeof vi.fn>) =>
  Promise.all(beacon.mock.calls.map(async (call: unknown[]) => {
      const [url, blob] = call as [string, Blob];
      return { url, type: blob.type, body: JSON.parse(await blob.text()) as unknown };
    }));

describe("a reader page's view", () => {
  it('the body holds the page, its language, the referrer and the utm values, and passes the contract', () => {
    const body = pageViewBody({ pathname: '/hi/article/baadh', search: '?utm_medium=email&utm_campaign=morning&x=1' }, 'a1', 'https://t.co/x');
    expect(body).toEqual({ path: '/hi/article/baadh', articleId: 'a1', locale: 'hi', referrer: 'https://t.co/x', utm: { medium: 'email', campaign: 'morning' } });
    expect(pageViewSchema.safeParse(body).success).toBe(true);
  });

  it('the newsroom and account screens have no body', () => {
    expect(pageViewBody({ pathname: '/admin/users', search: '' }, null, '')).toBeNull();
    expect(pageViewBody({ pathname: '/login', search: '' }, null, '')).toBeNull();
  });
});

describe('pageShown: each page reported once', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('an article page waits for its article; later pages have the page before as their referrer; not-found pages and the newsroom send nothing', async () => {
    const first = at('/article/harbour', 'k1');
    pageShown('article', first, { key: '/articles/harbour', data: undefined, error: undefined });
    expect(beacon).not.toHaveBeenCalled();
    pageShown('article', first, { key: '/articles/harbour', data: { _id: 'doc1' }, error: undefined });
    // The same page again (its record revalidated): not a second view.
    pageShown('article', first, { key: '/articles/harbour', data: { _id: 'doc1' }, error: undefined });
    pageShown('home', at('/', 'k2'), { key: null, data: undefined, error: undefined });
    pageShown('not-found', at('/nowhere', 'k3'), { key: null, data: undefined, error: undefined });
    pageShown('content', at('/admin', 'k4'), { key: null, data: undefined, error: undefined });
    const calls = await sent(beacon);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual({ url: PAGE_VIEWS_PATH, type: 'application/json', body: { path: '/article/harbour', articleId: 'doc1', locale: 'en', referrer: document.referrer, utm: {} } });
    expect(calls[1]!.body).toMatchObject({ path: '/', articleId: null, locale: 'en', referrer: window.location.href });
  });
});
