import { isStaff } from '@bulletin/contract';
import { roleOf } from './roles';

/** Who is asking: Strapi's user of the request (with its role), or no one. */
export type Caller = { id?: number; documentId?: string; role?: { type?: string } | null } | null | undefined;
/** `ctx.state.user` on a route: users-permissions' user with its role, or undefined without a token. */
export type RouteCaller = { id: number; documentId: string; role?: { type?: string } } | undefined;

/** The caller's role is reporter, editor or admin. */
export const isStaffCaller = (caller: Caller): boolean => isStaff(roleOf(caller));
