import { factories } from '@strapi/strapi';

// The log is append-only: only the list is routed (GET /api/audit-entries, admins by the role matrix);
// entries are written by audit/audit-log.ts alone, and no route creates, edits or deletes one.
export default factories.createCoreRouter('api::audit-entry.audit-entry', { only: ['find'] });
