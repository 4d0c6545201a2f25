/** How a person is named wherever the product shows one (bylines, comments, the newsroom's lists, structured data). */

/** A person's display name: first and last name, either may be missing; '' when neither is there. */
export function displayName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
}

/** Who an article is credited to when its author has no name, or no account any more (docs/product.md#accounts). */
export const NEWSROOM_BYLINE = 'Bulletin Newsroom';
