import type { Core, UID } from '@strapi/strapi';

export type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/**
 * Table and column names from Strapi's metadata, for the raw SQL statements (atomic counters, the category
 * list and counts, search, indexes): the one column lookup.
 */
export function tableOf(strapi: Core.Strapi, uid: UID.Schema) {
  const meta = strapi.db.metadata.get(uid);
  return {
    table: meta.tableName,
    column: (attr: string) => {
      const attribute = meta.attributes[attr];
      return (attribute && 'columnName' in attribute ? attribute.columnName : undefined) ?? attr;
    },
  };
}

/** The link table of a relation attribute (`article.category`): its name and the two id columns. */
export function joinTableOf(strapi: Core.Strapi, uid: UID.Schema, attribute: string): JoinTable {
  const found = strapi.db.metadata.get(uid).attributes[attribute];
  const join = found && 'joinTable' in found ? found.joinTable : undefined;
  if (!join || !('inverseJoinColumn' in join)) throw new Error(`${uid}.${attribute} has no join table`);
  return join;
}
