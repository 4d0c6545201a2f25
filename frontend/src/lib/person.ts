/** A person's display name from the API's firstName/lastName (either may be missing); '' when neither is there. */
export const personName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined): string =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
