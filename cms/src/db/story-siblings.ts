import type { Core } from '@strapi/strapi';
import { queryOf } from './queries';

/**
 * The row ids of the other articles of these articles' stories (`translationGroup`: an article and its translations,
 * docs/decisions/0023-languages.md). The purge notices report them with a write: each lists the others in its
 * `translations`. Through the query engine, so a call inside a write's transaction reads with it (SQLite has one
 * connection: a read beside the transaction would wait for it).
 */
export async function storySiblingIds(strapi: Core.Strapi, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const articles = queryOf(strapi, 'api::article.article');
  const own = await articles.findMany({ where: { id: { $in: ids } }, select: ['translationGroup'] });
  const groups = [...new Set(own.map((row) => row.translationGroup).filter((g): g is string => Boolean(g)))];
  if (!groups.length) return [];
  const rows = await articles.findMany({ where: { translationGroup: { $in: groups }, id: { $notIn: ids } }, select: ['id'] });
  return rows.map((row) => Number(row.id));
}
