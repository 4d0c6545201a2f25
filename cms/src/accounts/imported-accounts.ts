import type { Core } from '@strapi/strapi';
import { queryOf } from '../db/queries';

/**
 * Accounts brought in by an import (a WordPress author: `wordpressId` set) have no password and are blocked, so
 * no one can sign in to them. The first password an admin gives such an account unblocks it, whatever route
 * sets it (the newsroom's Users screen, Strapi's API, the panel); an explicit `blocked` in the same write wins.
 * An account that already had a password is never unblocked this way.
 */
const USER_UID = 'plugin::users-permissions.user';

type Event = { params: { where?: Record<string, unknown>; data?: Record<string, unknown> } };

export async function unblockOnFirstPassword(strapi: Core.Strapi, event: Event): Promise<void> {
  const { where, data } = event.params;
  if (!where || !data || typeof data.password !== 'string' || data.password === '' || data.blocked !== undefined) return;
  const rows = await queryOf(strapi, USER_UID).findMany({ where, select: ['password', 'blocked', 'wordpressId'] });
  if (rows.length === 1 && rows[0].blocked && !rows[0].password && rows[0].wordpressId !== null) data.blocked = false;
}
