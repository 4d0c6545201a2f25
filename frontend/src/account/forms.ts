/**
 * The account forms' schemas: the server's own (from '@bulletin/contract'), extended only with browser-only fields.
 * "Remember me" decides where the token is kept (lib/token.ts), so it never reaches the server.
 */
import { loginSchema, registerSchema } from '@bulletin/contract';
import { z } from 'zod';

export const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
export type LoginFormValues = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** The sign-up form is the server's schema as is (terms and confirmPassword are checked on both sides). */
export const registerFormSchema = registerSchema;
/** The form holds an unticked box before the schema insists on `true`. */
export type RegisterFormFields = Omit<z.input<typeof registerSchema>, 'terms'> & { terms: boolean };
export type RegisterFormOutput = z.output<typeof registerSchema>;

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
