import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isRevoked, issuedBeforeCutoff, markSessionCutoff } from '../../accounts/token-revocation';
import { rowId } from '../../db/ids';
import { signInThrottle } from '../../accounts/sign-in-throttle';
import { recordSignIn } from '../../audit/audit-log';
import { unblockOnFirstPassword } from '../../accounts/imported-accounts';
import { isRecord } from '../../requests/input';
import type { SignInConfig } from '../../../config/sign-in';
import { queryOf } from '../../db/queries';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * Bulletin's changes to Strapi's accounts plugin:
 * - every token carries its own id (jti), so two sign-ins in the same second never share a token and
 *   signing one out never ends the other;
 * - a signed-out token is refused (jwt.verify consults the revoked list), and so is a token issued before the
 *   user's last password change, reset or blocking (accounts/token-revocation.ts);
 * - sign-in and sign-up go through the throttle (accounts/sign-in-throttle.ts), keyed on the client address;
 * - an unknown e-mail costs a sign-in the same bcrypt work as a known one (no timing tells which exist), and a
 *   blocked account with its right password gets the wrong password's answer (no message tells it was right);
 * - a sign-in lasts SESSION_TTL, or SESSION_TTL_REMEMBERED with `remember: true`; a sign-up the latter;
 * - a successful sign-in stamps lastLogin, and a staff member's is recorded in the audit log (audit/audit-log.ts);
 * - user writes go through the self-protection policy (an admin cannot delete, demote or block themself);
 * - reading, editing or deleting a user that does not exist is a 404 (Strapi answers 204, or 500 for an id
 *   that is not a number on PostgreSQL).
 */
type Factory<T> = (deps: { strapi: any }) => T;
type JwtService = {
  verify(token: string): Promise<Record<string, unknown>>;
  issue(payload: object, options?: Record<string, unknown>): unknown;
  [k: string]: unknown;
};
type AuthController = { callback(ctx: Context): Promise<unknown>; register(ctx: Context): Promise<unknown>; [k: string]: unknown };
type SignInBody = { identifier?: unknown; password?: unknown; remember?: unknown };

/** A bcrypt hash (cost 10, as Strapi's) of no one's password: checked when the e-mail is unknown. */
const DUMMY_HASH = '$2a$10$j755WLi9DiFL5Dk93tKEXeC.NM63MJJOLht1Szx3zWKrLLtL4mCUi';
const USER_UID = 'plugin::users-permissions.user';
const WRONG_CREDENTIALS = 'Invalid identifier or password';
/** Strapi's answer to the right password of a blocked account. */
const BLOCKED = 'Your account has been blocked by an administrator';
type Action = (ctx: Context) => Promise<unknown>;
type Route = { handler: string; config?: { policies?: unknown[] } };

export default (plugin: any) => {
  const jwtFactory: Factory<JwtService> = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }: { strapi: any }) => {
    const base = jwtFactory({ strapi });
    return {
      ...base,
      issue(payload: object, options: Record<string, unknown> = {}) {
        return base.issue.call(this, { ...payload, iatMs: Date.now() }, { jwtid: randomUUID(), ...options });
      },
      async verify(token: string) {
        const payload = await base.verify(token);
        if (await isRevoked(strapi, token)) throw new Error('Invalid token.');
        if (await issuedBeforeCutoff(strapi, payload)) throw new Error('Invalid token.');
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
        if ((ctx.params?.provider ?? 'local') !== 'local') return base.callback.call(base, ctx);
        const body: SignInBody = isRecord(ctx.request.body) ? ctx.request.body : {};
        const account = typeof body.identifier === 'string' ? body.identifier.trim().toLowerCase() : '';
        const address = ctx.request.ip;
        const throttle = signInThrottle(strapi);
        await throttle.beforeAttempt(account, address);
        await spendUnknownAccountTime(strapi, body);
        let result: unknown;
        try {
          result = await base.callback.call(base, ctx);
        } catch (error) {
          const message = error instanceof Error ? error.message : '';
          if (message === WRONG_CREDENTIALS || message === BLOCKED) await throttle.failed(account, address);
          // A blocked account answers as a wrong password does: Strapi's own message would confirm the password.
          if (message === BLOCKED) throw new errors.ValidationError(WRONG_CREDENTIALS);
          throw error;
        }
        const sent = isRecord(ctx.body) ? ctx.body : undefined;
        const user = isRecord(sent?.user) ? sent.user : undefined;
        const userId = typeof user?.id === 'number' ? user.id : undefined;
        if (ctx.status === 200 && sent && user && userId) {
          await throttle.succeeded(account, address);
          const lastLogin = new Date();
          await queryOf(strapi, USER_UID).update({ where: { id: userId }, data: { lastLogin } });
          user.lastLogin = lastLogin.toISOString();
          if (body.remember === true) sent.jwt = issueRemembered(strapi, userId);
          await recordSignIn(strapi, userId, address);
        }
        return result;
      },
      async register(ctx: Context) {
        await signInThrottle(strapi).signUp(ctx.request.ip);
        const result = await base.register.call(base, ctx);
        const sent = isRecord(ctx.body) ? ctx.body : undefined;
        const userId = isRecord(sent?.user) && typeof sent.user.id === 'number' ? sent.user.id : undefined;
        if (sent?.jwt && userId) sent.jwt = issueRemembered(strapi, userId);
        return result;
      },
    };
  };

  // A password change or reset, or blocking, by any route (site, Strapi's API, the panel) ends older tokens.
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (args: { strapi: Core.Strapi }) => {
    await bootstrap?.(args);
    args.strapi.db.lifecycles.subscribe({
      models: [USER_UID],
      async beforeUpdate(event: { params: { where?: Record<string, unknown>; data?: Record<string, unknown> } }) {
        // An imported account's first password also unblocks it (accounts/imported-accounts.ts).
        await unblockOnFirstPassword(args.strapi, event);
        markSessionCutoff(event.params.data);
      },
    });
  };

  const userController: Record<string, Action> = plugin.controllers.user;
  for (const name of ['findOne', 'update', 'destroy']) {
    const action = userController[name]!;
    userController[name] = async (ctx: Context) => {
      const id = rowId(ctx.params?.id);
      const exists = id !== null && (await queryOf(strapi, 'plugin::users-permissions.user').count({ where: { id } })) > 0;
      if (!exists) throw new errors.NotFoundError(ERROR_MESSAGES.userNotFound);
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

/** The long session: "Remember me" and a fresh sign-up. */
function issueRemembered(strapi: Core.Strapi, userId: number): string {
  const { rememberedSessionTtl } = strapi.config.get<SignInConfig>('sign-in');
  return strapi.plugin('users-permissions').service('jwt').issue({ id: userId }, { expiresIn: rememberedSessionTtl });
}

/** Unknown e-mail (or an account without a password): the same bcrypt work a wrong password costs. */
async function spendUnknownAccountTime(strapi: Core.Strapi, body: SignInBody) {
  if (typeof body.identifier !== 'string' || typeof body.password !== 'string' || !body.identifier || !body.password) return;
  const user = await queryOf(strapi, USER_UID).findOne({
    where: { provider: 'local', $or: [{ email: body.identifier.toLowerCase() }, { username: body.identifier }] },
    select: ['id', 'password'],
  });
  if (!user?.password) await strapi.plugin('users-permissions').service('user').validatePassword(body.password, DUMMY_HASH);
}
