import type { Core } from '@strapi/strapi';
import { wherePublic } from './access';
import { joinTableOf, tableOf } from './lookup';

/**
 * Published, due articles per category id, in one grouped query over the article→category link
 * (the public rule from `wherePublic`, bulletin/access.ts). `articleCount` counts a category's own articles,
 * not its subcategories'.
 */
export async function publishedCountsByCategory(strapi: Core.Strapi, now = new Date()): Promise<Map<number, number>> {
  const { table } = tableOf(strapi, 'api::article.article');
  const join = joinTableOf(strapi, 'api::article.article', 'category');
  const query = strapi.db
    .connection(join.name)
    .join(table, `${table}.id`, `${join.name}.${join.joinColumn.name}`);
  const rows = (await wherePublic(strapi, query, table, now)
    .groupBy(`${join.name}.${join.inverseJoinColumn.name}`)
    .select(`${join.name}.${join.inverseJoinColumn.name} as categoryId`)
    .count({ total: '*' })) as Array<{ categoryId: number; total: number | string }>;
  return new Map(rows.map((r) => [Number(r.categoryId), Number(r.total)]));
}
