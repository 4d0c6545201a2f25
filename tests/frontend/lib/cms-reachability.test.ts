import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../frontend/src/lib/api';
import { isCmsAway, noteCmsAnswer } from '../../../frontend/src/lib/cms-reachability';

/**
 * What the newsroom's banner follows (lib/cms-reachability.ts): the API client marks the content service away on a
 * 503, on no answer, and on a kept copy served in its place; any other answer marks it back.
 */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function clientAnswering(answer: () => Response | Promise<Response>) {
  return createApiClient({
    baseUrl: '/api',
    fetch: async () => answer(),
    getToken: () => 'staff-token',
    clearToken: () => undefined,
    location: { pathname: '/admin', search: '', assign: () => undefined },
  });
}

afterEach(() => noteCmsAnswer(200));

describe('the content service away, as the API client finds it', () => {
  it('a 503 marks it away, the next answer marks it back', async () => {
    await expect(clientAnswering(() => json(503, { success: false, message: 'The content service is unavailable' })).get('/articles')).rejects.toMatchObject({ status: 503 });
    expect(isCmsAway()).toBe(true);
    await clientAnswering(() => json(200, { success: true, data: [] })).get('/articles');
    expect(isCmsAway()).toBe(false);
  });

  it('no answer at all marks it away', async () => {
    await expect(clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).get('/articles')).rejects.toMatchObject({ status: 0 });
    expect(isCmsAway()).toBe(true);
  });

  it('a kept copy served in place of an answer marks it away; a 4xx is an answer', async () => {
    await clientAnswering(() => json(200, { success: true, data: [] }, { 'x-cache': 'STALE-IF-ERROR' })).get('/articles');
    expect(isCmsAway()).toBe(true);
    await expect(clientAnswering(() => json(404, { success: false, message: 'Article not found' })).get('/articles/x')).rejects.toMatchObject({ status: 404 });
    expect(isCmsAway()).toBe(false);
  });
});
