import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { revokeToken } from '../../../accounts/token-revocation';

/** The signed-in caller's own account, with the role resolved server-side (no roles list is exposed). */
const USER_FIELDS = ['id', 'documentId', 'username', 'email', 'firstName', 'lastName', 'companyName', 'bio', 'avatar', 'createdAt', 'lastLogin'];

function bearer(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '');
  return match?.[1] ?? null;
}

export default {
  async me(ctx: Context) {
    const user = ctx.state.user as { id: number } | undefined;
    if (!user) throw new errors.UnauthorizedError('Please sign in');
    const row = await strapi.db.query('plugin::users-permissions.user').findOne({
      where: { id: user.id },
      select: USER_FIELDS,
      populate: { role: { select: ['id', 'name', 'type'] } },
    });
    if (!row) throw new errors.UnauthorizedError('Please sign in');
    ctx.body = { data: row, meta: {} };
  },

  async logout(ctx: Context) {
    const token = bearer(ctx);
    if (!token) throw new errors.UnauthorizedError('Please sign in');
    const payload = (await strapi.plugin('users-permissions').service('jwt').verify(token)) as { exp?: number };
    await revokeToken(strapi, token, payload.exp);
    ctx.body = { data: {}, meta: {} };
  },
};
