/**
 * Shared bylines (docs/product.md#author-pages): an article credits its author and up to MAX_CO_AUTHORS co-authors,
 * each a staff account other than the author. What can be judged without the database is stated here, once: the
 * shape of the sent list (the article schemas and Strapi both read it); Strapi checks the accounts
 * (cms/src/articles/co-authors.ts).
 */
import { MAX_CO_AUTHORS } from './limits.js';
import { MESSAGES } from './messages.js';

/** An account's id as the API gives it (`_id` of a user or an author): a positive whole number, as text or a number. */
const ACCOUNT_ID = /^[1-9]\d{0,14}$/;

export type CoAuthorIds = { ok: true; ids: string[] | undefined } | { ok: false; message: string };

/**
 * The sent `coAuthors`: undefined when not sent (unchanged), null an empty list (none), else the ids as text in the
 * order sent, duplicates removed; refused when it is no list of ids or names more than MAX_CO_AUTHORS accounts.
 */
export function coAuthorIds(value: unknown): CoAuthorIds {
  if (value === undefined) return { ok: true, ids: undefined };
  if (value === null) return { ok: true, ids: [] };
  const valid = (id: unknown) => (typeof id === 'string' || typeof id === 'number') && ACCOUNT_ID.test(String(id).trim());
  if (!Array.isArray(value) || !value.every(valid)) return { ok: false, message: MESSAGES.coAuthorsInvalid };
  const ids = [...new Set(value.map((id) => String(id).trim()))];
  if (ids.length > MAX_CO_AUTHORS) return { ok: false, message: MESSAGES.coAuthorsTooMany };
  return { ok: true, ids };
}

/** Everyone an article credits, its author first, then its co-authors in their order. */
export function bylineOf<P>(article: { author: P | null; coAuthors?: readonly P[] | null }): P[] {
  return [...(article.author ? [article.author] : []), ...(article.coAuthors ?? [])];
}
