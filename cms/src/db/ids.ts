/** `/articles/:idOrSlug` and `/categories/:idOrSlug`: a Strapi document id or a slug. */
export function idOrSlugFilter(idOrSlug: string) {
  return { $or: [{ documentId: { $eq: idOrSlug } }, { slug: { $eq: idOrSlug } }] };
}

/** The largest row id: id columns are 32-bit `integer`s on PostgreSQL. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a request (`/users/:id`, `?author=`): a whole number from 1 to MAX_ROW_ID, else null.
 * A larger number would make PostgreSQL fail the query ("out of range for type integer"), a 500.
 */
export function rowId(value: unknown): number | null {
  const n = positiveInt(value);
  return n !== null && n <= MAX_ROW_ID ? n : null;
}

/**
 * A whole number of 1 or more, from a number or from its one canonical spelling (`'45'`). Every other
 * spelling (`'045'`, `' 45'`, `'45abc'`, `'4.5e1'`, `'+45'`) is no number: `Number()`, SQLite and PostgreSQL
 * each read some of them as 45, Strapi compares some ids as text, so an id in any other form names nothing (404)
 * and can never slip past a comparison with the caller's own id.
 */
export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' ? (/^[1-9]\d{0,14}$/.test(value) ? Number(value) : NaN) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** Two user ids name the same user: compared as numbers, never as text. */
export function sameId(a: unknown, b: unknown): boolean {
  const x = positiveInt(a);
  return x !== null && x === positiveInt(b);
}
