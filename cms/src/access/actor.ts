import type { Core } from '@strapi/strapi';
import { isStaffCaller } from './caller';
import { roleOf } from './roles';

/**
 * Who makes the current write, read from Strapi's request context: a staff user as they are now, a super-admin
 * of the Strapi panel (`panel-admin`), a Strapi API token (`api-token`, named by the token), or `system` for a
 * write made outside any request (a script). Used by the audit log (audit/audit-log.ts) and the article revisions
 * (revisions/snapshots.ts), which both watch Strapi's write lifecycles.
 */
export type Actor = {
  actorType: 'user' | 'panel-admin' | 'api-token' | 'system';
  actorId: number | null;
  actorFirstName: string;
  actorLastName: string;
  actorRole: string;
  ip: string | null;
};

/** Strapi's own auth strategies: the panel's session (`admin`), an admin API token, a content API token. */
const PANEL_STRATEGIES = new Set(['admin', 'admin-token']);
const API_TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

export const SYSTEM_ACTOR: Actor = { actorType: 'system', actorId: null, actorFirstName: '', actorLastName: '', actorRole: 'system', ip: null };

/** Who makes the current write; null when it is no newsroom write (an anonymous caller, a plain reader). */
export function currentActor(strapi: Core.Strapi): Actor | null {
  const ctx = strapi.requestContext.get();
  if (!ctx) return SYSTEM_ACTOR;
  const user = ctx.state?.user;
  const strategy = ctx.state?.auth?.strategy?.name;
  const ip = ctx.request?.ip ?? null;
  if (strategy && API_TOKEN_STRATEGIES.has(strategy)) {
    const token = ctx.state?.auth?.credentials;
    return { actorType: 'api-token', actorId: token?.id ?? null, actorFirstName: String(token?.name ?? 'API token'), actorLastName: '', actorRole: 'api-token', ip };
  }
  if (!user) return null;
  if (strategy && PANEL_STRATEGIES.has(strategy)) {
    // The panel's admin users name themselves `firstname` and `lastname`.
    const first = 'firstname' in user ? user.firstname : '';
    const last = 'lastname' in user ? user.lastname : '';
    return { actorType: 'panel-admin', actorId: Number(user.id), actorFirstName: String(first ?? ''), actorLastName: String(last ?? ''), actorRole: 'panel-admin', ip };
  }
  if (!isStaffCaller(user)) return null;
  return staffActor(user, ip);
}

export type StaffUser = { id: number; firstName?: string | null; lastName?: string | null; role?: { type?: string | null } | null };

export const staffActor = (user: StaffUser, ip: string | null): Actor => ({
  actorType: 'user',
  actorId: user.id,
  actorFirstName: user.firstName ?? '',
  actorLastName: user.lastName ?? '',
  actorRole: roleOf(user),
  ip,
});
