import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, isLocale, localePath, MESSAGES, type NewsletterPreferences, type NewsletterPreferencesInput } from '@bulletin/contract';
import { queryOf } from '../db/queries';
import { siteLink } from '../mail/send';

/**
 * A subscriber's preferences (docs/product.md#newsletter): whoever holds the subscription's unsubscribe token (the
 * one in every newsletter e-mail, docs/decisions/0027-mail-queue.md) reads and changes its language, digest and
 * alerts. A change applies to what is sent next: the queue's composers read the choices when they send.
 * - Neither digest nor alerts is allowed: the address stays subscribed and is sent nothing.
 * - `resubscribe` makes an unsubscribed or pending address confirmed at once: the token was e-mailed to the address,
 *   so it proves the address as the confirmation link does.
 * - An unknown token is a 400, 'This preferences link is invalid.'
 */
const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const FIELDS = ['id', 'email', 'status', 'language', 'digest', 'alerts'] as const;

type Row = { id: number; email?: string | null; status?: string | null; language?: string | null; digest?: boolean | null; alerts?: boolean | null };

/** The address of the preferences page of a subscriber's token, in their language's reader path. */
export const preferencesLink = (strapi: Core.Strapi, token: string, language?: string | null) =>
  siteLink(strapi, localePath(isLocale(language) ? language : DEFAULT_LOCALE, '/newsletter/preferences'), { token });

const shape = (row: Row): NewsletterPreferences => ({
  email: row.email ?? '',
  language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
  digest: Boolean(row.digest),
  alerts: Boolean(row.alerts),
  status: row.status === 'confirmed' || row.status === 'unsubscribed' ? row.status : 'pending',
});

async function findByToken(strapi: Core.Strapi, token: string): Promise<Row> {
  const row = await queryOf(strapi, UID).findOne({ where: { unsubscribeToken: token }, select: FIELDS });
  if (!row) throw new errors.ValidationError(MESSAGES.preferencesLinkInvalid);
  return row;
}

export async function readPreferences(strapi: Core.Strapi, token: string): Promise<NewsletterPreferences> {
  return shape(await findByToken(strapi, token));
}

export async function updatePreferences(strapi: Core.Strapi, { token, resubscribe, ...choices }: NewsletterPreferencesInput): Promise<NewsletterPreferences> {
  const row = await findByToken(strapi, token);
  const defined = Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));
  const again = resubscribe && row.status !== 'confirmed' ? { status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null } : {};
  const data = { ...defined, ...again };
  if (!Object.keys(data).length) return shape(row);
  const updated = await queryOf(strapi, UID).update({ where: { id: row.id }, data, select: FIELDS });
  return shape(updated ?? { ...row, ...data });
}
