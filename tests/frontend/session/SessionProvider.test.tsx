import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../frontend/src/lib/token';
import { SessionProvider, useSession, type Session } from '../../../frontend/src/session';
import { hydrateLater } from '../../../frontend/src/ssr/hydrate-later';
import { hydrateServerHtml } from '../support/hydrate-server-html';

const user = { _id: 'u1', firstName: 'Ada', lastName: 'L', email: 'ada@example.test', role: 'editor', bio: '', avatar: null, createdAt: '', lastLogin: null };
const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status });

let session: Session;
function Probe() {
  session = useSession();
  return null;
}
const mount = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </SWRConfig>,
  );

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup(); // an unmounted provider must not follow the next test's token
  vi.unstubAllGlobals();
});

/** docs/product.md#sessions, docs/product.md#roles */
describe('session', () => {
  it('starts signed out without a stored token, and does not call the API', () => {
    mount();
    expect(session).toMatchObject({ user: null, token: null, loading: false, isAuthenticated: false });
    expect(session.hasRole('user')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('login keeps the token in localStorage (one session for every tab) and sends "remember me" to the server', async () => {
    fetchMock.mockResolvedValue(ok({ token: 't-1', user }));
    mount();
    await act(() => session.login('ada@example.test', 'secret1', false));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: 'ada@example.test', password: 'secret1', remember: false });
    expect(session).toMatchObject({ token: 't-1', isAuthenticated: true });
    expect(session.hasRole('editor')).toBe(true);
    expect(session.hasAnyRole(['admin', 'editor'])).toBe(true);
    expect(session.hasAnyRole(['admin'])).toBe(false);

    fetchMock.mockResolvedValue(ok({ token: 't-2', user }));
    await act(() => session.login('ada@example.test', 'secret1', true));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-2');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ remember: true });
  });

  it('moves a token left in sessionStorage by the previous version to localStorage', async () => {
    sessionStorage.setItem(TOKEN_KEY, 't-old');
    fetchMock.mockResolvedValue(ok(user));
    mount();
    await waitFor(() => expect(session.loading).toBe(false));
    expect(session).toMatchObject({ token: 't-old', isAuthenticated: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-old');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('follows another tab signing out and signing in (the storage event)', async () => {
    localStorage.setItem(TOKEN_KEY, 't-9');
    fetchMock.mockResolvedValue(ok(user));
    mount();
    await waitFor(() => expect(session.isAuthenticated).toBe(true));
    localStorage.removeItem(TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 't-9', newValue: null, storageArea: localStorage }));
    });
    expect(session).toMatchObject({ user: null, token: null, isAuthenticated: false });
    fetchMock.mockResolvedValue(ok({ ...user, _id: 'u2' }));
    localStorage.setItem(TOKEN_KEY, 't-10');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: null, newValue: 't-10', storageArea: localStorage }));
    });
    await waitFor(() => expect(session).toMatchObject({ user: { _id: 'u2' }, token: 't-10', isAuthenticated: true }));
  });

  it('fetches /auth/me at start when a token is stored', async () => {
    localStorage.setItem(TOKEN_KEY, 't-9');
    fetchMock.mockResolvedValue(ok(user));
    mount();
    expect(session.loading).toBe(true);
    await waitFor(() => expect(session.loading).toBe(false));
    expect(session).toMatchObject({ user: { _id: 'u1' }, token: 't-9', isAuthenticated: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/me');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer t-9' });
  });

  it('clears the session when /auth/me fails', async () => {
    localStorage.setItem(TOKEN_KEY, 't-9');
    fetchMock.mockResolvedValue(new Response('{"success":false,"message":"down"}', { status: 503 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount();
    await waitFor(() => expect(session.loading).toBe(false));
    expect(session).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logout calls POST /auth/logout, ignores its failure and clears everything', async () => {
    fetchMock.mockResolvedValueOnce(ok({ token: 't-1', user }));
    mount();
    await act(() => session.login('ada@example.test', 'secret1', true));
    fetchMock.mockResolvedValueOnce(new Response('{"success":false,"message":"gone"}', { status: 401 }));
    await act(() => session.logout());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(session).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('register sends the form and keeps the token', async () => {
    fetchMock.mockResolvedValue(ok({ token: 't-3', user: { ...user, role: 'user' } }, 201));
    mount();
    const form = { firstName: 'Ada', lastName: 'Lovelace', companyName: '', email: 'ada@example.test', password: 'Passw0rd', confirmPassword: 'Passw0rd', terms: true as const };
    await act(() => session.register(form));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual(form);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-3');
    expect(session.hasRole('user')).toBe(true);
  });
});

describe('the session on a server-rendered page', () => {
  const Footer = hydrateLater(function SiteFooter() {
    return <footer>footer</footer>;
  });

  /** A page whose first pass, once hydrated, is clicked: the click signs in (as another tab would, a storage event). */
  function Page({ clickOnHydration }: { clickOnHydration: boolean }) {
    const { user: who } = useSession();
    const button = useRef<HTMLButtonElement>(null);
    useEffect(() => {
      if (clickOnHydration) button.current?.click(); // before the footer's own hydration pass
    }, [clickOnHydration]);
    const signIn = () => {
      localStorage.setItem(TOKEN_KEY, 'token-1');
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'token-1', storageArea: localStorage }));
    };
    return (
      <main>
        <button type="button" ref={button} onClick={signIn}>
          {who ? who.firstName : 'Sign in'}
        </button>
        <Footer />
      </main>
    );
  }

  // SWR's default cache (this page reads no SWR key): SWRConfig would run a layout effect in the server pass, as
  // SWR takes happy-dom for a browser, which React warns about; on the real server SWR sees no window.
  const app = (clickOnHydration: boolean) => (
    <SessionProvider deferStoredToken>
      <Page clickOnHydration={clickOnHydration} />
    </SessionProvider>
  );

  let container: HTMLElement | undefined;
  afterEach(() => container?.remove());

  it('a session that changes while parts of a server-rendered page wait for their hydration does not make React drop their HTML', async () => {
    // The session's context changes above every part hydrated later (ssr/hydrate-later.tsx); a change in a click (a
    // synchronous update) would reach them before they hydrate, and React would throw their server HTML away (#421).
    vi.stubGlobal('fetch', vi.fn(async () => ok({ ...user, role: 'user' })));
    const hydrated = await hydrateServerHtml(app(false), app(true));
    container = hydrated.container;
    await waitFor(() => expect(hydrated.container.querySelector('button')!.textContent).toBe('Ada'));
    expect(hydrated.container.querySelector('footer')!.textContent).toBe('footer');
    expect(hydrated.recoverable).not.toHaveBeenCalled();
  });
});
