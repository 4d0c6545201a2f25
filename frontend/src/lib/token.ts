/**
 * Where the sign-in token lives (SPEC §4). "Remember me" keeps it in localStorage (survives the browser
 * closing); otherwise sessionStorage (this tab only). Readers check localStorage first, then sessionStorage.
 * The e2e fixtures (tests/e2e/fixtures.ts) write the same key.
 */
export const TOKEN_KEY = 'bulletin.token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function getToken(): string | null {
  return safe(() => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY), null);
}

export function setToken(token: string, remember: boolean): void {
  safe(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  }, undefined);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  safe(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  }, undefined);
  listeners.forEach((listener) => listener(null));
}

/** Called whenever the token is stored or cleared (e.g. by the api client on a 401). */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
