import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { loadedVersionField } from '@bulletin/contract';
import { tableOf } from '../db/tables';
import { queryOf } from '../db/queries';
import { contractField } from '../requests/contract-input';

/**
 * Edit conflicts (docs/product.md#edit-conflicts): `PUT /articles/:id` may carry the `updatedAt` the editor loaded (`data.updatedAt` on
 * Strapi's REST API). The article controller reads the stored row inside the write's transaction, locked
 * (`SELECT … FOR UPDATE` on PostgreSQL; SQLite runs one transaction at a time on its single connection), compares,
 * and writes only when they agree: of two simultaneous saves from the same version exactly one is written, the
 * other is a 409 and writes nothing. Without `updatedAt` nothing is compared.
 */
const UID = 'api::article.article';

export type StoredForEdit = { updatedAt?: string | Date | null; editorialStatus?: string | null };

/** The version the caller loaded (`data.updatedAt`), undefined when not sent; a 400 when it is no date-time. */
export const loadedVersion = (data: Record<string, unknown>): Date | undefined =>
  contractField(loadedVersionField, data.updatedAt, 'updatedAt', 'updatedAt is not valid');

/**
 * Inside a transaction: the article's row, locked until the transaction ends, with what the update decides on
 * (its version, status and language with its story), or null when there is no such article.
 */
export async function lockForEdit(strapi: Core.Strapi, trx: Knex.Transaction, documentId: string) {
  if (strapi.db.dialect.client === 'postgres') {
    const { table, column } = tableOf(strapi, UID);
    await strapi.db
      .connection(table)
      .transacting(trx)
      .where({ [column('documentId')]: documentId })
      .forUpdate()
      .select('id');
  }
  return queryOf(strapi, UID).findOne({
    where: { documentId },
    select: ['id', 'updatedAt', 'editorialStatus', 'language', 'translationGroup'],
  });
}

/** True when the stored article is still the version the caller loaded. */
export function isVersion(stored: StoredForEdit, loaded: Date): boolean {
  return stored.updatedAt != null && new Date(stored.updatedAt).getTime() === loaded.getTime();
}
