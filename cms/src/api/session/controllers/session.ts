import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { revokeToken } from '../../../accounts/token-revocation';
import { ownAccount, updateOwnProfile } from '../../../authors/own-profile';
import { signedIn } from '../../../access/caller';
import { ERROR_MESSAGES } from '@bulletin/contract';

function bearer(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '');
  return match?.[1] ?? null;
}

export default {
  /** The signed-in caller's own account, with the role resolved server-side (no roles list is exposed). */
  async me(ctx: Context) {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError(ERROR_MESSAGES.signInRequired);
    ctx.body = { data: await ownAccount(strapi, user.id), meta: {} };
  },

  /** Their own public profile: biography, X handle, photo (staff only; authors/own-profile.ts). */
  async updateProfile(ctx: Context) {
    ctx.body = { data: await updateOwnProfile(strapi, signedIn(ctx.state.user), ctx.request.body), meta: {} };
  },

  async logout(ctx: Context) {
    const token = bearer(ctx);
    if (!token) throw new errors.UnauthorizedError(ERROR_MESSAGES.signInRequired);
    const { exp } = await strapi.plugin('users-permissions').service('jwt').verify(token);
    await revokeToken(strapi, token, typeof exp === 'number' ? exp : undefined);
    ctx.body = { data: {}, meta: {} };
  },
};
