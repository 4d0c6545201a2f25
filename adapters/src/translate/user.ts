import { roleFromStrapiType, type AdminUserCreateInput, type OwnAccount, type RegisterInput, type User, type UserUpdateInput } from '@bulletin/contract';
import type { StrapiUser } from './types.js';

/** Built field by field so that secrets (password, tokens, provider) can never leak. */
export function userFromStrapi(u: StrapiUser, roleType?: string): User {
  return {
    _id: String(u.id),
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email,
    role: roleFromStrapiType(roleType ?? u.role?.type),
    bio: u.bio ?? '',
    avatar: u.avatar ?? null,
    companyName: u.companyName ?? null,
    createdAt: u.createdAt,
    lastLogin: u.lastLogin ?? null,
  };
}

/** One's own account (`GET` and `PUT /auth/me`): the user, their author page's slug and their X handle. */
export function ownAccountFromStrapi(u: StrapiUser): OwnAccount {
  return { ...userFromStrapi(u), slug: u.slug ?? null, xHandle: u.xHandle ?? null };
}

export type StrapiRegisterData = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
};

export function registerInputToStrapi(input: RegisterInput): StrapiRegisterData {
  const email = input.email.trim().toLowerCase();
  return {
    username: email,
    email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName ? input.companyName : null,
  };
}

export type StrapiUserUpdateData = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  role: number;
  password?: string;
  blocked?: boolean;
};

export type StrapiAdminUserData = StrapiUserUpdateData & { confirmed: true; blocked: false };

/** A user created by an admin (the user form): confirmed and not blocked from the start. */
export function adminUserInputToStrapi(input: AdminUserCreateInput | UserUpdateInput, roleId: number): StrapiAdminUserData {
  return { ...userUpdateToStrapi(input, roleId), confirmed: true, blocked: false };
}

/**
 * An edit of a user: only what the user form shows (and `blocked` when it is sent on purpose). Everything else
 * the account holds (blocked, confirmed, provider, …) stays as it is; saving the form never unblocks anyone.
 */
export function userUpdateToStrapi(input: AdminUserCreateInput | UserUpdateInput, roleId: number): StrapiUserUpdateData {
  const email = input.email.trim().toLowerCase();
  const data: StrapiUserUpdateData = {
    username: email,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    bio: input.bio,
    role: roleId,
  };
  if (input.password) data.password = input.password;
  if ('blocked' in input && typeof input.blocked === 'boolean') data.blocked = input.blocked;
  return data;
}
