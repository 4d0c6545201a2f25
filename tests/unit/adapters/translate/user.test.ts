import { describe, expect, it } from 'vitest';
import { adminUserCreateSchema, registerSchema, userUpdateSchema } from '@bulletin/contract';
import {
  adminUserInputToStrapi,
  userUpdateToStrapi,
  registerInputToStrapi,
  userFromStrapi,
} from '../../../../adapters/src/translate/user.js';
import type { StrapiUser } from '../../../../adapters/src/translate/types.js';

const strapiUser: StrapiUser = {
  id: 42,
  documentId: 'u42',
  username: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Engines Ltd',
  bio: 'Mathematician',
  avatar: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastLogin: '2025-02-01T00:00:00.000Z',
  role: { id: 3, type: 'editor', name: 'Editor' },
};

describe('userFromStrapi', () => {
  it('maps the public fields', () => {
    expect(userFromStrapi(strapiUser)).toEqual({
      _id: '42',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'editor',
      bio: 'Mathematician',
      avatar: null,
      companyName: 'Engines Ltd',
      createdAt: '2025-01-01T00:00:00.000Z',
      lastLogin: '2025-02-01T00:00:00.000Z',
    });
  });

  it('never leaks secrets, even when Strapi sends them', () => {
    const leaky = {
      ...strapiUser,
      password: '$2a$10$hash',
      resetPasswordToken: 'reset',
      confirmationToken: 'confirm',
      provider: 'local',
      blocked: false,
    } as StrapiUser;
    const out = JSON.stringify(userFromStrapi(leaky));
    for (const secret of ['password', '$2a$10$hash', 'reset', 'confirm', 'provider', 'local']) {
      expect(out).not.toContain(secret);
    }
  });

  it('prefers the role type passed in, then the populated role, then a plain user', () => {
    expect(userFromStrapi(strapiUser, 'admin').role).toBe('admin');
    expect(userFromStrapi({ ...strapiUser, role: undefined }).role).toBe('user');
    expect(userFromStrapi({ ...strapiUser, role: null }).role).toBe('user');
  });

  it('fills empty values', () => {
    const u = userFromStrapi({ ...strapiUser, firstName: null, lastName: null, bio: null, lastLogin: null });
    expect(u.firstName).toBe('');
    expect(u.lastName).toBe('');
    expect(u.bio).toBe('');
    expect(u.lastLogin).toBeNull();
  });
});

describe('registerInputToStrapi', () => {
  it('uses the lower-cased email as the username', () => {
    const input = registerSchema.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      terms: true,
    });
    expect(registerInputToStrapi(input)).toEqual({
      username: 'ada@example.com',
      email: 'ada@example.com',
      password: 'Secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
    });
  });

  it('keeps a company name', () => {
    const input = registerSchema.parse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines',
      email: 'ada@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      terms: true,
    });
    expect(registerInputToStrapi(input).companyName).toBe('Engines');
  });
});

describe('adminUserInputToStrapi', () => {
  const fields = { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', role: 'editor', bio: 'b' };

  it('creates a confirmed, unblocked user with the role id', () => {
    const input = adminUserCreateSchema.parse({ ...fields, password: 'password1' });
    expect(adminUserInputToStrapi(input, 4)).toEqual({
      username: 'grace@example.com',
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      bio: 'b',
      role: 4,
      confirmed: true,
      blocked: false,
      password: 'password1',
    });
  });

  it('sends no password when the edit keeps it', () => {
    const input = userUpdateSchema.parse({ ...fields, password: '' });
    expect('password' in adminUserInputToStrapi(input, 2)).toBe(false);
  });
});

describe('userUpdateToStrapi', () => {
  const fields = { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.com', role: 'editor', bio: 'b' };

  it('sends only what the user form shows: never blocked or confirmed unless sent on purpose', () => {
    const data = userUpdateToStrapi(userUpdateSchema.parse({ ...fields, password: '' }), 4);
    expect(data).toEqual({ username: 'grace@example.com', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', bio: 'b', role: 4 });
    expect(userUpdateToStrapi(userUpdateSchema.parse({ ...fields, blocked: true }), 4).blocked).toBe(true);
    expect(userUpdateToStrapi(userUpdateSchema.parse({ ...fields, blocked: false }), 4).blocked).toBe(false);
  });
});
