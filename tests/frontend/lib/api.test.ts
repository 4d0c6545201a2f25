import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_MESSAGE, TIMEOUT_MESSAGE, withQuery, type ApiClientDeps } from '../../../frontend/src/lib/api';

type Call = { url: string; init: RequestInit };

function setup(respond: (call: Call) => Promise<Response> | Response, overrides: Partial<ApiClientDeps> = {}) {
  const calls: Call[] = [];
  const location = { pathname: '/admin/users', search: '?page=2', assign: vi.fn() };
  const clearToken = vi.fn();
  const client = createApiClient({
    baseUrl: '/api/',
    fetch: async (input, init = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return respond(call);
    },
    getToken: () => 'tok-1',
    clearToken,
    location,
    ...overrides,
  });
  return { client, calls, location, clearToken };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends JSON with the bearer token and returns the envelope data', async () => {
    const { client, calls } = setup(() => json(201, { success: true, data: { _id: 'a1' } }));
    await expect(client.post('/articles', { title: 'T' }, { query: { draft: true, empty: '' } })).resolves.toEqual({ _id: 'a1' });
    expect(calls[0]!.url).toBe('/api/articles?draft=true');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"title":"T"}');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => json(200, { success: true, data: [] }), { getToken: () => null });
    await client.get('/categories');
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it("maps the server's error envelope to ApiError", async () => {
    const { client } = setup(() =>
      json(400, { success: false, message: 'Name is required', errors: [{ field: 'name', message: 'Name is required' }, { bad: 1 }] }),
    );
    const error = await client.post('/categories', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', errors: [{ field: 'name', message: 'Name is required' }] });
    expect((error as ApiError).fieldError('name')).toBe('Name is required');
  });

  it('falls back to a generic message when the body is not JSON', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/articles')).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502', errors: [] });
  });

  it('rejects a 2xx answer that is not the envelope', async () => {
    const { client } = setup(() => new Response('<html></html>', { status: 200 }));
    await expect(client.get('/articles')).rejects.toMatchObject({ status: 200, message: 'Unexpected response from the server' });
  });

  it('on a 401 to a request with a token: clears it and goes to /login with the current page', async () => {
    const { client, location, clearToken } = setup(() => json(401, { success: false, message: 'Invalid or expired token' }));
    await expect(client.get('/users')).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(clearToken).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('on /login a 401 clears the token without navigating', async () => {
    const location = { pathname: '/login', search: '', assign: vi.fn() };
    const { client, clearToken } = setup(() => json(401, { success: false, message: 'x' }), { location });
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(clearToken).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a 401 without a token (a failed sign-in) neither clears nor navigates', async () => {
    const { client, location, clearToken } = setup(() => json(401, { success: false, message: 'Invalid email or password' }), {
      getToken: () => null,
    });
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(clearToken).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('redirectOn401: false leaves the token and the page alone', async () => {
    const { client, location, clearToken } = setup(() => json(401, { success: false, message: 'x' }));
    await expect(client.post('/auth/logout', undefined, { redirectOn401: false })).rejects.toMatchObject({ status: 401 });
    expect(clearToken).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('times out with status 0', async () => {
    const hang = ({ init }: Call) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { client } = setup(hang, { timeoutMs: 20 });
    await expect(client.get('/articles')).rejects.toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('reports a network failure with status 0', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/articles')).rejects.toMatchObject({ status: 0, message: NETWORK_MESSAGE });
  });

  it("rethrows the caller's own abort untouched", async () => {
    const controller = new AbortController();
    const { client } = setup(({ init }) => {
      controller.abort();
      return Promise.reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
    });
    await expect(client.get('/articles', { signal: controller.signal })).rejects.toHaveProperty('name', 'AbortError');
  });

  it('withQuery appends to an existing query string', () => {
    expect(withQuery('/articles?limit=5', { q: 'a b', page: 2, featured: undefined })).toBe('/articles?limit=5&q=a+b&page=2');
    expect(withQuery('/articles', {})).toBe('/articles');
  });
});
