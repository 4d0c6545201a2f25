import { isArticleEdit, type AuditAction } from '@bulletin/contract';
import type { Core } from '@strapi/strapi';
import { isStaffCaller } from '../access/caller';
import { currentActor, staffActor, type Actor } from '../access/actor';
import { restoringRevision } from '../revisions/restore-scope';
import { watchWrites, type WriteEvent } from '../db/write-events';
import { queryOf } from '../db/queries';
import { isRecord } from '../requests/input';
import { correctionsOf } from '../articles/corrections';

/**
 * The newsroom's audit log: every write of an article, a category or a user, by any route (the adapters,
 * Strapi's REST API, the panel's content manager, a script), is seen by Strapi's database lifecycles and
 * recorded as an `api::audit-entry.audit-entry` row — who (as they were then), what, which entity (with its
 * label then), when, from which address (`ctx.request.ip`: the adapters' X-Forwarded-For, as Strapi trusts it).
 *
 * The entry is written after the write's transaction commits (no entry for a write that failed or rolled back),
 * outside the write's path: a failure to record is logged, never the write's failure.
 *
 * Who: the request's user (staff: reporter, editor, admin), a super-admin of the Strapi panel (`panel-admin`),
 * a Strapi API token (`api-token`, named by the token), or `system` for writes made outside any request (scripts). Writes by plain readers or anonymous callers
 * (a sign-up, a reader's own profile, the sign-in's lastLogin stamp) are not newsroom writes: not recorded.
 * Sign-ins of staff are recorded by the sign-in controller (`recordSignIn`).
 *
 * Action names (docs/api.md): article.create, article.update, article.submit (→ review), article.publish
 * (→ published), article.reject (review → draft), article.unpublish (published → draft), article.archive
 * (→ archived), article.status (any other status change), article.delete, article.restore (a revision restored:
 * one entry, whatever it changed, `revisions/restore-scope.ts`), article.correct (a correction attached),
 * article.correction-edit (a correction's text changed); category.create, category.update,
 * category.delete; user.create, user.update, user.role, user.block, user.unblock, user.delete; auth.sign-in;
 * newsletter.export, newsletter.retry, newsletter.test-digest (the newsletter desk, `recordNewsletterAction`).
 */
const AUDIT = 'api::audit-entry.audit-entry';
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const USER = 'plugin::users-permissions.user';

type Entity = { entityType: 'article' | 'category' | 'user'; entityId: string; entityLabel: string };
type Entry = Actor & (Entity | { entityType: 'newsletter'; entityId: string; entityLabel: string }) & { action: AuditAction };

type Where = Record<string, unknown>;
type Row = { id: number; [field: string]: unknown };
type Event = WriteEvent<{ audit?: { actor: Actor; before: Row[] } }>;

/** User fields whose change is a `user.update` (lastLogin, the session cutoff and reset tokens are not). */
const USER_EDIT_FIELDS = ['firstName', 'lastName', 'email', 'username', 'bio', 'avatar', 'xHandle', 'password', 'confirmed'] as const;

async function rowsOf(strapi: Core.Strapi, uid: string, where: Where): Promise<Row[]> {
  switch (uid) {
    case ARTICLE:
      return queryOf(strapi, ARTICLE).findMany({ where, select: ['id', 'documentId', 'title', 'editorialStatus', 'corrections'] });
    case CATEGORY:
      return queryOf(strapi, CATEGORY).findMany({ where, select: ['id', 'documentId', 'name'] });
    default:
      return queryOf(strapi, USER).findMany({
        where,
        select: ['id', 'email', 'blocked', ...USER_EDIT_FIELDS.filter((f) => f !== 'avatar' && f !== 'password')],
        populate: { role: { select: ['id', 'type'] } },
      });
  }
}

function entityOf(uid: string, row: Row): Entity {
  if (uid === ARTICLE) return { entityType: 'article', entityId: String(row.documentId), entityLabel: String(row.title ?? '') };
  if (uid === CATEGORY) return { entityType: 'category', entityId: String(row.documentId), entityLabel: String(row.name ?? '') };
  return { entityType: 'user', entityId: String(row.id), entityLabel: String(row.email ?? '') };
}


/** The action a status change is (draft → review is a submission...). */
export function statusAction(from: unknown, to: unknown): AuditAction {
  if (to === 'review') return 'article.submit';
  if (to === 'published') return 'article.publish';
  if (to === 'archived') return 'article.archive';
  if (to === 'draft' && from === 'review') return 'article.reject';
  if (to === 'draft' && from === 'published') return 'article.unpublish';
  return 'article.status';
}

/** The actions one row's update is, from its state before and after and the fields the write sent. */
function updateActions(uid: string, before: Row | undefined, after: Row, sent: string[]): AuditAction[] {
  if (uid === ARTICLE) {
    if (restoringRevision()) return ['article.restore'];
    if (before && before.editorialStatus !== after.editorialStatus) return [statusAction(before.editorialStatus, after.editorialStatus)];
    // A correction attached or changed (articles/corrections.ts): a new one makes the list longer.
    if (sent.includes('corrections')) {
      return [correctionsOf(after.corrections).length > correctionsOf(before?.corrections).length ? 'article.correct' : 'article.correction-edit'];
    }
    return isArticleEdit(sent) ? ['article.update'] : [];
  }
  if (uid === CATEGORY) return ['category.update'];
  const actions: AuditAction[] = [];
  const roleOfRow = (row: Row | undefined) => (isRecord(row?.role) ? (row.role.id ?? null) : null);
  if (before && roleOfRow(before) !== roleOfRow(after)) actions.push('user.role');
  if (before && Boolean(before.blocked) !== Boolean(after.blocked)) actions.push(after.blocked ? 'user.block' : 'user.unblock');
  const edited = USER_EDIT_FIELDS.some((field) => sent.includes(field) && (field === 'password' || field === 'avatar' || before?.[field] !== after[field]));
  if (edited) actions.push('user.update');
  return actions;
}

