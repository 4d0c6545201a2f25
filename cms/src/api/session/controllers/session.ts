import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { revokeToken } from '../../../accounts/token-revocation';
import { queryOf } from '../../../db/queries';

/** The signed-in caller's own account, with the role resolved server-side (no roles list is exposed). */
const USER_FIELDS = ['id', 'documentId', 'username', 'email', 'firstName', 'lastName', 'companyName', 'bio', 'avatar', 'createdAt', 'lastLogin'] as const;

function bearer(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '');
  return match?.[1] ?? null;
}

export default {
  async me(ctx: Context) {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Please sign in');
    const row = await queryOf(strapi, 'plugin::users-permissions.user').findOne({
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
    const { exp } = await strapi.plugin('users-permissions').service('jwt').verify(token);
    await revokeToken(strapi, token, typeof exp === 'number' ? exp : undefined);
    ctx.body = { data: {}, meta: {} };
  },
};
