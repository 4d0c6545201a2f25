import { z } from 'zod';
import { ROLES } from '../roles.js';
import { PASSWORD_MIN_LENGTH } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { bioField, emailField, passwordField, personName } from './fields.js';

const roleField = z.enum(ROLES, { error: MESSAGES.roleRequired });

/** An admin creating a user through the user form: no terms, no confirmation, no complexity rule. */
export const adminUserCreateSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailField(),
  password: passwordField(PASSWORD_MIN_LENGTH),
  role: roleField,
  bio: bioField(),
});

export type AdminUserCreateFormValues = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreateInput = z.output<typeof adminUserCreateSchema>;

/**
 * Editing a user: like creation, but the password may be left blank (or out)
 * to keep the current one; it is then absent from the output.
 */
export const userUpdateSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailField(),
    password: z
      .string({ error: 'Password must be text' })
      .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .nullish(),
    role: roleField,
    bio: bioField(),
    /** Not on the form: sent only to block or unblock on purpose; left out, the account keeps its state. */
    blocked: z.boolean({ error: 'Blocked must be true or false' }).optional(),
  })
  .transform(({ password, ...rest }): UserUpdateInput =>
    password ? { ...rest, password } : rest,
  );

export type UserUpdateFormValues = z.input<typeof userUpdateSchema>;
export type UserUpdateInput = {
  firstName: string;
  lastName: string;
  email: string;
  role: (typeof ROLES)[number];
  bio: string;
  password?: string;
  blocked?: boolean;
};