/** Entry writes under way (they run after their write's commit, unawaited): a shutdown waits for them. */
const pending = new Set<Promise<unknown>>();

/** Resolves once every entry written so far is stored (Strapi's `destroy`, the end of `npm run import`). */
export async function auditWritesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Writes the entries once the running transaction commits (now, when there is none); never throws. */
function record(strapi: Core.Strapi, entries: Entry[]): void {
  if (entries.length === 0) return;
  const write = () => {
    const done = Promise.all(entries.map((data) => queryOf(strapi, AUDIT).create({ data })))
      .catch((error: unknown) =>
        strapi.log.error(`audit: could not record ${entries.map((e) => e.action).join(', ')}: ${isRecord(error) ? error.message : undefined}`),
      )
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  if (strapi.db.inTransaction()) {
    void strapi.db.transaction(async ({ onCommit }) => onCommit(write));
    return;
  }
  write();
}

/** A staff member's sign-in (called by the sign-in controller after a successful sign-in). */
export async function recordSignIn(strapi: Core.Strapi, userId: number, ip: string | null): Promise<void> {
  try {
    const user = await queryOf(strapi, USER).findOne({ where: { id: userId }, select: ['id', 'firstName', 'lastName', 'email'], populate: { role: { select: ['type'] } } });
    if (!user || !isStaffCaller(user)) return;
    record(strapi, [{ ...staffActor(user, ip), action: 'auth.sign-in', entityType: 'user', entityId: String(user.id), entityLabel: user.email ?? '' }]);
  } catch (error) {
    strapi.log.error(`audit: could not record a sign-in: ${isRecord(error) ? error.message : undefined}`);
  }
}

/**
 * An admin's act on the newsletter desk (docs/product.md#newsletter-desk): the subscribers exported (the label says
 * how many rows), a failed message sent again, a test digest sent to oneself.
 */
export function recordNewsletterAction(
  strapi: Core.Strapi,
  action: 'newsletter.export' | 'newsletter.retry' | 'newsletter.test-digest',
  entityId: string,
  entityLabel: string,
): void {
  const actor = currentActor(strapi);
  if (actor) record(strapi, [{ ...actor, action, entityType: 'newsletter', entityId, entityLabel }]);
}

const idsOfResult = (event: Event): number[] => {
  if (event.action === 'afterCreateMany') return (event.result?.ids ?? []).map(Number).filter(Number.isInteger);
  const id = Number(event.result?.id);
  return Number.isInteger(id) ? [id] : [];
};

/** One entry per row created or deleted: `article.create`, `user.delete`… */
function entriesOf(actor: Actor, uid: string, rows: Row[], verb: 'create' | 'delete'): Entry[] {
  return rows.map((row) => {
    const entity = entityOf(uid, row);
    return { ...actor, ...entity, action: `${entity.entityType}.${verb}` };
  });
}

export function watchAuditedWrites(strapi: Core.Strapi): void {
  async function afterCreate(event: Event) {
    const actor = currentActor(strapi);
    if (!actor) return;
    const uid = event.model.uid;
    const rows = await rowsOf(strapi, uid, { id: { $in: idsOfResult(event) } });
    record(strapi, entriesOf(actor, uid, rows, 'create'));
  }

  async function beforeUpdate(event: Event) {
    const actor = currentActor(strapi);
    if (!actor || !event.params.where) return;
    event.state.audit = { actor, before: await rowsOf(strapi, event.model.uid, event.params.where) };
  }

  async function afterUpdate(event: Event) {
    const audit = event.state.audit;
    if (!audit?.before.length) return;
    const uid = event.model.uid;
    const sent = Object.keys(event.params.data ?? {});
    const old = new Map(audit.before.map((row) => [row.id, row]));
    const after = await rowsOf(strapi, uid, { id: { $in: [...old.keys()] } });
    record(
      strapi,
      after.flatMap((row) => updateActions(uid, old.get(row.id), row, sent).map((action) => ({ ...audit.actor, ...entityOf(uid, row), action }))),
    );
  }

  async function beforeDelete(event: Event) {
    const actor = currentActor(strapi);
    if (!actor || !event.params.where) return;
    event.state.audit = { actor, before: await rowsOf(strapi, event.model.uid, event.params.where) };
  }

  async function afterDelete(event: Event) {
    const audit = event.state.audit;
    const deleted = event.action === 'afterDeleteMany' ? Number(event.result?.count ?? 0) > 0 : Boolean(event.result);
    if (!audit || !deleted) return;
    const uid = event.model.uid;
    record(strapi, entriesOf(audit.actor, uid, audit.before, 'delete'));
  }

  watchWrites(strapi, [ARTICLE, CATEGORY, USER], { afterCreate, beforeUpdate, afterUpdate, beforeDelete, afterDelete });
}
