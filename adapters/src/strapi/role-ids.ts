import { MESSAGES, roleToStrapiType, type Role } from '@bulletin/contract';
import type { StrapiClient } from './client.js';
import { BadRequestError } from '../http/errors.js';

/** Strapi role ids by type, read once with the admin's own token (only admins may list roles). */
let cache: Map<string, number> | null = null;

export async function roleIdFor(strapi: StrapiClient, role: Role): Promise<number> {
  if (!cache) {
    const { roles } = await strapi.get<{ roles: Array<{ id: number; type: string }> }>('/users-permissions/roles');
    cache = new Map(roles.map((r) => [r.type, r.id]));
  }
  const id = cache.get(roleToStrapiType(role));
  if (!id) throw new BadRequestError(MESSAGES.roleRequired, [{ field: 'role', message: MESSAGES.roleRequired }]);
  return id;
}
