import type { Core } from '@strapi/strapi';
import { tableOf } from './tables';

/**
 * The row ids of the other articles of these articles' stories (`translationGroup`: an article and its translations,
 * docs/decisions/0023-languages.md). The purge notices report them with a write: each lists the others in its
 * `translations`.
 */
export async function storySiblingIds(strapi: Core.Strapi, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { table, column } = tableOf(strapi, 'api::article.article');
  const group = column('translationGroup');
  const knex = strapi.db.connection;
  const rows = await knex(table)
    .whereIn(group, knex(table).whereIn('id', ids).whereNotNull(group).select(group))
    .whereNotIn('id', ids)
    .select('id');
  return rows.map((r: { id: number }) => Number(r.id));
}
