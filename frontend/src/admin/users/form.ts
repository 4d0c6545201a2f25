/**
 * The user side form: the server's schemas from '@bulletin/contract' — `adminUserCreateSchema` on create (password
 * required, ≥ 8, no complexity rule), `userUpdateSchema` on edit (blank password kept out of the payload).
 */
import { adminUserCreateSchema, userUpdateSchema, type AdminUserCreateInput, type UserUpdateInput } from '@bulletin/contract';
import type { Role, User } from '../../session';

export type UserFormFields = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** '' until chosen on create ('Role is required') */
  role: Role | '';
  bio: string;
};

export type UserFormOutput = AdminUserCreateInput | UserUpdateInput;

export function userFormSchema(mode: 'create' | 'edit') {
  return mode === 'create' ? adminUserCreateSchema : userUpdateSchema;
}

export function userFormValues(user: User | null): UserFormFields {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? '',
    bio: user?.bio ?? '',
  };
}

/** The five figures above the users list (docs/product.md#users-screen). */
export function userStats(users: readonly Pick<User, 'role'>[]) {
  const count = (role: Role) => users.filter((user) => user.role === role).length;
  return { total: users.length, admins: count('admin'), editors: count('editor'), reporters: count('reporter'), users: count('user') };
}
