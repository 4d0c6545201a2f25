import { z } from 'zod';

/** The audit log's action names, entity types and answer (GET /audit; docs/api.md), shared with the Activity screen. */
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
  'article.restore',
  'article.correct',
  'article.correction-edit',
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
  'newsletter.export',
  'newsletter.retry',
  'newsletter.test-digest',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['article', 'category', 'user', 'newsletter'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];


export const auditEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actor: z.object({
    /** The user's id; a panel admin's or an API token's own id (role `panel-admin`, `api-token`); null for `system` (a script). */
    _id: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    /** reporter, editor or admin (as they were then), `panel-admin`, `api-token` or `system`. */
    role: z.string(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.object({ type: z.enum(AUDIT_ENTITY_TYPES), _id: z.string(), label: z.string() }),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
