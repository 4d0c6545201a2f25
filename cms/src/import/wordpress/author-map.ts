import { isEmailAddress } from '@bulletin/contract';
import type { WxrAuthor } from './wxr';

/**
 * `--map-authors FILE`: the operator's explicit choice of which export authors write under an account the site
 * already has. Without it an import never attaches anything to an existing account (authors.ts). The file is a
 * JSON object: each key an author of the export, by their WordPress login or e-mail; each value the e-mail of
 * the account here their posts and comments go under:
 *
 *     { "mara": "mara.quill@bulletin.example", "tomasz.okafor@old-site.example": "tomasz@bulletin.example" }
 *
 * A key that names no author of the export, or a value that is no e-mail address, refuses the file (nothing is
 * imported): a typo must not quietly give someone's posts a byline of its own. That each account exists is
 * checked once Strapi runs, before anything is written (import-run.ts).
 */

/** Export author (login or e-mail) → the e-mail of the account they write under; all lower-cased. */
export type AuthorMap = Map<string, string>;

export class AuthorMapError extends Error {}

const keyOf = (text: string) => text.trim().toLowerCase();

/** Reads the file's text against the export's authors. Throws AuthorMapError with every problem found. */
export function readAuthorMap(text: string, authors: WxrAuthor[]): AuthorMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthorMapError(`--map-authors: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthorMapError('--map-authors: the file must hold one JSON object, {"<author login or e-mail>": "<account e-mail>", …}');
  }
  const known = new Set(authors.flatMap((a) => [keyOf(a.login), keyOf(a.email)]).filter(Boolean));
  const map: AuthorMap = new Map();
  const problems: string[] = [];
  for (const [author, account] of Object.entries(parsed as Record<string, unknown>)) {
    if (!known.has(keyOf(author))) problems.push(`"${author}" is not an author of the export (by login or e-mail)`);
    else if (typeof account !== 'string' || !isEmailAddress(account.trim())) problems.push(`"${author}": ${JSON.stringify(account)} is not an e-mail address`);
    else map.set(keyOf(author), keyOf(account));
  }
  if (problems.length) throw new AuthorMapError(`--map-authors: ${problems.join('; ')}`);
  return map;
}

/** The account e-mail an author is mapped to, by login first, then e-mail; undefined when not mapped. */
export function mappedAccount(map: AuthorMap, author: WxrAuthor): string | undefined {
  return (author.login ? map.get(keyOf(author.login)) : undefined) ?? (author.email ? map.get(keyOf(author.email)) : undefined);
}
