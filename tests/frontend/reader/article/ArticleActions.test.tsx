import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../../frontend/src/lib/token';
import type { ArticleDetail } from '../../../../frontend/src/lib/types';
import { ArticleActions } from '../../../../frontend/src/reader/article/ArticleActions';
import { SessionProvider } from '../../../../frontend/src/session';
import { ROUTER_FUTURE } from '../../../../frontend/src/app/router-future';

const user = { _id: 'u1', firstName: 'Ada', lastName: 'L', email: 'ada@example.test', role: 'user', bio: '', avatar: null, createdAt: '', lastLogin: null };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

it('a signed-in reader who taps Like before the stored session has been read likes the story (not sent to sign in)', async () => {
  // A server-rendered article is rendered signed out; on a slow phone the reader can tap Like in the moment between
  // hydration and the stored token being read.
  localStorage.setItem(TOKEN_KEY, 'token-1');
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).endsWith('/like')
      ? new Response(JSON.stringify({ success: true, data: { likes: 1, liked: true } }), { status: 200 })
      : new Response(JSON.stringify({ success: true, data: user }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const story = { _id: 'a1', title: 'Story', liked: false, likes: 0 } as ArticleDetail;
  function TapAtOnce() {
    // Children's effects run before their parents': this tap comes before the session has read the stored token.
    useEffect(() => screen.getByRole('button', { name: 'Like' }).click(), []);
    return <ArticleActions article={story} cacheKey="/articles/story" />;
  }
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider deferStoredToken>
        <MemoryRouter initialEntries={['/article/story']} future={ROUTER_FUTURE}>
          <Routes>
            <Route path="/article/:slug" element={<TapAtOnce />} />
            <Route path="/login" element={<p>Sign in page</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </SWRConfig>,
  );
  await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/articles/a1/like'));
  expect(screen.queryByText('Sign in page')).toBeNull();
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/like'))!;
  expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
});
