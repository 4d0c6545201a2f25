import { z } from 'zod';
import { emailField } from './fields.js';
import { newPasswordField } from './auth.js';
import { MESSAGES } from '../messages.js';
import { LOCALES } from '../locales.js';

/**
 * `POST /auth/forgot-password`: the address a reset link is sent to, if it has an account, and optionally the
 * language the e-mail is written in (the page's; English when absent).
 */
export const forgotPasswordSchema = z.object({
  email: emailField().toLowerCase(),
  language: z.enum(LOCALES, { error: MESSAGES.unknownLanguage }).optional(),
});

export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** The longest reset token accepted (the site's are 43 characters); anything longer is no token of ours. */
const RESET_TOKEN_MAX_LENGTH = 200;

/** `POST /auth/reset-password`: the token of the e-mailed link and the new password (the sign-up rule). */
export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(RESET_TOKEN_MAX_LENGTH, MESSAGES.resetLinkInvalid),
  password: newPasswordField(),
});

export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
