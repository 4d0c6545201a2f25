import type { Core } from '@strapi/strapi';
import { tableOf } from './lookup';

/** Uniqueness that must hold under concurrency lives in the database, not in a check-then-insert. */
const UNIQUE: Array<[uid: string, attr: string]> = [
  ['api::like.like', 'key'],
  ['api::newsletter-subscriber.newsletter-subscriber', 'email'],
  ['api::revoked-token.revoked-token', 'tokenHash'],
];

export async function ensureUniqueIndexes(strapi: Core.Strapi): Promise<void> {
  for (const [uid, attr] of UNIQUE) {
    const { table, column } = tableOf(strapi, uid);
    const name = `${table}_${column(attr)}_uq`;
    await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${name} ON ${table} (${column(attr)})`);
  }
}
