import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../lib/api';
import { clearToken, getToken, onTokenChange, setToken } from '../lib/token';
import type { AuthResult, Session, User } from './types';

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in user (docs/product.md#sessions). Must sit inside the app's SWRConfig (logout clears SWR's cache).
 *
 * `deferStoredToken`: the first render is signed out (as on the server, which renders for every reader), and the
 * stored token is read just after it — a server-rendered page hydrates without a mismatch.
 *
 * Changes that come from outside the session's own calls (the stored token read after hydration, its user from
 * GET /auth/me, a token stored or cleared elsewhere: another tab, the api client on a 401) are transitions: the
 * session's context sits above the parts of a page that hydrate later (ssr/hydrate-later.tsx), and a synchronous
 * context change (one made during a click) would reach them before they hydrate and make React throw their server
 * HTML away (error #421). As a transition, React hydrates them first.
 */
export function SessionProvider({ children, deferStoredToken = false }: { children: ReactNode; deferStoredToken?: boolean }) {
  const [token, setTokenState] = useState<string | null>(() => (deferStoredToken ? null : getToken()));
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState<boolean>(() => !deferStoredToken && getToken() !== null);
  /** The token the current `user` belongs to (login already knows the user; a token from elsewhere does not). */
  const userOf = useRef<string | null>(null);
  const { mutate } = useSWRConfig();

  // Follow the stored token: the api client clears it on a 401, another tab signs in or out (one shared session).
  useEffect(
    () =>
      onTokenChange((next, source) => {
        startTransition(() => {
          setTokenState(next);
          if (next !== userOf.current) {
            userOf.current = null;
            setUser(null);
            setLoading(next !== null); // the user of the new token is fetched below
          }
        });
        // Responses cached for the previous session must not show in this one.
        if (source === 'other-tab') void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate],
  );

  useEffect(() => {
    if (deferStoredToken) startTransition(() => setTokenState(getToken()));
  }, [deferStoredToken]);

  // A token whose user is not known yet (at start, or signed in in another tab): ask GET /auth/me; on failure
  // the session is over.
  useEffect(() => {
    if (!token) {
      setLoading(false);
      return;
    }
    if (userOf.current === token) return;
    let cancelled = false;
    setLoading(true);
    api
      .get<User>('/auth/me')
      .then((me) => {
        if (cancelled || getToken() !== token) return;
        userOf.current = token;
        startTransition(() => setUser(me));
      })
      .catch((error: unknown) => {
        console.warn('Bulletin: the stored session is no longer valid', error);
        if (!cancelled && getToken() === token) clearToken();
      })
      .finally(() => {
        if (!cancelled) startTransition(() => setLoading(false));
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  /** The session of a sign-in or sign-up the server accepted: its user and token at once, then the token stored. */
  const begin = useCallback((result: AuthResult) => {
    userOf.current = result.token;
    setUser(result.user);
    setTokenState(result.token);
    setToken(result.token);
    return result.user;
  }, []);

  /** "Remember me" asks the server for a long session instead of a short one; the token is kept the same way. */
  const login = useCallback<Session['login']>(
    async (email, password, remember) => begin(await api.post<AuthResult>('/auth/login', { email, password, remember })),
    [begin],
  );

  const register = useCallback<Session['register']>(async (form) => begin(await api.post<AuthResult>('/auth/register', form)), [begin]);

  const resetPassword = useCallback<Session['resetPassword']>(
    async (resetToken, password) => begin(await api.post<AuthResult>('/auth/reset-password', { token: resetToken, password })),
    [begin],
  );

  const logout = useCallback<Session['logout']>(async () => {
    if (getToken()) {
      await api.post('/auth/logout', undefined, { redirectOn401: false }).catch(() => undefined);
    }
    clearToken();
    userOf.current = null;
    setUser(null);
    setTokenState(null);
    // Forget every cached response: some were fetched with the old token.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  const value = useMemo<Session>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: user !== null && token !== null,
      hasToken: () => getToken() !== null,
      login,
      register,
      resetPassword,
      logout,
      hasRole: (role) => user?.role === role,
      hasAnyRole: (roles) => (user ? roles.includes(user.role) : false),
    }),
    [user, token, loading, login, register, resetPassword, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
