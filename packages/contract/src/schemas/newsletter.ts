import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { MESSAGES } from '../messages.js';
import { emailField } from './fields.js';

/**
 * `POST /newsletter`: an address, and optionally the subscriber's language and what they want (the daily digest,
 * breaking-news alerts). Nothing is sent but the confirmation until its link is followed (docs/product.md#newsletter).
 */
export const newsletterSchema = z.object({
  email: emailField().toLowerCase(),
  language: z.enum(LOCALES, { error: MESSAGES.unknownLanguage }).optional(),
  digest: z.boolean({ error: 'digest must be true or false' }).optional(),
  alerts: z.boolean({ error: 'alerts must be true or false' }).optional(),
});

export type NewsletterFormValues = z.input<typeof newsletterSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** The longest link token accepted (the site's are 43 characters). */
const LINK_TOKEN_MAX_LENGTH = 200;

/** The token of a confirmation or unsubscribe link. */
export function linkTokenField(invalid: string) {
  return z.string({ error: invalid }).trim().min(1, invalid).max(LINK_TOKEN_MAX_LENGTH, invalid);
}

/** `POST /newsletter/confirm`: the token of the e-mailed confirmation link. */
export const newsletterConfirmSchema = z.object({ token: linkTokenField(MESSAGES.confirmLinkInvalid) });

/** `/newsletter/unsubscribe?token=`: the token of a newsletter e-mail's unsubscribe link. */
export const newsletterUnsubscribeSchema = z.object({ token: linkTokenField(MESSAGES.unsubscribeLinkInvalid) });

/** The three choices of a subscription, as the preferences page's form holds them (docs/product.md#newsletter). */
export const newsletterChoicesSchema = z.object({
  language: z.enum(LOCALES, { error: MESSAGES.unknownLanguage }),
  digest: z.boolean({ error: 'digest must be true or false' }),
  alerts: z.boolean({ error: 'alerts must be true or false' }),
});

export type NewsletterChoices = z.output<typeof newsletterChoicesSchema>;

/** `GET /newsletter/preferences?token=`: the unsubscribe token of a newsletter e-mail (docs/decisions/0027-mail-queue.md). */
export const newsletterPreferencesQuerySchema = z.object({ token: linkTokenField(MESSAGES.preferencesLinkInvalid) });

/**
 * `PUT /newsletter/preferences`: the token and the choices to change (each optional; neither digest nor alerts means
 * nothing is sent). `resubscribe: true` makes an unsubscribed (or still pending) address confirmed again at once: the
 * token was e-mailed to it, so it proves the address as a confirmation link does.
 */
export const newsletterPreferencesSchema = newsletterChoicesSchema.partial().extend({
  token: linkTokenField(MESSAGES.preferencesLinkInvalid),
  resubscribe: z.literal(true, { error: 'resubscribe can only be true' }).optional(),
});

export type NewsletterPreferencesInput = z.output<typeof newsletterPreferencesSchema>;
