import { z } from 'zod';
import { emailField } from './fields.js';

export const newsletterSchema = z.object({
  email: emailField().toLowerCase(),
});

export type NewsletterFormValues = z.input<typeof newsletterSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
