import type { ArticleCoAuthor, AuthorProfile } from '@bulletin/contract';
import type { StrapiAuthor, StrapiStaffMember } from './types.js';

/** An author page's person (docs/product.md#author-pages): what Strapi's author read gives, in the API's shape. */
export function authorFromStrapi(a: StrapiAuthor): AuthorProfile {
  return {
    _id: String(a.id),
    slug: a.slug,
    firstName: a.firstName,
    lastName: a.lastName,
    avatar: a.avatar,
    bio: a.bio,
    xHandle: a.xHandle,
    role: a.role,
  };
}

/** A staff account by name (`GET /staff`, a co-author's choices): as an article's co-authors are given. */
export function staffMemberFromStrapi(m: StrapiStaffMember): ArticleCoAuthor {
  return { _id: String(m.id), firstName: m.firstName ?? null, lastName: m.lastName ?? null, slug: m.slug ?? null };
}
