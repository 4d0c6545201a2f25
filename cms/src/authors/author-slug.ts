import type { Core } from '@strapi/strapi';
import { displayName } from '@bulletin/contract';
import { slugify, uniqueSlug } from '../articles/slug';
import { queryOf } from '../db/queries';

/**
 * Every account has an author slug, its author page's address (`/author/<slug>`, docs/product.md#author-pages): made
 * once from the name when the account is created (or, for accounts older than slugs, at the first start after) and
 * never changed afterwards, so a byline's link keeps working when the person changes their name. Plain ASCII words as
 * addresses need; a name without Latin letters gives `author`, `author-2`, …
 */
const USER_UID = 'plugin::users-permissions.user';

type Named = { firstName?: string | null; lastName?: string | null };

export function authorSlugBase(person: Named): string {
  const name = displayName(person);
  return /[A-Za-z]/.test(name) ? slugify(name) : 'author';
}

async function freeSlug(strapi: Core.Strapi, person: Named): Promise<string> {
  return uniqueSlug('', async (slug) => (await queryOf(strapi, USER_UID).count({ where: { slug: { $eq: slug } } })) > 0, authorSlugBase(person));
}

/** Gives each new account its slug, whoever creates it (sign-up, the newsroom, an import, the demo content). */
export function watchAuthorSlugs(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async beforeCreate(event) {
      const data = (event.params as { data?: Named & { slug?: string | null } }).data;
      if (data && !data.slug) data.slug = await freeSlug(strapi, data);
    },
  });
}

/** Accounts created before slugs existed get theirs, oldest first. */
export async function backfillAuthorSlugs(strapi: Core.Strapi): Promise<void> {
  const users = queryOf(strapi, USER_UID);
  const missing = await users.findMany({ where: { slug: { $null: true } }, select: ['id', 'firstName', 'lastName'], orderBy: { id: 'asc' } });
  for (const user of missing) await users.update({ where: { id: user.id }, data: { slug: await freeSlug(strapi, user) } });
}
