// The audit log's action names and answer, from the server's schemas (adapters/src/schemas/audit-actions.ts).
// Imported here rather than through `@schemas`, so the reader's shared schemas chunk does not carry them.
export { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditList } from '../../../../adapters/src/schemas/audit-actions';
