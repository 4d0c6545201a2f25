import type { Core } from '@strapi/strapi';

type Attribute = { columnName?: string; joinTable?: JoinTable };
export type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Metadata = { tableName: string; attributes: Record<string, Attribute | undefined> };

function metadataOf(strapi: Core.Strapi, uid: string): Metadata {
  // Strapi types `metadata.get` by its generated content-type UIDs, which this project does not generate.
  return strapi.db.metadata.get(uid as never) as Metadata;
}

/**
 * Table and column names from Strapi's metadata, for the raw SQL statements (atomic counters, the category
 * list and counts, search, indexes): the one column lookup.
 */
export function tableOf(strapi: Core.Strapi, uid: string) {
  const meta = metadataOf(strapi, uid);
  return {
    table: meta.tableName,
    column: (attr: string) => meta.attributes[attr]?.columnName ?? attr,
  };
}

/** The link table of a relation attribute (`article.category`): its name and the two id columns. */
export function joinTableOf(strapi: Core.Strapi, uid: string, attribute: string): JoinTable {
  const join = metadataOf(strapi, uid).attributes[attribute]?.joinTable;
  if (!join) throw new Error(`${uid}.${attribute} has no join table`);
  return join;
}
