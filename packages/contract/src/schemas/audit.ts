import { z } from 'zod';
import { paginationParamsSchema, param, wholeNumber } from './list-params.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntityType } from './audit-actions.js';

export * from './audit-actions.js';

/**
 * GET /audit (admins only): the newsroom's activity log (written by Strapi, cms/src/audit/audit-log.ts).
 * The action names are documented in docs/api.md.
 */
const ENTITY_MESSAGE = `entity must be ${AUDIT_ENTITY_TYPES.join(', ')}, or one of them and an id (article:abc123)`;
const ENTITY = new RegExp(`^(${AUDIT_ENTITY_TYPES.join('|')})(?::([A-Za-z0-9_-]{1,64}))?$`);
/** A day (2026-05-01) or an ISO date-time with its offset (2026-05-01T10:00:00Z). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The date's day exists (no 2026-02-30) and the whole value is a time. */
const realDay = (v: string) => !Number.isNaN(Date.parse(v)) && new Date(`${v.slice(0, 10)}T00:00:00.000Z`).toISOString().slice(0, 10) === v.slice(0, 10);

/** A day is its start for `from` and its end for `to` (UTC): from=2026-05-01&to=2026-05-01 is that day. */
const isoDate = (field: 'from' | 'to') =>
  param(
    z
      .string({ error: `${field} must be an ISO date (2026-05-01 or 2026-05-01T10:00:00Z)` })
      .refine((v) => ISO_DATE.test(v) && realDay(v), `${field} must be an ISO date (2026-05-01 or 2026-05-01T10:00:00Z)`)
      .transform((v) => {
        if (v.length > 10) return new Date(v);
        const day = new Date(`${v}T00:00:00.000Z`);
        return field === 'from' ? day : new Date(day.getTime() + 86_400_000 - 1);
      }),
  );

/** GET /audit's parameters, in the order their problems are reported; page/limit as every list. */
export const auditListParamsSchema = z
  .object({
    actor: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'actor must be a user id').describe("An actor's user id"),
    entity: param(
      z
        .string({ error: ENTITY_MESSAGE })
        .regex(ENTITY, ENTITY_MESSAGE)
        .transform((v) => {
          const [, type, id] = ENTITY.exec(v)!;
          return { type: type as AuditEntityType, id: id ?? null };
        }),
    ).describe('article, category, user or newsletter, or one of them and an id (article:abc123)'),
    action: param(z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })).describe('One action name'),
    from: isoDate('from').describe('From this ISO date or date-time (a day: its start, UTC)'),
    to: isoDate('to').describe('Up to this ISO date or date-time (a day: its end, UTC)'),
  })
  .extend(paginationParamsSchema.shape)
  .refine((p) => !p.from || !p.to || p.from.getTime() <= p.to.getTime(), { message: 'from must not be after to', path: ['from'] });
export type AuditListParams = z.output<typeof auditListParamsSchema>;
