import type { Core, Data, Schema, UID } from '@strapi/strapi';

/**
 * Strapi's query engine (`strapi.db.query(uid)`: rows, no documents, no transaction of its own), typed by the
 * generated content types: `select` and `populate` name the content type's attributes, and each row has the
 * types the schema gives them. Strapi itself types the engine's answers as `any`.
 */
export type Attribute<U extends UID.ContentType> = Schema.AttributeNames<U>;
/** What a query may select: an attribute, or the row's `id` and `documentId`. */
export type Column<U extends UID.ContentType> = Attribute<U> | 'id' | 'documentId';

/**
 * A row: the attributes selected and populated (a relation read in full is its target's row), its numeric id, and
 * its documentId when selected. An attribute is null when the row has no value.
 */
export type Row<U extends UID.ContentType, K extends Column<U> = Column<U>> = Omit<Data.ContentType<U, Extract<K, Attribute<U>>>, 'id' | 'documentId'> & {
  id: number;
} & ('documentId' extends K ? { documentId: string } : unknown);

type Where = Record<string, unknown>;
type OrderBy = Record<string, 'asc' | 'desc'> | Array<Record<string, 'asc' | 'desc'>>;
/** A relation's part of a query: its own columns and relations (not typed further). */
type Nested = { select?: readonly string[]; populate?: Record<string, Nested> } | true;

type Select<U extends UID.ContentType, K extends Column<U>, P extends Attribute<U>> = {
  select?: readonly K[];
  populate?: { [A in P]: Nested };
};
type Many = { where?: Where; orderBy?: OrderBy; offset?: number; limit?: number };

export function queryOf<U extends UID.ContentType>(strapi: Core.Strapi, uid: U) {
  const query = () => strapi.db.query(uid);
  return {
    findMany: <const K extends Column<U> = Column<U>, const P extends Attribute<U> = never>(
      params: Select<U, K, P> & Many = {},
    ): Promise<Array<Row<U, K | P>>> => query().findMany(params),
    findOne: <const K extends Column<U> = Column<U>, const P extends Attribute<U> = never>(
      params: Select<U, K, P> & { where: Where; orderBy?: OrderBy },
    ): Promise<Row<U, K | P> | null> => query().findOne(params),
    count: (params: { where?: Where } = {}): Promise<number> => query().count(params),
    create: <const K extends Column<U> = Column<U>>(params: { data: Record<string, unknown>; select?: readonly K[] }): Promise<Row<U, K>> =>
      query().create(params),
    update: <const K extends Column<U> = Column<U>>(params: { where: Where; data: Record<string, unknown>; select?: readonly K[] }): Promise<Row<U, K> | null> =>
      query().update(params),
    updateMany: (params: { where: Where; data: Record<string, unknown> }): Promise<{ count: number }> => query().updateMany(params),
    deleteMany: (params: { where: Where }): Promise<{ count: number }> => query().deleteMany(params),
  };
}
