/** How a person is named wherever the product shows one (bylines, comments, the newsroom's lists, structured data). */

/** A person's display name: first and last name, either may be missing; '' when neither is there. */
export function displayName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
}

/** The name an author page shows (docs/product.md#author-pages): theirs, else their slug, never nothing. */
export const authorName = (author: { firstName?: string | null; lastName?: string | null; slug: string }): string => displayName(author) || author.slug;

/** Who an article is credited to when its author has no name, or no account any more (docs/product.md#accounts). */
export const NEWSROOM_BYLINE = 'Bulletin Newsroom';

/**
 * An author slug, an author page's address (docs/product.md#author-pages): lower-case ASCII words joined by '-', with
 * at least one letter, so it is never mistaken for a user id. Anything else names no author.
 */
const AUTHOR_SLUG = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isAuthorSlug = (value: unknown): value is string => typeof value === 'string' && AUTHOR_SLUG.test(value);
