import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROLES, adminUserCreateSchema, userUpdateSchema } from '@bulletin/contract';

const messagesFor = (schema: z.ZodType, input: unknown, field: string) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

const base = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  role: 'editor',
  bio: 'Compiler pioneer',
};

describe('adminUserCreateSchema', () => {
  const ok = { ...base, password: 'lowercase' };

  it('accepts a password without the complexity rule', () => {
    expect(adminUserCreateSchema.parse(ok)).toEqual(ok);
  });

  it('does not need terms or confirmPassword', () => {
    expect(adminUserCreateSchema.safeParse(ok).success).toBe(true);
  });

  it('requires a password of at least 8 characters', () => {
    expect(messagesFor(adminUserCreateSchema, { ...ok, password: undefined }, 'password')).toEqual([
      'Password is required',
    ]);
    expect(messagesFor(adminUserCreateSchema, { ...ok, password: 'short' }, 'password')).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it.each(ROLES)('accepts the role %s', (role) => {
    expect(adminUserCreateSchema.parse({ ...ok, role }).role).toBe(role);
  });

  it.each([undefined, '', 'superuser', 'Admin', null])('reports a missing or unknown role (%s)', (role) => {
    expect(messagesFor(adminUserCreateSchema, { ...ok, role }, 'role')).toEqual(['Role is required']);
  });

  it('defaults the bio to an empty string', () => {
    const { bio: _omit, ...rest } = ok;
    expect(adminUserCreateSchema.parse(rest).bio).toBe('');
  });

  it('checks the names and email like sign-up', () => {
    expect(messagesFor(adminUserCreateSchema, { ...ok, firstName: 'G' }, 'firstName')).toEqual([
      'First name must be at least 2 characters',
    ]);
    expect(messagesFor(adminUserCreateSchema, { ...ok, lastName: '' }, 'lastName')).toEqual([
      'Last name is required',
    ]);
    expect(messagesFor(adminUserCreateSchema, { ...ok, email: 'x' }, 'email')).toEqual(['Invalid email address']);
  });
});

describe('userUpdateSchema', () => {
  it.each([undefined, '', null])('keeps the current password when it is %s', (password) => {
    const out = userUpdateSchema.parse({ ...base, password });
    expect(out).toEqual(base);
    expect('password' in out).toBe(false);
  });

  it('passes a new password through', () => {
    expect(userUpdateSchema.parse({ ...base, password: 'newpassword' }).password).toBe('newpassword');
  });

  it('requires at least 8 characters for a new password', () => {
    expect(messagesFor(userUpdateSchema, { ...base, password: 'short' }, 'password')).toEqual([
      'Password must be at least 8 characters',
    ]);
  });

  it('still requires a valid role and names', () => {
    expect(messagesFor(userUpdateSchema, { ...base, role: 'owner' }, 'role')).toEqual(['Role is required']);
    expect(messagesFor(userUpdateSchema, { ...base, firstName: '' }, 'firstName')).toEqual([
      'First name is required',
    ]);
  });
});

describe('user forms: names without text-direction control characters', () => {
  it('the admin form and the edit refuse U+202E in a name', () => {
    expect(messagesFor(adminUserCreateSchema, { ...base, password: 'lowercase', firstName: '\u202Enimda' }, 'firstName')).toEqual([
      'First name cannot contain text-direction control characters',
    ]);
    expect(messagesFor(userUpdateSchema, { ...base, lastName: 'Hop\u202Eper' }, 'lastName')).toEqual(['Last name cannot contain text-direction control characters']);
  });
});
