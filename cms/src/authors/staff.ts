import type { Core } from '@strapi/strapi';
import { STAFF_ROLES, roleToStrapiType } from '@bulletin/contract';
import { queryOf } from '../db/queries';

/**
 * The newsroom's staff as a byline names them (docs/product.md#author-pages): every reporter, editor and admin that
 * is not blocked, by name: whom an article may credit as a co-author (the editor's picker). Names and slugs only,
 * for staff callers only (the role matrix).
 */
const USER_UID = 'plugin::users-permissions.user';

export type StaffMember = { id: number; firstName: string | null; lastName: string | null; slug: string | null };
type Account = StaffMember & { blocked?: boolean | null };

export async function staffMembers(strapi: Core.Strapi): Promise<StaffMember[]> {
  const rows = (await queryOf(strapi, USER_UID).findMany({
    where: { role: { type: { $in: STAFF_ROLES.map(roleToStrapiType) } } },
    select: ['id', 'firstName', 'lastName', 'slug', 'blocked'],
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  })) as Account[];
  // Not blocked: `blocked` may be false or never set (null), which SQL's `<> true` would leave out.
  return rows.filter((r) => r.blocked !== true).map((r) => ({ id: r.id, firstName: r.firstName ?? null, lastName: r.lastName ?? null, slug: r.slug ?? null }));
}
