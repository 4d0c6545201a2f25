import type { Core } from '@strapi/strapi';
import { coAuthorIds, isStaff, MESSAGES, roleFromStrapiType } from '@bulletin/contract';
import { queryOf } from '../db/queries';
import { fieldError } from '../requests/contract-input';

/**
 * Shared bylines (docs/product.md#author-pages): the `coAuthors` an article write sends, checked before it is stored.
 * The list's shape (ids, at most MAX_CO_AUTHORS, duplicates removed) is the contract's `coAuthorIds`; here, what needs
 * the database: each id is a staff account (reporter, editor, admin) that exists, and none is the article's author.
 * Anything else is a 400 on the `coAuthors` field. Who a co-author may then act as is access/credits.ts.
 */
const USER_UID = 'plugin::users-permissions.user';
const ARTICLE_UID = 'api::article.article';

const refuse = (message: string) => fieldError('coAuthors', message);

type Account = { id: number; documentId: string; role?: { type?: string | null } | null };

/**
 * The co-authors to store from the sent `coAuthors` of an article whose author is the account of row `authorId`:
 * their document ids in the order sent (Strapi's relation input), [] for none, undefined when not sent (unchanged).
 */
export async function coAuthorsToStore(strapi: Core.Strapi, sent: unknown, authorId: number | null): Promise<string[] | undefined> {
  const judged = coAuthorIds(sent);
  if (!judged.ok) throw refuse(judged.message);
  const ids = judged.ids?.map(Number);
  if (!ids?.length) return ids === undefined ? undefined : [];
  if (authorId !== null && ids.includes(authorId)) throw refuse(MESSAGES.coAuthorIsAuthor);
  const accounts = (await queryOf(strapi, USER_UID).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'documentId'],
    populate: { role: { select: ['type'] } },
  })) as Account[];
  const byId = new Map(accounts.filter((a) => isStaff(roleFromStrapiType(a.role?.type))).map((a) => [a.id, a.documentId]));
  if (!ids.every((id) => byId.has(id))) throw refuse(MESSAGES.coAuthorNotStaff);
  return ids.map((id) => byId.get(id)!);
}

/** The row id of the author of the article `documentId` (null: none, or no such article). */
export async function authorOf(strapi: Core.Strapi, documentId: string): Promise<number | null> {
  const article = (await queryOf(strapi, ARTICLE_UID).findOne({
    where: { documentId: { $eq: documentId } },
    select: ['id'],
    populate: { author: { select: ['id'] } },
  })) as { author?: { id?: number } | null } | null;
  return article?.author?.id ?? null;
}
