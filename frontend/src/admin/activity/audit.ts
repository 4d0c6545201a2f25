// The audit log's action names and answer, from the contract (packages/contract/src/schemas/audit-actions.ts).
export { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditList } from '@bulletin/contract';
