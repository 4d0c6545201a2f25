/**
 * What each role may do in the newsroom (docs/product.md#role-matrix). Screens and navigation ask these lists;
 * the server enforces the same rules.
 */
import { EDITOR_ROLES as EDITORS, STAFF_ROLES as STAFF } from '@bulletin/contract';
import type { Role } from '../session';

export const STAFF_ROLES: readonly Role[] = STAFF;
/** Manage categories; approve or reject articles; see every article. */
export const EDITOR_ROLES: readonly Role[] = EDITORS;
/** Manage users and their roles. */
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Badge colours (docs/product.md#roles): Administrator red, Editor blue, Reporter green, User grey. */
export const ROLE_COLORS: Record<Role, string> = {
  admin: 'red',
  editor: 'blue',
  reporter: 'green',
  user: 'gray',
};
