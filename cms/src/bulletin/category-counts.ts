import type { Core } from '@strapi/strapi';

/**
 * Published, due articles per category id, in one grouped query over the article→category link.
 * `articleCount` counts a category's own articles, not its subcategories'.
 */
export async function publishedCountsByCategory(strapi: Core.Strapi, now = new Date()): Promise<Map<number, number>> {
  const meta = strapi.db.metadata.get('api::article.article');
  const col = (attr: string) => (meta.attributes[attr] as { columnName?: string }).columnName ?? attr;
  const join = (meta.attributes.category as { joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } }).joinTable;
  if (!join) throw new Error('article.category has no join table');
  const rows = (await strapi.db
    .connection(join.name)
    .join(meta.tableName, `${meta.tableName}.id`, `${join.name}.${join.joinColumn.name}`)
    .where(`${meta.tableName}.${col('editorialStatus')}`, 'published')
    .andWhere(`${meta.tableName}.${col('publishDate')}`, '<=', now)
    .groupBy(`${join.name}.${join.inverseJoinColumn.name}`)
    .select(`${join.name}.${join.inverseJoinColumn.name} as categoryId`)
    .count({ total: '*' })) as Array<{ categoryId: number; total: number | string }>;
  return new Map(rows.map((r) => [Number(r.categoryId), Number(r.total)]));
}
