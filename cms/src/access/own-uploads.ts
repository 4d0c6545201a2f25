import type { Core } from '@strapi/strapi';
import { roleOf } from './roles';
import type { RequestUser } from './caller';
import { rowId } from '../db/ids';

/**
 * A reporter's media library on Strapi's content API is their own files: a reporter lists (`GET /api/upload/files`)
 * and opens (`/api/upload/files/:id`) only what they uploaded, never the images of a colleague's draft. Editors
 * and admins see every file. Each file uploaded through the content API remembers who uploaded it (`uploadedBy`,
 * a private user id set when the row is made); files from elsewhere (the panel, the demo content, an import) have
 * none, so no reporter lists them.
 */
const FILE = 'plugin::upload.file';
export const UPLOADED_BY = 'uploadedBy';

/** The user whose files alone the caller may see: a reporter's own id; null for everyone else (every file). */
export function ownFilesOf(caller: RequestUser | undefined): number | null {
  return caller && roleOf(caller) === 'reporter' ? caller.id : null;
}

/** At start: every file made during a content-API request by a signed-in user records that user. */
export function recordUploaders(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    beforeCreate(event) {
      const ctx = strapi.requestContext.get();
      const user = ctx?.state?.user;
      const data = event.params.data as Record<string, unknown> | undefined;
      if (!data || !user || ctx?.state?.auth?.strategy?.name !== 'users-permissions') return;
      data[UPLOADED_BY] = user.id;
    },
  });
}

/** Who asks, as Strapi's query checks take it (the request's auth and route). */
type QueryAuth = NonNullable<Parameters<Core.Strapi['contentAPI']['sanitize']['query']>[2]>;
type Ctx = {
  query: Record<string, unknown>;
  params: { id?: unknown };
  state: { user?: RequestUser } & QueryAuth;
  body?: unknown;
  notFound(message: string): unknown;
};
/** A content-API action of the upload plugin. */
export type FileAction = (ctx: Ctx) => Promise<unknown>;

/**
 * Strapi's content-API `find` and `findOne` of files, for a reporter limited to their own files (the same query
 * checks and answer as Strapi's own; the owner is added after the query is sanitised, which would drop a filter
 * on the private `uploadedBy`).
 */
export function ownFilesOnly(strapi: Core.Strapi, base: { find: FileAction; findOne: FileAction }) {
  const schema = () => strapi.getModel(FILE);
  return {
    async find(ctx: Ctx) {
      const owner = ownFilesOf(ctx.state.user);
      if (owner === null) return base.find(ctx);
      const { auth, route } = ctx.state;
      await strapi.contentAPI.validate.query(ctx.query, schema(), { auth, route });
      const query = (await strapi.contentAPI.sanitize.query(ctx.query, schema(), { auth, route })) as { filters?: unknown };
      const files = await strapi.plugin('upload').service('upload').findMany({ ...query, filters: { $and: [query.filters ?? {}, { [UPLOADED_BY]: { $eq: owner } }] } });
      ctx.body = await strapi.contentAPI.sanitize.output(files, schema(), { auth });
    },
    async findOne(ctx: Ctx) {
      const owner = ownFilesOf(ctx.state.user);
      if (owner === null) return base.findOne(ctx);
      const id = rowId(ctx.params.id);
      const own = id !== null && (await strapi.db.query(FILE).count({ where: { id, [UPLOADED_BY]: owner } })) > 0;
      if (!own) return ctx.notFound('file.notFound');
      return base.findOne(ctx);
    },
  };
}
