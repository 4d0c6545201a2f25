import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { queryOf } from '../db/queries';

/**
 * The first admin: one account for the site (users-permissions, role admin) and one for the Strapi panel
 * (super-admin), with the same email and password. From BULLETIN_ADMIN_EMAIL / BULLETIN_ADMIN_PASSWORD,
 * or admin@bulletin.local with a random password printed once.
 */
export function randomPassword(): string {
  // Always has a lower-case letter, an upper-case letter and a digit, like the sign-up rule asks.
  return `Bn7${randomBytes(12).toString('base64url')}`;
}

export async function ensureAdminAccount(strapi: Core.Strapi, adminRoleId: number): Promise<void> {
  const email = (process.env.BULLETIN_ADMIN_EMAIL || 'admin@bulletin.local').trim().toLowerCase();
  const users = queryOf(strapi, 'plugin::users-permissions.user');
  if (await users.findOne({ where: { email } })) return;

  const given = process.env.BULLETIN_ADMIN_PASSWORD;
  const password = given || randomPassword();
  await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: adminRoleId,
    firstName: 'Bulletin',
    lastName: 'Admin',
  });

  const adminUsers = strapi.service('admin::user') as { exists(): Promise<boolean>; create(a: object): Promise<unknown> };
  if (!(await adminUsers.exists())) {
    const superAdmin = (await (strapi.service('admin::role') as { getSuperAdmin(): Promise<{ id: number } | null> }).getSuperAdmin());
    await adminUsers.create({
      email,
      firstname: 'Bulletin',
      lastname: 'Admin',
      password,
      isActive: true,
      registrationToken: null,
      roles: superAdmin ? [superAdmin.id] : [],
    });
  }

  const lines = [
    'Bulletin admin account created',
    `  email:    ${email}`,
    given ? '  password: (from BULLETIN_ADMIN_PASSWORD)' : `  password: ${password}   <- shown once, write it down`,
  ];
  // One block on stdout, each line marked `=== ` so `npm start` can lift it into its summary.
  console.log(`\n=== ${lines.join('\n=== ')}\n`);
}
