/**
 * Bulletin's roles (docs/product.md#roles). Strapi's role types `authenticated`, `reporter`, `editor`, `admin`
 * are Bulletin's `user`, `reporter`, `editor`, `admin`; `public` is a caller without a token.
 */
export const ROLES = ['user', 'reporter', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Newsroom staff: may open /admin screens and write articles. */
export const STAFF_ROLES = ['reporter', 'editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Editors and admins: every article, any status; categories. */
export const EDITOR_ROLES = ['editor', 'admin'] as const satisfies readonly Role[];

export function isStaff(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export function isEditorOrAdmin(role: string | null | undefined): role is 'editor' | 'admin' {
  return (EDITOR_ROLES as readonly string[]).includes(role ?? '');
}

/** What the screens call each role (docs/product.md#roles). */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  reporter: 'Reporter',
  editor: 'Editor',
  admin: 'Administrator',
};

/** Strapi's users-permissions role type of each role: a `user` is Strapi's `authenticated`, staff roles keep their name. */
export const STRAPI_ROLE_TYPES = {
  user: 'authenticated',
  reporter: 'reporter',
  editor: 'editor',
  admin: 'admin',
} as const satisfies Record<Role, string>;

/** A Strapi role type: a role's, or `public` (a caller without a token). */
export type StrapiRoleType = (typeof STRAPI_ROLE_TYPES)[Role] | 'public';

/** The role of a Strapi role type: a staff type is that role; anything else (`authenticated`, none, unknown) is `user`. */
export function roleFromStrapiType(type: string | null | undefined): Role {
  return isStaff(type) ? type : 'user';
}

export function roleToStrapiType(role: Role): (typeof STRAPI_ROLE_TYPES)[Role] {
  return STRAPI_ROLE_TYPES[role];
}
