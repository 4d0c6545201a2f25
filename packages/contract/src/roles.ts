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
