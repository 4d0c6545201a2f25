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
