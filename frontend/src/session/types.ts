import type { RegisterFormValues, Role } from '@schemas';

export type { Role };

/** The API's user (CONTRACT.md). */
export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  bio: string;
  avatar: string | null;
  createdAt: string;
  lastLogin: string | null;
};

export type AuthResult = { token: string; user: User };

export type Session = {
  user: User | null;
  token: string | null;
  /** True while the stored token is being checked with GET /auth/me at start. */
  loading: boolean;
  /** A user and a token both exist (SPEC §6). */
  isAuthenticated: boolean;
  /** Throws ApiError (message from the server) on failure. `remember`: localStorage instead of sessionStorage. */
  login(email: string, password: string, remember: boolean): Promise<User>;
  /** The sign-up form as is (POST /auth/register); the token is remembered. Throws ApiError on failure. */
  register(form: RegisterFormValues): Promise<User>;
  /** POST /auth/logout (its failure ignored), then clears user, token and cached data. */
  logout(): Promise<void>;
  hasRole(role: Role): boolean;
  hasAnyRole(roles: readonly Role[]): boolean;
};
