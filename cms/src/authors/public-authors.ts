import type { Core } from '@strapi/strapi';
import { isStaff, roleFromStrapiType, roleToStrapiType, STAFF_ROLES, type StaffRole } from '@bulletin/contract';
import { publicArticleFilter } from '../access/visibility';
import { creditedTo } from '../access/credits';
import { queryOf } from '../db/queries';

/**
 * Author pages (docs/product.md#author-pages): a staff account that is not blocked and credited (as author or
 * co-author) on at least one public article
 * (published and due, the one visibility rule) has a public page; any other account has none (a 404), whatever its
 * slug. Only what a byline shows leaves here: names, photo, biography, role and X handle.
 */
const USER_UID = 'plugin::users-permissions.user';
const ARTICLE_UID = 'api::article.article';

export type PublicAuthor = {
  id: number;
  slug: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  bio: string | null;
  xHandle: string | null;
  role: StaffRole;
  /** When their newest public article last changed: an author page's lastmod. */
  lastmod: string | null;
};

const PROFILE = ['id', 'slug', 'firstName', 'lastName', 'avatar', 'bio', 'xHandle', 'blocked'] as const;

/** The articles crediting the account of row `id` (as author or co-author) that the public may read. */
export const byAuthor = (id: number, now = new Date()) => ({ $and: [publicArticleFilter(now), creditedTo(id)] });

type Account = { id: number; slug?: string | null; firstName?: string | null; lastName?: string | null; avatar?: string | null; bio?: string | null; xHandle?: string | null; blocked?: boolean | null; role?: { type?: string | null } | null };

async function asPublic(strapi: Core.Strapi, user: Account | null, now: Date): Promise<PublicAuthor | null> {
  const role = roleFromStrapiType(user?.role?.type);
  if (!user?.slug || user.blocked || !isStaff(role)) return null;
  const newest = await queryOf(strapi, ARTICLE_UID).findOne({ where: byAuthor(user.id, now), select: ['updatedAt'], orderBy: { updatedAt: 'desc' } });
  if (!newest) return null;
  return {
    id: user.id,
    slug: user.slug,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    avatar: user.avatar ?? null,
    bio: user.bio ?? null,
    xHandle: user.xHandle ?? null,
    role,
    lastmod: newest.updatedAt ? new Date(newest.updatedAt as string).toISOString() : null,
  };
}

/** The author of `slug`, if their page is public. */
export async function publicAuthor(strapi: Core.Strapi, slug: string, now = new Date()): Promise<PublicAuthor | null> {
  const user = (await queryOf(strapi, USER_UID).findOne({ where: { slug: { $eq: slug } }, select: [...PROFILE], populate: { role: { select: ['type'] } } })) as Account | null;
  return asPublic(strapi, user, now);
}

/** Every author whose page is public, by slug (the sitemap): staff are tens of accounts, each one indexed count. */
export async function publicAuthors(strapi: Core.Strapi, now = new Date()): Promise<PublicAuthor[]> {
  const staff = (await queryOf(strapi, USER_UID).findMany({
    where: { role: { type: { $in: STAFF_ROLES.map(roleToStrapiType) } }, slug: { $notNull: true } },
    select: [...PROFILE],
    populate: { role: { select: ['type'] } },
    orderBy: { slug: 'asc' },
  })) as Account[];
  const authors = await Promise.all(staff.map((user) => asPublic(strapi, user, now)));
  return authors.filter((author) => author !== null);
}
