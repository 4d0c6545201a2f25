import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { isRevoked } from '../../bulletin/revocation';
import { rowId } from '../../bulletin/lookup';

/**
 * Bulletin's changes to Strapi's accounts plugin:
 * - every token carries its own id (jti), so two sign-ins in the same second never share a token and
 *   signing one out never ends the other;
 * - a signed-out token is refused (jwt.verify consults the revoked list);
 * - a successful sign-in stamps lastLogin;
 * - user writes go through the self-protection policy (an admin cannot delete or demote themself);
 * - reading, editing or deleting a user that does not exist is a 404 (Strapi answers 204, or 500 for an id
 *   that is not a number on PostgreSQL).
 */
type Factory<T> = (deps: { strapi: any }) => T;
type JwtService = {
  verify(token: string): Promise<Record<string, unknown>>;
  issue(payload: object, options?: Record<string, unknown>): unknown;
  [k: string]: unknown;
};
type AuthController = { callback(ctx: Context): Promise<unknown>; [k: string]: unknown };
type Action = (ctx: Context) => Promise<unknown>;
type Route = { handler: string; config?: { policies?: unknown[] } };

export default (plugin: any) => {
  const jwtFactory: Factory<JwtService> = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }: { strapi: any }) => {
    const base = jwtFactory({ strapi });
    return {
      ...base,
      issue(payload: object, options: Record<string, unknown> = {}) {
        return base.issue.call(this, payload, { jwtid: randomUUID(), ...options });
      },
      async verify(token: string) {
        const payload = await base.verify(token);
        if (await isRevoked(strapi, token)) throw new Error('Invalid token.');
        return payload;
      },
    };
  };

  const authFactory: Factory<AuthController> = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }: { strapi: any }) => {
    const base = authFactory({ strapi });
    return {
      ...base,
      async callback(ctx: Context) {
        const result = await base.callback.call(base, ctx);
        const userId = (ctx.body as { user?: { id?: number } } | undefined)?.user?.id;
        if (ctx.status === 200 && userId) {
          const lastLogin = new Date();
          await strapi.db.query('plugin::users-permissions.user').update({ where: { id: userId }, data: { lastLogin } });
          (ctx.body as { user: Record<string, unknown> }).user.lastLogin = lastLogin.toISOString();
        }
        return result;
      },
    };
  };

  const userController: Record<string, Action> = plugin.controllers.user;
  for (const name of ['findOne', 'update', 'destroy']) {
    const action = userController[name]!;
    userController[name] = async (ctx: Context) => {
      const id = rowId(ctx.params?.id);
      const exists = id !== null && (await strapi.db.query('plugin::users-permissions.user').count({ where: { id } })) > 0;
      if (!exists) throw new errors.NotFoundError('User not found');
      return action.call(userController, ctx);
    };
  }

  const routes: Route[] = plugin.routes['content-api'].routes;
  for (const route of routes) {
    if (route.handler === 'user.update' || route.handler === 'user.destroy') {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::protect-own-account'] };
    }
  }
  return plugin;
};
