import type { AuthorProfile } from '@bulletin/contract';
import type { StrapiAuthor } from './types.js';

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
