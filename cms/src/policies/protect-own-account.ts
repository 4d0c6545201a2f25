import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { positiveInt, rowId } from '../db/ids';
import { queryOf } from '../db/queries';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * An admin cannot delete their own account, take away their own admin role or block their own account (the
 * newsroom would lose its last key, or they would lock themselves out). Ids are compared as numbers, and an id in
 * the path that is not spelled canonically (`045`, `45abc`, `4.5e1`, ` 45`) names no account at all (404), so no
 * spelling of one's own id slips past the comparison.
 */
type PolicyContext = {
  state: { user?: { id: number } };
  params: { id?: string };
  request: { method: string; body?: { role?: unknown; blocked?: unknown } };
};

export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = policyContext.state.user;
  const id = rowId(policyContext.params.id);
  if (id === null) throw new errors.NotFoundError(ERROR_MESSAGES.userNotFound);
  if (!user || id !== positiveInt(user.id)) return true;
  if (policyContext.request.method === 'DELETE') throw new errors.PolicyError(ERROR_MESSAGES.ownAccountDelete);
  // Anything but "not blocked" would block (Strapi reads `"true"`, `1` … as true): only false or nothing passes.
  const blocked = policyContext.request.body?.blocked;
  if (blocked !== undefined && blocked !== null && blocked !== false) throw new errors.PolicyError(ERROR_MESSAGES.ownAccountBlock);
  const role = policyContext.request.body?.role;
  if (role === undefined || role === null) return true;
  // Only a plain role id can be checked; any other form of relation ({connect}, {set}, …) is refused.
  const roleId = rowId(role);
  const target = roleId ? await queryOf(strapi, 'plugin::users-permissions.role').findOne({ where: { id: roleId } }) : null;
  if (target?.type !== 'admin') throw new errors.PolicyError(ERROR_MESSAGES.ownAdminRole);
  return true;
};
