/**
 * The account forms' schemas: the server's own (from '@bulletin/contract'), extended only with browser-only fields.
 * "Remember me" decides where the token is kept (lib/token.ts), so it never reaches the server.
 */
import { forgotPasswordSchema, loginSchema, MESSAGES, registerSchema, resetPasswordSchema } from '@bulletin/contract';
import { z } from 'zod';

export const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** The sign-up form is the server's schema as is (terms and confirmPassword are checked on both sides). */
export const registerFormSchema = registerSchema;
/** The form holds an unticked box before the schema insists on `true`. */
export type RegisterFormFields = Omit<z.input<typeof registerSchema>, 'terms'> & { terms: boolean };
export type RegisterFormOutput = z.output<typeof registerSchema>;

/** Forgot password: the server's schema as is. */
export const forgotPasswordFormSchema = forgotPasswordSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;

/** A new password from a reset link: the server's schema (its token from the address), and the password typed twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormOutput = z.output<typeof resetPasswordFormSchema>;

/**
 * Where to go after signing in: `?redirect=` or the router state's `from`, if it is a path of this site
 * (never another origin: '//evil.example' and 'https://...' are refused), otherwise /admin.
 */
export function redirectTarget(search: URLSearchParams, state: unknown): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' ? state.from : null;
  const candidate = search.get('redirect') ?? fromState;
  if (candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    return candidate;
  }
  return '/admin';
}
