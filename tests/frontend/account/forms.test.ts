import { describe, expect, it } from 'vitest';
import { forgotPasswordFormSchema, loginFormSchema, redirectTarget, registerFormSchema, resetPasswordFormSchema } from '../../../frontend/src/account/forms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** docs/product.md#sign-in, docs/product.md#validation-sign-in */
describe('sign-in form', () => {
  it('requires email and password, then checks their form', () => {
    expect(messages(loginFormSchema.safeParse({ email: '', password: '', remember: false }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(loginFormSchema.safeParse({ email: 'nope', password: '12345', remember: false }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('keeps remember me as a browser-only boolean', () => {
    const parsed = loginFormSchema.parse({ email: ' ada@example.test ', password: '123456', remember: true });
    expect(parsed).toEqual({ email: 'ada@example.test', password: '123456', remember: true });
    expect(loginFormSchema.safeParse({ email: 'ada@example.test', password: '123456' }).success).toBe(false);
  });
});

/** docs/product.md#sign-up, docs/product.md#validation-sign-up */
describe('sign-up form', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: '',
    email: 'ada@example.test',
    password: 'Analytical1',
    confirmPassword: 'Analytical1',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('reports every rule with its message', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, firstName: '', lastName: 'L', terms: false, confirmPassword: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at least 2 characters',
      confirmPassword: 'Please confirm your password',
      terms: 'You must accept the terms and conditions',
    });
    expect(messages(registerFormSchema.safeParse({ ...valid, password: 'Short1', confirmPassword: 'Short1' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(messages(registerFormSchema.safeParse({ ...valid, password: 'lowercase1', confirmPassword: 'lowercase1' }))).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'Analytical2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

/** docs/product.md#password-reset */
describe('forgot-password and new-password forms', () => {
  it('asks for a well-formed address, lower-cased as the server stores it', () => {
    expect(messages(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' });
    expect(messages(forgotPasswordFormSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Invalid email address' });
    expect(forgotPasswordFormSchema.parse({ email: ' Ada@Example.TEST ' })).toEqual({ email: 'ada@example.test' });
  });

  it('holds a new password to the sign-up rule, typed twice alike', () => {
    const form = { token: 'abc', password: 'Brand-New-456', confirmPassword: 'Brand-New-456' };
    expect(resetPasswordFormSchema.safeParse(form).success).toBe(true);
    expect(messages(resetPasswordFormSchema.safeParse({ ...form, password: 'weakpass', confirmPassword: 'weakpass' }))).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect(messages(resetPasswordFormSchema.safeParse({ ...form, confirmPassword: 'Brand-New-457' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('redirect after sign-in', () => {
  const search = (query: string) => new URLSearchParams(query);
  it('returns to a path of this site from ?redirect= or the router state, default /admin', () => {
    expect(redirectTarget(search('redirect=%2Fadmin%2Fusers%3Fx%3D1'), null)).toBe('/admin/users?x=1');
    expect(redirectTarget(search(''), { from: '/admin/categories' })).toBe('/admin/categories');
    expect(redirectTarget(search(''), null)).toBe('/admin');
  });
  it('never leaves the site', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'admin']) {
      expect(redirectTarget(search(`redirect=${encodeURIComponent(target)}`), null)).toBe('/admin');
    }
  });
});
