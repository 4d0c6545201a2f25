import type { Context } from 'koa';
import { forgotPasswordSchema, MESSAGES, resetPasswordSchema } from '@bulletin/contract';
import { errors } from '@strapi/utils';
import { requestPasswordReset, resetPassword } from '../../../accounts/password-reset';
import { signInThrottle } from '../../../accounts/sign-in-throttle';
import { bodyData } from '../../../requests/input';

/** The first problem of a body the contract's schema refuses, as Strapi's 400 with the field named. */
function invalid(issues: Array<{ path: PropertyKey[]; message: string }>): never {
  const first = issues[0];
  throw new errors.ValidationError(first?.message ?? 'Invalid input', {
    errors: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  });
}

export default {
  async request(ctx: Context) {
    const parsed = forgotPasswordSchema.safeParse(bodyData(ctx.request.body));
    if (!parsed.success) invalid(parsed.error.issues);
    await signInThrottle(strapi).resetRequested(parsed.data.email, ctx.request.ip);
    await requestPasswordReset(strapi, parsed.data.email);
    ctx.body = { data: { message: MESSAGES.resetLinkSent }, meta: {} };
  },

  async complete(ctx: Context) {
    const parsed = resetPasswordSchema.safeParse(bodyData(ctx.request.body));
    if (!parsed.success) invalid(parsed.error.issues);
    await signInThrottle(strapi).resetAttempted(ctx.request.ip);
    const userId = await resetPassword(strapi, parsed.data.token, parsed.data.password);
    // Signed in at once with the new password: a fresh token, issued after the sessions the reset ended.
    const jwt = strapi.plugin('users-permissions').service('jwt').issue({ id: userId });
    ctx.body = { data: { jwt }, meta: {} };
  },
};
