import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../lib/api';
import { clearToken, getToken, onTokenChange, setToken } from '../lib/token';
import type { AuthResult, Session, User } from './types';

const SessionContext = createContext<Session | null>(null);

/** The signed-in user (SPEC §4). Must sit inside the app's SWRConfig (logout clears SWR's cache). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);
  const { mutate } = useSWRConfig();

  // Follow the stored token (e.g. the api client clears it on a 401).
  useEffect(
    () =>
      onTokenChange((next) => {
        setTokenState(next);
        if (!next) setUser(null);
      }),
    [],
  );

  // With a token at start, fetch the current user; on failure clear the session.
  useEffect(() => {
    const initial = getToken();
    if (!initial) return;
    let cancelled = false;
    api
      .get<User>('/auth/me')
      .then((me) => {
        if (!cancelled && getToken() === initial) setUser(me);
      })
      .catch((error: unknown) => {
        console.warn('Bulletin: the stored session is no longer valid', error);
        if (!cancelled && getToken() === initial) clearToken();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback<Session['login']>(async (email, password, remember) => {
    const result = await api.post<AuthResult>('/auth/login', { email, password });
    setToken(result.token, remember);
    setUser(result.user);
    return result.user;
  }, []);

  const register = useCallback<Session['register']>(async (form) => {
    const result = await api.post<AuthResult>('/auth/register', form);
    setToken(result.token, true);
    setUser(result.user);
    return result.user;
  }, []);

  const logout = useCallback<Session['logout']>(async () => {
    if (getToken()) {
      await api.post('/auth/logout', undefined, { redirectOn401: false }).catch(() => undefined);
    }
    clearToken();
    setUser(null);
    // Forget every cached response: some were fetched with the old token.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  const value = useMemo<Session>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: user !== null && token !== null,
      login,
      register,
      logout,
      hasRole: (role) => user?.role === role,
      hasAnyRole: (roles) => (user ? roles.includes(user.role) : false),
    }),
    [user, token, loading, login, register, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
