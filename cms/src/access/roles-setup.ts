import type { Core } from '@strapi/strapi';
import { isStaff } from '@bulletin/contract';
import { CLOSED_ACTIONS, ROLE_LABELS, ROLE_PERMISSIONS, type RoleType } from './roles';

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

export async function ensureRoles(strapi: Core.Strapi): Promise<Record<RoleType, number>> {
  const ids = {} as Record<RoleType, number>;
  for (const type of Object.keys(ROLE_PERMISSIONS) as RoleType[]) {
    let role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
    if (!role && isStaff(type)) {
      role = await strapi.db.query(ROLE_UID).create({
        data: { type, name: ROLE_LABELS[type], description: `Bulletin newsroom: ${ROLE_LABELS[type].toLowerCase()}` },
      });
    }
    if (!role) throw new Error(`users-permissions role ${type} is missing`);
    ids[type] = role.id;
  }

  const store = strapi.store({ type: 'plugin', name: 'bulletin' });
  const applied = Number((await store.get({ key: 'permissionMatrixVersion' })) ?? 0);
  if (applied < MATRIX_VERSION) {
    for (const [type, actions] of Object.entries(ROLE_PERMISSIONS) as Array<[RoleType, string[]]>) {
      const existing = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: ids[type] }, select: ['action'] });
      const have = new Set(existing.map((p: { action: string }) => p.action));
      for (const action of actions) {
        if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: ids[type] } });
      }
    }
    await store.set({ key: 'permissionMatrixVersion', value: MATRIX_VERSION });
  }
  for (const [type, actions] of Object.entries(CLOSED_ACTIONS) as Array<[RoleType, string[]]>) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { role: ids[type], action: { $in: actions } } });
  }
  return ids;
}
