import type { Core } from '@strapi/strapi';
import { isEmailAddress } from '@bulletin/contract';
import { slugify } from '../../articles/slug';
import { queryOf } from '../../db/queries';
import { cut, plainText } from './post-plan';
import { AuthorMapError, mappedAccount, type AuthorMap } from './author-map';
import type { WxrAuthor } from './wxr';

/**
 * WordPress authors as Bulletin accounts. An import never writes under an account the site already has unless the
 * operator names it with `--map-authors` (author-map.ts): that author's posts and comments then go under it, and
 * nothing about the account changes. Every other author gets an account of their own: a reporter account without
 * a password, blocked, so no one can sign in to it until an admin gives it a password in the newsroom's Users
 * screen, which unblocks it (`cms/src/accounts/imported-accounts.ts`). It remembers the author's WordPress id
 * (`wordpressId`, private), which is how the next run finds it. Its e-mail is the author's, unless an account
 * here already has that address: then it is a placeholder that receives nothing
 * (`<login>.wordpress-<id>@import.invalid`), and the summary says so and how to map the author instead
 * (docs/decisions/0019-wordpress-import.md).
 */
const USER_UID = 'plugin::users-permissions.user';
const NAME_MAX = 100;

export type Byline = { id: number; documentId: string };
export type AuthorsOutcome = { created: string[]; existing: number; mapped: number; notes: string[] };

/** First and last name: WordPress's own, else the display name split at its last space, else the login; cut to
 * what the account stores (`cutNames` says whether one was). */
export function namesOf(author: WxrAuthor): { firstName: string; lastName: string; cutNames: boolean } {
  const first = plainText(author.firstName);
  const last = plainText(author.lastName);
  const display = plainText(author.displayName) || plainText(author.login);
  const space = display.lastIndexOf(' ');
  const [firstName, lastName] =
    first || last ? [first || last, first ? last : ''] : space > 0 ? [display.slice(0, space), display.slice(space + 1)] : [display, ''];
  const cutNames = Array.from(firstName).length > NAME_MAX || Array.from(lastName).length > NAME_MAX;
  return { firstName: cut(firstName, NAME_MAX), lastName: cut(lastName, NAME_MAX), cutNames };
}

/** An address that can receive nothing (`.invalid`), made from the author's login and WordPress id. */
export function placeholderEmail(author: WxrAuthor, n = 1): string {
  const name = slugify(author.login || author.displayName || `author-${author.id ?? 'unknown'}`);
  return `${name}.wordpress-${author.id ?? 0}${n > 1 ? `-${n}` : ''}@import.invalid`;
}

/** The account's e-mail: the author's own, or a placeholder when theirs is not an address (reported). */
export function emailOf(author: WxrAuthor): { email: string; placeholder: boolean } {
  const email = author.email.trim().toLowerCase();
  if (isEmailAddress(email)) return { email, placeholder: false };
  return { email: placeholderEmail(author), placeholder: true };
}

type Row = { id: number; documentId: string };
const SELECT = ['id', 'documentId'] as const;

export async function importAuthors(strapi: Core.Strapi, authors: WxrAuthor[], map: AuthorMap = new Map()) {
  const users = queryOf(strapi, USER_UID);
  const byLogin = new Map<string, Byline>();
  const byWordpressId = new Map<number, Byline>();
  const outcome: AuthorsOutcome = { created: [], existing: 0, mapped: 0, notes: [] };
  const reporter = await queryOf(strapi, 'plugin::users-permissions.role').findOne({ where: { type: 'reporter' }, select: ['id'] });
  if (!reporter) throw new Error('The reporter role is missing: start the site once (npm start) before importing');
  const reporterRole = reporter.id;
  const accountWith = async (email: string): Promise<Row | null> => users.findOne({ where: { email: { $eqi: email } }, select: SELECT });

  // The accounts the operator named, all of them found before anything is written.
  const mappedAccounts = new Map<string, Row>();
  const missing: string[] = [];
  for (const email of new Set(map.values())) {
    const row = await accountWith(email);
    if (row) mappedAccounts.set(email, row);
    else missing.push(email);
  }
  if (missing.length) throw new AuthorMapError(`--map-authors: no account here has the e-mail ${missing.join(', ')}`);

  for (const author of authors) {
    const label = author.login || author.displayName || `author ${author.id ?? '?'}`;
    try {
      const account = mappedAccount(map, author);
      let row: Row | null = account ? (mappedAccounts.get(account) ?? null) : null;
      if (row) {
        outcome.mapped += 1;
      } else if (author.id === null) {
        // Without an id the next run could not find the account again (and would make another).
        outcome.notes.push(`author ${label} has no id in the export: their posts have no byline (or map them with --map-authors)`);
        continue;
      } else {
        row = await users.findOne({ where: { wordpressId: author.id }, select: SELECT });
        if (row) outcome.existing += 1;
        else row = await createAccount(author, label);
      }
      const byline = { id: row.id, documentId: row.documentId };
      if (author.login) byLogin.set(author.login, byline);
      if (author.id !== null) byWordpressId.set(author.id, byline);
    } catch (error) {
      outcome.notes.push(`author ${label} could not be brought over: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function createAccount(author: WxrAuthor, label: string): Promise<Row> {
    const own = emailOf(author);
    let email = own.email;
    if (await accountWith(email)) {
      // Someone here has that address: their account is not the author's to take.
      for (let n = 1; await accountWith(email); n += 1) email = placeholderEmail(author, n);
      if (!own.placeholder) {
        outcome.notes.push(
          `author ${label}: an account here already has the e-mail ${own.email} and was left as it is; their posts are under a new account, ${email} (to put them under that account, run with --map-authors)`,
        );
      }
    }
    if (own.placeholder) outcome.notes.push(`author ${label} had no usable e-mail: their account is ${email} (change it when you set a password)`);
    const { firstName, lastName, cutNames } = namesOf(author);
    if (cutNames) outcome.notes.push(`author ${label}: name cut to ${NAME_MAX} characters`);
    const row = (await strapi.plugin('users-permissions').service('user').add({
      username: email,
      email,
      provider: 'local',
      confirmed: true,
      // No password and blocked: nobody signs in until an admin sets a password.
      blocked: true,
      role: reporterRole,
      firstName,
      lastName: lastName || null,
      wordpressId: author.id,
    })) as Row;
    outcome.created.push(email);
    return row;
  }

  return { byLogin, byWordpressId, outcome };
}
