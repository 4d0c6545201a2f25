import type { Core } from '@strapi/strapi';

/** `/articles/:idOrSlug` and `/categories/:idOrSlug`: a Strapi document id or a slug. */
export function idOrSlugFilter(idOrSlug: string) {
  return { $or: [{ documentId: { $eq: idOrSlug } }, { slug: { $eq: idOrSlug } }] };
}

/** Table and column names from Strapi's metadata, for the few raw SQL statements (atomic counters). */
export function tableOf(strapi: Core.Strapi, uid: string) {
  const meta = strapi.db.metadata.get(uid as never);
  return {
    table: meta.tableName,
    column: (attr: string) => (meta.attributes[attr] as { columnName?: string }).columnName ?? attr,
  };
}

export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}
