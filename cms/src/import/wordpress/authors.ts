import type { Core } from '@strapi/strapi';
import { isEmailAddress } from '@bulletin/contract';
import { slugify } from '../../articles/slug';
import { cut, plainText } from './post-plan';
import type { WxrAuthor } from './wxr';
import { queryOf } from '../../db/queries';

/**
 * WordPress authors as Bulletin accounts. An author whose e-mail already has an account here writes under it
 * (nothing about that account changes). Anyone else gets a reporter account without a password, blocked: no
 * one can sign in to it until an admin gives it a password in the newsroom's Users screen, which unblocks it
 * (`cms/src/accounts/imported-accounts.ts`). Accounts remember their WordPress id (`wordpressId`, private).
 */
const USER_UID = 'plugin::users-permissions.user';
const NAME_MAX = 100;

export type Byline = { id: number; documentId: string };
export type AuthorsOutcome = { created: string[]; existing: number; notes: string[] };

/** First and last name: WordPress's own, else the display name split at its last space, else the login. */
export function namesOf(author: WxrAuthor): { firstName: string; lastName: string } {
  const first = plainText(author.firstName);
  const last = plainText(author.lastName);
  if (first || last) return { firstName: cut(first || last, NAME_MAX), lastName: first ? cut(last, NAME_MAX) : '' };
  const display = plainText(author.displayName) || plainText(author.login);
  const space = display.lastIndexOf(' ');
  return space > 0
    ? { firstName: cut(display.slice(0, space), NAME_MAX), lastName: cut(display.slice(space + 1), NAME_MAX) }
    : { firstName: cut(display, NAME_MAX), lastName: '' };
}

/** The account's e-mail: the author's own, or a placeholder that can receive nothing (reported). */
export function emailOf(author: WxrAuthor): { email: string; placeholder: boolean } {
  const email = author.email.trim().toLowerCase();
  if (isEmailAddress(email)) return { email, placeholder: false };
  const name = slugify(author.login || author.displayName || `author-${author.id ?? 'unknown'}`);
  return { email: `${name}.wordpress-${author.id ?? 0}@import.invalid`, placeholder: true };
}

type Row = { id: number; documentId: string; wordpressId?: number | null };

export async function importAuthors(strapi: Core.Strapi, authors: WxrAuthor[]) {
  const users = queryOf(strapi, USER_UID);
  const byLogin = new Map<string, Byline>();
  const byWordpressId = new Map<number, Byline>();
  const outcome: AuthorsOutcome = { created: [], existing: 0, notes: [] };
  const reporter = await queryOf(strapi, 'plugin::users-permissions.role').findOne({ where: { type: 'reporter' }, select: ['id'] });
  if (!reporter) throw new Error('The reporter role is missing: start the site once (npm start) before importing');

  for (const author of authors) {
    const label = author.login || author.displayName || `author ${author.id ?? '?'}`;
    try {
      const { email, placeholder } = emailOf(author);
      const select = ['id', 'documentId', 'wordpressId'] as const;
      let row: Row | null = author.id !== null ? await users.findOne({ where: { wordpressId: author.id }, select }) : null;
      row ??= await users.findOne({ where: { email }, select });
      if (row) {
        outcome.existing += 1;
        if (row.wordpressId === null && author.id !== null) {
          await users.update({ where: { id: row.id }, data: { wordpressId: author.id } }).catch(() => undefined);
        }
      } else {
        const { firstName, lastName } = namesOf(author);
        row = (await strapi.plugin('users-permissions').service('user').add({
          username: email,
          email,
          provider: 'local',
          confirmed: true,
          // No password and blocked: nobody signs in until an admin sets a password.
          blocked: true,
          role: reporter.id,
          firstName,
          lastName: lastName || null,
          wordpressId: author.id,
        })) as Row;
        outcome.created.push(email);
        if (placeholder) outcome.notes.push(`author ${label} had no usable e-mail: their account is ${email} (change it when you set a password)`);
      }
      const byline = { id: row.id, documentId: row.documentId };
      if (author.login) byLogin.set(author.login, byline);
      if (author.id !== null) byWordpressId.set(author.id, byline);
    } catch (error) {
      outcome.notes.push(`author ${label} could not be brought over: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { byLogin, byWordpressId, outcome };
}
