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
