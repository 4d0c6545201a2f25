/**
 * Where the sign-in token lives (docs/product.md#sessions): always localStorage, so every tab of the site shares
 * one session. "Remember me" sets how long the server lets the token live, not where it is kept. Signing in or
 * out in one tab reaches the others through the `storage` event. The e2e fixtures (tests/e2e/fixtures.ts)
 * write the same key.
 */
export const TOKEN_KEY = 'bulletin.token';

/** 'here': this tab stored or cleared the token; 'other-tab': another tab did (the `storage` event). */
export type TokenChangeSource = 'here' | 'other-tab';
type Listener = (token: string | null, source: TokenChangeSource) => void;
const listeners = new Set<Listener>();

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The previous version kept a token signed in without "Remember me" in sessionStorage: move it (then it is gone). */
function migrateSessionToken(): void {
  safe(() => {
    const old = sessionStorage.getItem(TOKEN_KEY);
    if (old === null) return;
    sessionStorage.removeItem(TOKEN_KEY);
    if (localStorage.getItem(TOKEN_KEY) === null) localStorage.setItem(TOKEN_KEY, old);
  }, undefined);
}

export function getToken(): string | null {
  migrateSessionToken();
  return safe(() => localStorage.getItem(TOKEN_KEY), null);
}

export function setToken(token: string): void {
  migrateSessionToken();
  safe(() => localStorage.setItem(TOKEN_KEY, token), undefined);
  listeners.forEach((listener) => listener(token, 'here'));
}

export function clearToken(): void {
  safe(() => {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  }, undefined);
  listeners.forEach((listener) => listener(null, 'here'));
}

/** Another tab signed in or out (`key` is null when that tab cleared the whole storage). */
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== safe(() => localStorage, null)) return;
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const token = getToken();
  listeners.forEach((listener) => listener(token, 'other-tab'));
}

/** Called whenever the token is stored or cleared, here (e.g. by the api client on a 401) or in another tab. */
export function onTokenChange(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
