import { errors } from '@strapi/utils';
import { ERROR_MESSAGES, isStaff } from '@bulletin/contract';
import { roleOf } from './roles';

/**
 * Who signed in for a request (`ctx.state.user`): on the content API, users-permissions' user with its role; on
 * the panel's own routes, the panel's admin user (no `role`: to the role matrix not staff).
 */
export type RequestUser = { id: number; documentId: string; role?: { type?: string } | null; firstName?: string | null; lastName?: string | null };

declare module 'koa' {
  interface DefaultState {
    /** Set by Strapi's authentication when the request carries a valid token or session; absent otherwise. */
    user?: RequestUser;
    /** How the request was authenticated: the strategy (`users-permissions`, `api-token`, `admin`…) and its credentials. */
    auth?: { strategy?: { name?: string }; credentials?: { id?: number; name?: string } | null };
  }
}

/** Who is asking: Strapi's user of the request (with its role), or no one. */
export type Caller = { id?: number; documentId?: string; role?: { type?: string | null } | null } | null | undefined;
/** `ctx.state.user` on a route: users-permissions' user with its role, or undefined without a token. */
export type RouteCaller = RequestUser | undefined;

/** The caller's role is reporter, editor or admin. */
export const isStaffCaller = (caller: Caller): boolean => isStaff(roleOf(caller));

/** The caller of a route that only signed-in users reach (the role matrix grants it to no public role). */
export function signedIn(caller: RouteCaller): RequestUser {
  if (!caller) throw new errors.UnauthorizedError(ERROR_MESSAGES.credentialsInvalid);
  return caller;
}
