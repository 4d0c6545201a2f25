import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bulletin/contract';
import { queryOf } from '../db/queries';
import { sendMail, siteLink } from '../mail/send';
import { newsletterConfirmationMail, unsubscribeHeaders } from '../mail/newsletter-mail';
import { mailLanguage } from '../mail/texts';

/**
 * Newsletter subscriptions with double opt-in (docs/product.md#newsletter):
 * - signing up stores the address as `pending` (or makes an unsubscribed one pending again) and e-mails a
 *   confirmation link; a pending address is sent nothing else. Signing up again sends a new link (the older one
 *   stops working) whatever the address's state, so the answer and the e-mail tell a stranger nothing;
 * - the link's token is random and stored only as a hash; following it confirms the subscription, once;
 * - every subscriber has an unsubscribe token (random, kept to be put in every newsletter e-mail): a POST with it
 *   unsubscribes at once (RFC 8058 one-click), and it stays valid, so an old e-mail's link still works.
 * The choices sent with a sign-up (language, digest, alerts) apply to a new or pending address; a confirmed
 * subscriber's stay as they are (a stranger's sign-up must not change them).
 */
const UID = 'api::newsletter-subscriber.newsletter-subscriber';


export type Choices = { language?: string; digest?: boolean; alerts?: boolean };

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const unsubscribeLink = (strapi: Core.Strapi, token: string) => siteLink(strapi, '/api/newsletter/unsubscribe', { token });

export async function subscribe(strapi: Core.Strapi, email: string, choices: Choices): Promise<void> {
  const subscribers = queryOf(strapi, UID);
  const confirmToken = newToken();
  const defined = Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));
  let row = await subscribers.findOne({ where: { email }, select: ['id', 'status', 'unsubscribeToken', 'language'] });
  if (!row) {
    try {
      await strapi.documents(UID).create({ data: { email, status: 'pending', unsubscribeToken: newToken(), ...defined } });
    } catch (error) {
      // A concurrent sign-up of the same address won the unique index: still one row.
      if (!(await subscribers.findOne({ where: { email }, select: ['id'] }))) throw error;
    }
    row = await subscribers.findOne({ where: { email }, select: ['id', 'status', 'unsubscribeToken', 'language'] });
    if (!row) return;
  }
  const confirmed = row.status === 'confirmed';
  const unsubscribeToken = row.unsubscribeToken ?? newToken();
  await subscribers.update({
    where: { id: row.id },
    data: {
      confirmTokenHash: hashToken(confirmToken),
      unsubscribeToken,
      ...(confirmed ? {} : { status: 'pending', ...defined }),
    },
  });
  // In the language the subscriber will be sent: a confirmed address keeps its choices, a pending one takes the new.
  const language = mailLanguage(confirmed ? row.language : (choices.language ?? row.language));
  const confirmLink = siteLink(strapi, '/newsletter/confirm', { token: confirmToken });
  const unsubscribe = unsubscribeLink(strapi, unsubscribeToken);
  // After the answer, as for a password reset: the SMTP server's time would tell a new address from a known one.
  setImmediate(() => {
    sendMail(strapi, email, newsletterConfirmationMail({ confirmLink, unsubscribeLink: unsubscribe, language }), unsubscribeHeaders(unsubscribe)).catch(
      (error: unknown) => {
        strapi.log.error(`[mail] the newsletter confirmation to subscriber ${row.id} was not sent: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
}

/** Confirms the subscription of a confirmation link's token; a used or unknown token is a 400. */
export async function confirm(strapi: Core.Strapi, token: string): Promise<void> {
  const subscribers = queryOf(strapi, UID);
  const confirmTokenHash = hashToken(token);
  const spent = await subscribers.updateMany({
    where: { confirmTokenHash },
    data: { confirmTokenHash: null, status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null },
  });
  if (spent.count !== 1) throw new errors.ValidationError(MESSAGES.confirmLinkInvalid);
}

/** Unsubscribes the address of an unsubscribe token at once; an unknown token is a 400. Again is a quiet success. */
export async function unsubscribe(strapi: Core.Strapi, token: string): Promise<void> {
  const subscribers = queryOf(strapi, UID);
  const row = await subscribers.findOne({ where: { unsubscribeToken: token }, select: ['id', 'status'] });
  if (!row) throw new errors.ValidationError(MESSAGES.unsubscribeLinkInvalid);
  if (row.status === 'unsubscribed') return;
  await subscribers.update({ where: { id: row.id }, data: { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null } });
}
