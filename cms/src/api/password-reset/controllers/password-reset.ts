import type { Context } from 'koa';
import { forgotPasswordSchema, MESSAGES, resetPasswordSchema } from '@bulletin/contract';
import { requestPasswordReset, resetPassword } from '../../../accounts/password-reset';
import { signInThrottle } from '../../../accounts/sign-in-throttle';
import { bodyData } from '../../../requests/input';
import { contractInput } from '../../../requests/contract-input';

export default {
  async request(ctx: Context) {
    const { email, language } = contractInput(forgotPasswordSchema, bodyData(ctx.request.body));
    await signInThrottle(strapi).resetRequested(email, ctx.request.ip);
    await requestPasswordReset(strapi, email, language);
    ctx.body = { data: { message: MESSAGES.resetLinkSent }, meta: {} };
  },

  async complete(ctx: Context) {
    const { token, password } = contractInput(resetPasswordSchema, bodyData(ctx.request.body));
    await signInThrottle(strapi).resetAttempted(ctx.request.ip);
    const userId = await resetPassword(strapi, token, password);
    // Signed in at once with the new password: a fresh token, issued after the sessions the reset ended.
    const jwt = strapi.plugin('users-permissions').service('jwt').issue({ id: userId });
    ctx.body = { data: { jwt }, meta: {} };
  },
};
