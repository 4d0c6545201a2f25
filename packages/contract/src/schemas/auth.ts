import { z } from 'zod';
import { LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { emailField, optionalName, passwordField, personName } from './fields.js';

export const loginSchema = z.object({
  email: emailField(),
  password: passwordField(LOGIN_PASSWORD_MIN_LENGTH),
  /** "Remember me": a long session instead of a short one (docs/product.md#sessions). */
  remember: z.boolean().optional(),
});

export type LoginFormValues = z.input<typeof loginSchema>;
export type LoginInput = z.output<typeof loginSchema>;

const PASSWORD_COMPLEXITY =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number';

export function hasPasswordComplexity(password: string): boolean {
  return /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

/** A new password, the same rule at sign-up and at a reset: at least 8 characters, a lower, an upper and a digit. */
export function newPasswordField() {
  return passwordField(PASSWORD_MIN_LENGTH).refine((v) => v === '' || hasPasswordComplexity(v), PASSWORD_COMPLEXITY);
}

export const registerSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    companyName: optionalName('Company name'),
    email: emailField(),
    password: newPasswordField(),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Compare as soon as both passwords were typed, even while other fields are invalid.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof value.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });

export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
