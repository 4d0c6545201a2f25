/** The audit log's action names and entity types (docs/api.md), shared with the Activity screen. */
export const AUDIT_ACTIONS = [
  'article.create',
  'article.update',
  'article.submit',
  'article.publish',
  'article.reject',
  'article.unpublish',
  'article.archive',
  'article.status',
  'article.delete',
  'category.create',
  'category.update',
  'category.delete',
  'user.create',
  'user.update',
  'user.role',
  'user.block',
  'user.unblock',
  'user.delete',
  'auth.sign-in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['article', 'category', 'user'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

