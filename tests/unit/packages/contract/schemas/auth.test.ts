import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, registerSchema } from '@bulletin/contract';

function problems(schema: z.ZodType, input: unknown): Array<{ field: string; message: string }> {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}
const messagesFor = (schema: z.ZodType, input: unknown, field: string) =>
  problems(schema, input).filter((p) => p.field === field).map((p) => p.message);

describe('loginSchema', () => {
  const ok = { email: 'reader@example.com', password: 'secret' };

  it('accepts a valid sign-in and trims the email', () => {
    expect(loginSchema.parse({ email: '  reader@example.com ', password: 'secret' })).toEqual(ok);
  });

  it('keeps the password exactly as typed', () => {
    expect(loginSchema.parse({ ...ok, password: ' pass word ' }).password).toBe(' pass word ');
  });

  it.each([undefined, null, '', '   '])('requires the email (%s)', (email) => {
    expect(messagesFor(loginSchema, { ...ok, email }, 'email')).toEqual(['Email is required']);
  });

  it.each(['plain', 'a@b', 'a@b.c', '@example.com', 'a b@example.com', 'a@example.com.'])(
    'rejects the address %s',
    (email) => {
      expect(messagesFor(loginSchema, { ...ok, email }, 'email')).toEqual(['Invalid email address']);
    },
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org', 'admin@bulletin.local'])('accepts %s', (email) => {
    expect(loginSchema.safeParse({ ...ok, email }).success).toBe(true);
  });

  it.each([undefined, ''])('requires the password (%s)', (password) => {
    expect(messagesFor(loginSchema, { ...ok, password }, 'password')).toEqual(['Password is required']);
  });

  it('needs at least 6 characters of password', () => {
    expect(messagesFor(loginSchema, { ...ok, password: '12345' }, 'password')).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(loginSchema.safeParse({ ...ok, password: '123456' }).success).toBe(true);
  });
});

describe('registerSchema', () => {
  const ok = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
    email: 'ada@example.com',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    terms: true,
  };

  it('accepts a valid sign-up, trimming the names', () => {
    const out = registerSchema.parse({ ...ok, firstName: '  Ada ', lastName: ' Lovelace ' });
    expect(out).toEqual(ok);
  });

  it('treats the company name as optional', () => {
    const { companyName: _omit, ...rest } = ok;
    expect(registerSchema.parse(rest).companyName).toBe('');
    expect(registerSchema.parse({ ...rest, companyName: null }).companyName).toBe('');
  });

  it('drops fields it does not know, such as role', () => {
    const out = registerSchema.parse({ ...ok, role: 'admin' }) as Record<string, unknown>;
    expect(out['role']).toBeUndefined();
  });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const)('checks %s', (field, label) => {
    expect(messagesFor(registerSchema, { ...ok, [field]: undefined }, field)).toEqual([`${label} is required`]);
    expect(messagesFor(registerSchema, { ...ok, [field]: '   ' }, field)).toEqual([`${label} is required`]);
    expect(messagesFor(registerSchema, { ...ok, [field]: ' A ' }, field)).toEqual([
      `${label} must be at least 2 characters`,
    ]);
    expect(messagesFor(registerSchema, { ...ok, [field]: 'Al' }, field)).toEqual([]);
  });

  it('checks the email', () => {
    expect(messagesFor(registerSchema, { ...ok, email: '' }, 'email')).toEqual(['Email is required']);
    expect(messagesFor(registerSchema, { ...ok, email: 'ada@' }, 'email')).toEqual(['Invalid email address']);
  });

  it('requires a password of at least 8 characters', () => {
    expect(messagesFor(registerSchema, { ...ok, password: '' }, 'password')).toEqual(['Password is required']);
    expect(messagesFor(registerSchema, { ...ok, password: 'Abc1234', confirmPassword: 'Abc1234' }, 'password')).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(messagesFor(registerSchema, { ...ok, password: 'Abcd1234', confirmPassword: 'Abcd1234' }, 'password')).toEqual([]);
  });

  it.each(['alllower1', 'ALLUPPER1', 'NoDigitsHere'])('needs a lower, an upper and a digit (%s)', (password) => {
    expect(messagesFor(registerSchema, { ...ok, password, confirmPassword: password }, 'password')).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
  });

  it('requires the confirmation', () => {
    expect(messagesFor(registerSchema, { ...ok, confirmPassword: '' }, 'confirmPassword')).toEqual([
      'Please confirm your password',
    ]);
    expect(messagesFor(registerSchema, { ...ok, confirmPassword: undefined }, 'confirmPassword')).toEqual([
      'Please confirm your password',
    ]);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(problems(registerSchema, { ...ok, confirmPassword: 'Secret124' })).toEqual([
      { field: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('reports a mismatch even while other fields are wrong', () => {
    const p = problems(registerSchema, { ...ok, firstName: '', terms: false, confirmPassword: 'other' });
    expect(p).toContainEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
    expect(p).toContainEqual({ field: 'firstName', message: 'First name is required' });
  });

  it.each([false, undefined, 'true', 'on', 1])('requires terms to be exactly true (%s)', (terms) => {
    expect(messagesFor(registerSchema, { ...ok, terms }, 'terms')).toEqual([
      'You must accept the terms and conditions',
    ]);
  });
});

describe('registerSchema: names without text-direction control characters', () => {
  const ok = { firstName: 'Ada', lastName: 'Lovelace', companyName: '', email: 'ada@example.com', password: 'Secret123', confirmPassword: 'Secret123', terms: true };

  it.each([
    ['firstName', 'First name', 'Ad\u202Ea'],
    ['lastName', 'Last name', 'Love\u2067lace'],
    ['companyName', 'Company name', 'Engines\u202D Ltd'],
  ])('refuses %s holding one', (field, label, value) => {
    expect(messagesFor(registerSchema, { ...ok, [field]: value }, field)).toEqual([`${label} cannot contain text-direction control characters`]);
  });

  it('keeps right-to-left names and the direction marks', () => {
    expect(registerSchema.parse({ ...ok, firstName: 'יעל', lastName: 'Cohen\u200F', companyName: 'شركة' })).toMatchObject({ firstName: 'יעל', lastName: 'Cohen\u200F' });
  });
});
