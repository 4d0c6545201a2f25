import type { AuthSession, RegisterFormValues, Role, User } from '@bulletin/contract';

/** The API's user (docs/api.md#shapes), as the adapters define it. */
export type { Role, User };

/** A sign-in's or sign-up's answer: always with a token. */
export type AuthResult = AuthSession & { token: string };

export type Session = {
  user: User | null;
  token: string | null;
  /** True while the stored token is being checked with GET /auth/me at start. */
  loading: boolean;
  /** A user and a token both exist (docs/product.md#roles). */
  isAuthenticated: boolean;
  /**
   * A token is stored right now. What a click asks before sending the reader to sign in: just after a server-rendered
   * page hydrates, `token` is still null (the page was rendered signed out) while the stored token is being read.
   */
  hasToken(): boolean;
  /** Throws ApiError (message from the server) on failure. `remember`: a long session instead of a short one (sent to the server). */
  login(email: string, password: string, remember: boolean): Promise<User>;
  /** The sign-up form as is (POST /auth/register); the token is remembered. Throws ApiError on failure. */
  register(form: RegisterFormValues): Promise<User>;
  /** A new password with a reset link's token (POST /auth/reset-password): signed in at once. Throws ApiError on failure. */
  resetPassword(token: string, password: string): Promise<User>;
  /** POST /auth/logout (its failure ignored), then clears user, token and cached data. */
  logout(): Promise<void>;
  hasRole(role: Role): boolean;
  hasAnyRole(roles: readonly Role[]): boolean;
};
