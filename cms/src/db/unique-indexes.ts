import type { Core, UID } from '@strapi/strapi';
import { tableOf } from './tables';

/** Uniqueness that must hold under concurrency lives in the database, not in a check-then-insert. */
const UNIQUE: Array<[uid: UID.Schema, attr: string]> = [
  ['api::like.like', 'key'],
  ['api::newsletter-subscriber.newsletter-subscriber', 'email'],
  ['api::revoked-token.revoked-token', 'tokenHash'],
  // What was brought in from WordPress, by its id (or file path) there: an import run twice, or two at once,
  // cannot store anything twice (scripts/import.mjs, cms/src/import/wordpress). NULLs (everything else) repeat freely.
  ['api::article.article', 'wordpressId'],
  ['api::category.category', 'wordpressId'],
  ['api::comment.comment', 'wordpressId'],
  ['plugin::users-permissions.user', 'wordpressId'],
  ['plugin::upload.file', 'wordpressFile'],
];

export async function ensureUniqueIndexes(strapi: Core.Strapi): Promise<void> {
  for (const [uid, attr] of UNIQUE) {
    const { table, column } = tableOf(strapi, uid);
    const name = `${table}_${column(attr)}_uq`;
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${column(attr)})`);
  }
}
