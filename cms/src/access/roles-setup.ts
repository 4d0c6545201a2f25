import type { Core } from '@strapi/strapi';
import { isStaff, ROLE_LABELS } from '@bulletin/contract';
import { queryOf } from '../db/queries';
import { CLOSED_ACTIONS, ROLE_PERMISSIONS, ROLE_TYPES, type RoleType } from './roles';

/**
 * Creates the reporter, editor and admin roles and grants the role matrix. Idempotent: a permission is
 * added only when missing, and only when the matrix version changes, so a super-admin's later edits in
 * the Strapi panel are not undone at every start. The closed actions (`CLOSED_ACTIONS`) are removed at every start.
 */
/**
 * 2: the public reads of the feeds and sitemaps (`api::sitemap.sitemap.*`); 3: the admins' read of the audit log;
 * 4: staff's read and restore of article revisions; 5: live coverage (`api::live-story.live-story.*`,
 * `api::sitemap.sitemap.live`) and the old WordPress links' lookup (`api::redirect.redirect.wordpress`).
 */
const MATRIX_VERSION = 5;
const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** The role's row id; a staff role is created when missing. */
async function ensureRole(strapi: Core.Strapi, type: RoleType): Promise<number> {
  const roles = queryOf(strapi, ROLE_UID);
  let role = await roles.findOne({ where: { type }, select: ['id'] });
  if (!role && isStaff(type)) {
    role = await roles.create({
      data: { type, name: ROLE_LABELS[type], description: `Bulletin newsroom: ${ROLE_LABELS[type].toLowerCase()}` },
    });
  }
  if (!role) throw new Error(`users-permissions role ${type} is missing`);
  return role.id;
}

export async function ensureRoles(strapi: Core.Strapi): Promise<Record<RoleType, number>> {
  const ids: Record<RoleType, number> = { public: 0, authenticated: 0, reporter: 0, editor: 0, admin: 0 };
  for (const type of ROLE_TYPES) ids[type] = await ensureRole(strapi, type);
  const permissions = queryOf(strapi, PERMISSION_UID);

  const store = strapi.store({ type: 'plugin', name: 'bulletin' });
  const applied = Number((await store.get({ key: 'permissionMatrixVersion' })) ?? 0);
  if (applied < MATRIX_VERSION) {
    for (const type of ROLE_TYPES) {
      const existing = await permissions.findMany({ where: { role: ids[type] }, select: ['action'] });
      const have = new Set(existing.map((p) => p.action));
      for (const action of ROLE_PERMISSIONS[type]) {
        if (!have.has(action)) await permissions.create({ data: { action, role: ids[type] } });
      }
    }
    await store.set({ key: 'permissionMatrixVersion', value: MATRIX_VERSION });
  }
  for (const type of ROLE_TYPES) {
    const actions = CLOSED_ACTIONS[type];
    if (actions) await permissions.deleteMany({ where: { role: ids[type], action: { $in: actions } } });
  }
  return ids;
}
