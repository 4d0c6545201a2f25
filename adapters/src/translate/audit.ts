import { DEFAULT_PAGE_SIZE, type AuditEntry, type AuditList, type AuditListParams } from '@bulletin/contract';
import type { StrapiList } from './types.js';

/** An audit entry as Strapi's `api::audit-entry.audit-entry` stores it (cms/src/audit/audit-log.ts). */
export type StrapiAuditEntry = {
  documentId: string;
  createdAt: string;
  actorType: 'user' | 'panel-admin' | 'api-token' | 'system';
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorRole: string | null;
  action: AuditEntry['action'];
  entityType: AuditEntry['entity']['type'];
  entityId: string | null;
  entityLabel: string | null;
  ip: string | null;
};

/** GET /audit's parameters as Strapi's list query: newest first; `actor` is a user (not a panel admin). */
export function auditListQuery(p: AuditListParams) {
  const filters: Record<string, unknown> = {};
  if (p.actor !== undefined) Object.assign(filters, { actorType: { $eq: 'user' }, actorId: { $eq: p.actor } });
  if (p.entity) {
    filters.entityType = { $eq: p.entity.type };
    if (p.entity.id) filters.entityId = { $eq: p.entity.id };
  }
  if (p.action) filters.action = { $eq: p.action };
  const createdAt: Record<string, string> = {};
  if (p.from) createdAt.$gte = p.from.toISOString();
  if (p.to) createdAt.$lte = p.to.toISOString();
  if (Object.keys(createdAt).length > 0) filters.createdAt = createdAt;
  return {
    filters,
    sort: ['createdAt:desc', 'id:desc'],
    pagination: { page: p.page ?? 1, pageSize: p.limit ?? DEFAULT_PAGE_SIZE },
  };
}

export function auditEntryFromStrapi(e: StrapiAuditEntry): AuditEntry {
  return {
    _id: e.documentId,
    createdAt: e.createdAt,
    actor: {
      _id: e.actorId === null || e.actorId === undefined ? null : String(e.actorId),
      firstName: e.actorFirstName ?? '',
      lastName: e.actorLastName ?? '',
      role: e.actorType === 'user' ? (e.actorRole ?? '') : e.actorType,
    },
    action: e.action,
    entity: { type: e.entityType, _id: e.entityId ?? '', label: e.entityLabel ?? '' },
    ip: e.ip ?? null,
  };
}

export function auditListFromStrapi(body: StrapiList<StrapiAuditEntry>): AuditList {
  const { page, pageCount, total } = body.meta.pagination;
  return { entries: body.data.map(auditEntryFromStrapi), total, page, pages: pageCount };
}
