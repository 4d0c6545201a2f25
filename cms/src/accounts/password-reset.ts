import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, MESSAGES, type Locale } from '@bulletin/contract';
import type { MailConfig } from '../../config/mail';
import { queryOf } from '../db/queries';
import { sendMail, siteLink } from '../mail/send';
import { passwordResetMail } from '../mail/password-reset-mail';

/**
 * Password reset (docs/product.md#password-reset). A request for an address with an account (local, not blocked)
 * stores the sha256 of a fresh random token and its expiry (RESET_TOKEN_TTL) on the account, replacing any
 * earlier one, and e-mails the link. The answer is the same for every address, and the e-mail is sent after it,
 * so neither the words nor the time tell whether the address has an account. Setting the new password clears the
 * token (it works once) and ends every earlier session (accounts/token-revocation.ts).
 */
const USER_UID = 'plugin::users-permissions.user';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function requestPasswordReset(strapi: Core.Strapi, email: string, language: Locale = DEFAULT_LOCALE): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const { resetTokenTtlMs } = strapi.config.get<MailConfig>('mail');
  const user = await queryOf(strapi, USER_UID).findOne({
    where: { email, provider: 'local' },
    select: ['id', 'email', 'firstName', 'blocked'],
  });
  if (!user?.email || user.blocked) return;
  const { email: to, firstName } = user;
  await queryOf(strapi, USER_UID).update({
    where: { id: user.id },
    data: { resetPasswordToken: hashToken(token), resetPasswordExpiresAt: Date.now() + resetTokenTtlMs },
  });
  const link = siteLink(strapi, '/reset-password', { token });
  // After the answer: an SMTP server's time would tell a known address from an unknown one.
  setImmediate(() => {
    sendMail(strapi, to, passwordResetMail({ firstName: firstName ?? null, link, ttlMs: resetTokenTtlMs, language })).catch((error: unknown) => {
      strapi.log.error(`[mail] the password-reset e-mail to account ${user.id} was not sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
}

/** Sets the new password of the token's account and returns that account's id; a used, expired or unknown token is a 400. */
export async function resetPassword(strapi: Core.Strapi, token: string, password: string): Promise<number> {
  const users = queryOf(strapi, USER_UID);
  const user = await users.findOne({ where: { resetPasswordToken: hashToken(token) }, select: ['id', 'blocked', 'resetPasswordExpiresAt'] });
  const expiresAt = Number(user?.resetPasswordExpiresAt ?? 0);
  if (!user || user.blocked || expiresAt <= Date.now()) throw new errors.ValidationError(MESSAGES.resetLinkInvalid);
  // The token is spent by the write that matches it, so two uses at once cannot both pass.
  const spent = await users.updateMany({
    where: { id: user.id, resetPasswordToken: hashToken(token) },
    data: { resetPasswordToken: null, resetPasswordExpiresAt: null },
  });
  if (spent.count !== 1) throw new errors.ValidationError(MESSAGES.resetLinkInvalid);
  // Through the users service: it hashes the password, and the write ends earlier sessions.
  await strapi.plugin('users-permissions').service('user').edit(user.id, { password });
  return user.id;
}
