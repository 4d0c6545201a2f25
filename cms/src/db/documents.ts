import type { Core } from '@strapi/strapi';

/**
 * Strapi's document service, typed for the calls Bulletin makes. Strapi types `strapi.documents(uid)` by the
 * content types `strapi ts:generate-types` writes (cms/types/generated, not generated or committed here), so
 * without them every parameter object is `never`; this module states the parameters we use and lets each
 * caller name the shape it reads (`findFirst<ArticleRow>(…)`), instead of an `as never` at every call.
 */
export type ContentUid =
  | 'api::article.article'
  | 'api::category.category'
  | 'api::comment.comment'
  | 'api::newsletter-subscriber.newsletter-subscriber'
  | 'api::live-story.live-story'
  | 'api::live-entry.live-entry';

export type Filters = Record<string, unknown>;

export type DocumentParams = {
  documentId?: string;
  filters?: Filters;
  fields?: readonly string[];
  populate?: object;
  sort?: string | readonly string[];
  limit?: number;
  start?: number;
  data?: Record<string, unknown>;
};

type Service = {
  findMany(params: DocumentParams): Promise<unknown[]>;
  findFirst(params: DocumentParams): Promise<unknown>;
  findOne(params: DocumentParams & { documentId: string }): Promise<unknown>;
  count(params: DocumentParams): Promise<number>;
  create(params: DocumentParams & { data: Record<string, unknown> }): Promise<unknown>;
  update(params: DocumentParams & { documentId: string; data: Record<string, unknown> }): Promise<unknown>;
  delete(params: { documentId: string }): Promise<unknown>;
};

/** A document (every row read through the service has these). */
export type Doc = { id: number; documentId: string } & Record<string, unknown>;

export function documentsOf(strapi: Core.Strapi, uid: ContentUid) {
  // The one cast (see above): the generated content-type map would type these parameters.
  const service = strapi.documents(uid as never) as unknown as Service;
  return {
    findMany: <T = Doc>(params: DocumentParams = {}) => service.findMany(params) as Promise<T[]>,
    findFirst: <T = Doc>(params: DocumentParams) => service.findFirst(params) as Promise<T | null>,
    findOne: <T = Doc>(params: DocumentParams & { documentId: string }) => service.findOne(params) as Promise<T | null>,
    count: (params: DocumentParams = {}) => service.count(params),
    create: <T = Doc>(params: DocumentParams & { data: Record<string, unknown> }) => service.create(params) as Promise<T>,
    update: <T = Doc>(params: DocumentParams & { documentId: string; data: Record<string, unknown> }) =>
      service.update(params) as Promise<T | null>,
    delete: (params: { documentId: string }) => service.delete(params),
  };
}

type QueryParamsService = { transform(uid: string, params: DocumentParams): Record<string, unknown> };
type QueryEngine = {
  findMany(query: Record<string, unknown>): Promise<unknown[]>;
  findOne(query: Record<string, unknown>): Promise<unknown>;
  count(query: Record<string, unknown>): Promise<number>;
};

/**
 * Reads of a content type without drafts or locales (articles) through Strapi's query engine, with the document
 * service's parameters (`fields`, `filters`, `populate`, `sort`, `start`, `limit`, turned into a query by Strapi's
 * own `query-params` service) and the same rows back. The document service runs every call, reads included, in
 * a transaction of its own (BEGIN … COMMIT: two more round trips to the database per call) after checking the
 * parameters again; these reads need neither (a public list page makes three such calls).
 */
export function readsOf(strapi: Core.Strapi, uid: 'api::article.article') {
  const toQuery = (params: DocumentParams) => (strapi.get('query-params') as QueryParamsService).transform(uid, params);
  const engine = () => strapi.db.query(uid as never) as unknown as QueryEngine;
  return {
    findMany: <T = Doc>(params: DocumentParams = {}) => engine().findMany(toQuery(params)) as Promise<T[]>,
    findFirst: <T = Doc>(params: DocumentParams) => engine().findOne(toQuery(params)) as Promise<T | null>,
    count: async (params: DocumentParams = {}) => Number(await engine().count(toQuery(params))),
  };
}
