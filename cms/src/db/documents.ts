import type { Core, Modules, UID } from '@strapi/strapi';

/**
 * Strapi's document service and query engine, typed by the content types `strapi ts:generate-types` writes
 * (cms/types/generated, checked against the schemas by scripts/check-strapi-types.mjs): `strapi.documents(uid)`
 * checks each call's fields, filters, sort and populate against the content type and types what it returns by the
 * fields asked for. The helpers here add what Bulletin needs on top.
 */
type Read<U extends UID.ContentType> = Modules.Documents.Params.Pick<U, 'fields' | 'populate'>;

/** A document read with `P` (its fields and populated relations), with its numeric row id. */
export type DocumentOf<U extends UID.ContentType, P extends Read<U> = never> = Omit<Modules.Documents.Result<U, P>, 'id'> & { id: number };

/** A content type's filters, as `strapi.documents(uid)` takes them. */
export type Filters<U extends UID.ContentType> = Modules.Documents.Params.Filters.Any<U>;

/**
 * Data for a create or update that comes from outside the code (a request's body, a stored revision). The document
 * service validates every attribute it is given (types, lengths, required attributes, relations) and answers a 400
 * naming the field: such data is checked there, at run time, and enters the typed service here.
 */
export function inputFor<U extends UID.ContentType>(_uid: U, data: Record<string, unknown>): Modules.Documents.Params.Data.Input<U> {
  return data as Modules.Documents.Params.Data.Input<U>;
}

type QueryParamsService = { transform(uid: UID.ContentType, params: object): object };
type FindMany<U extends UID.ContentType> = Modules.Documents.ServiceParams<U>['findMany'];
type FindFirst<U extends UID.ContentType> = Modules.Documents.ServiceParams<U>['findFirst'];
/**
 * The list's filters and sort come from the request (checked by Strapi's `validateQuery` and `sanitizeQuery`
 * against the content type) and from the visibility rule; the fields and relations read are typed.
 */
type Checked = { filters?: Record<string, unknown>; sort?: unknown };

/**
 * Reads of a content type without drafts or locales (articles) through Strapi's query engine, with the document
 * service's parameters (`fields`, `filters`, `populate`, `sort`, `start`, `limit`, turned into a query by Strapi's
 * own `query-params` service) and the same rows back. The document service runs every call, reads included, in
 * a transaction of its own (BEGIN … COMMIT: two more round trips to the database per call) after checking the
 * parameters again; these reads need neither (a public list page makes three such calls).
 */
export function readsOf<U extends UID.ContentType>(strapi: Core.Strapi, uid: U) {
  const toQuery = (params: object) => strapi.get<QueryParamsService>('query-params').transform(uid, params);
  const engine = () => strapi.db.query(uid);
  return {
    findMany: <const P extends Omit<FindMany<U>, keyof Checked> & Checked>(params: P): Promise<DocumentOf<U, P>[]> =>
      engine().findMany(toQuery(params)),
    findFirst: <const P extends Omit<FindFirst<U>, keyof Checked> & Checked>(params: P): Promise<DocumentOf<U, P> | null> =>
      engine().findOne(toQuery(params)),
    count: async (params: Checked = {}) => Number(await engine().count(toQuery(params))),
  };
}
