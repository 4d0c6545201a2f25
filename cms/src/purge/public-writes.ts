import type { Core } from '@strapi/strapi';
import { isArticleEdit, PUBLISHED } from '@bulletin/contract';
import { deliver, mergeChanges, withNoticeScope, type Change } from './notices';
import { noteArticleSchedule } from './schedule-watch';
import { watchWrites, type WriteEvent } from '../db/write-events';
import { queryOf } from '../db/queries';
import { isOneOf } from '../requests/input';
import { storySiblingIds } from '../db/story-siblings';

/**
 * Which writes change what the public sees, and what they change: every write of an article, a category, a
 * comment, a user, a live story, a live entry or a media file, by any route (the adapters, Strapi's REST API, the
 * panel's content manager and media library, scripts), passes Strapi's database lifecycles. The facts are read
 * inside the write's transaction (an article's category before and after, a comment's article, what shows a file)
 * and handed to `notices.ts` once it commits.
 *
 * Not a notice: the view and like counters (raw SQL in `articles/view-counter.ts` and the article controller's `like`,
 * which no lifecycle sees; an update of nothing but counters is skipped too), a user's sign-in or password
 * (only the names, avatar, bio, slug and X handle are public; blocking and the role decide an author page), a new user
 * (nothing shows them yet).
 */
const ARTICLE = 'api::article.article';
const CATEGORY = 'api::category.category';
const COMMENT = 'api::comment.comment';
const USER = 'plugin::users-permissions.user';
/** Live coverage: a story or an entry changed; the adapters purge the story and pass it to their live hub. */
const LIVE_STORY = 'api::live-story.live-story';
const LIVE_ENTRY = 'api::live-entry.live-entry';
/** A media file: replaced, re-described, given a focal point or deleted, it changes whatever shows it. */
const FILE = 'plugin::upload.file';

/** What the public sees of a person (an article's author, a comment's author). */
/** What bylines and author pages show of a user; blocked and role decide whether their author page is public. */
const PUBLIC_USER_FIELDS = ['firstName', 'lastName', 'avatar', 'bio', 'slug', 'xHandle', 'blocked'] as const;

type Where = Record<string, unknown>;
type Row = {
  id: number;
  documentId?: string;
  slug?: string | null;
  editorialStatus?: string | null;
  publishDate?: string | Date | null;
  category?: { documentId?: string } | null;
  article?: { documentId?: string; slug?: string | null } | null;
  story?: { documentId?: string; slug?: string | null } | null;
  /** A user's role. */
  role?: { id?: number | string } | null;
  [field: string]: unknown;
};
type Event = WriteEvent<{ before?: Row[]; ids?: number[]; skip?: boolean; shownBy?: Change[] }>;

function articleRowsWhere(strapi: Core.Strapi, where: Where): Promise<Row[]> {
  return queryOf(strapi, ARTICLE).findMany({
    where,
    select: ['id', 'documentId', 'slug', 'editorialStatus', 'publishDate'],
    populate: { category: { select: ['documentId'] } },
  });
}

/**
 * The articles written and the other articles of their stories: each lists the others in its `translations`
 * (docs/product.md#languages), so a translation written, published or deleted changes them too.
 */
async function articleRows(strapi: Core.Strapi, where: Where): Promise<Row[]> {
  const rows = await articleRowsWhere(strapi, where);
  const siblings = await storySiblingIds(strapi, rows.map((row) => row.id));
  return siblings.length ? [...rows, ...(await articleRowsWhere(strapi, { id: { $in: siblings } }))] : rows;
}

const articleChange = (row: Row): Change => ({
  type: 'article',
  id: String(row.documentId),
  slug: String(row.slug ?? ''),
  categoryIds: row.category?.documentId ? [String(row.category.documentId)] : [],
});

async function rowsOf(strapi: Core.Strapi, uid: string, where: Where): Promise<Row[]> {
  switch (uid) {
    case ARTICLE:
      return articleRows(strapi, where);
    case COMMENT:
      return queryOf(strapi, COMMENT).findMany({
        where,
        select: ['id'],
        populate: { article: { select: ['documentId', 'slug'] } },
      });
    case CATEGORY:
      return queryOf(strapi, CATEGORY).findMany({ where, select: ['id', 'documentId'] });
    case LIVE_STORY:
      return queryOf(strapi, LIVE_STORY).findMany({ where, select: ['id', 'documentId', 'slug'] });
    case LIVE_ENTRY:
      return queryOf(strapi, LIVE_ENTRY).findMany({
        where,
        select: ['id'],
        populate: { story: { select: ['documentId', 'slug'] } },
      });
    default:
      return queryOf(strapi, USER).findMany({ where, select: ['id', ...PUBLIC_USER_FIELDS], populate: { role: { select: ['id'] } } });
  }
}

function changesOf(uid: string, rows: Row[]): Change[] {
  switch (uid) {
    case ARTICLE:
      return rows.map(articleChange);
    case COMMENT:
      return rows
        .filter((row) => row.article?.documentId)
        .map((row) => ({ type: 'comment', articleId: String(row.article?.documentId), articleSlug: String(row.article?.slug ?? '') }));
    case CATEGORY:
      return rows.map((row) => ({ type: 'category', id: String(row.documentId) }));
    case LIVE_STORY:
      return rows.map((row) => ({ type: 'live', id: String(row.documentId), slug: String(row.slug) }));
    case LIVE_ENTRY:
      return rows
        .filter((row) => row.story?.documentId && row.story.slug)
        .map((row) => ({ type: 'live', id: String(row.story?.documentId), slug: String(row.story?.slug) }));
    default:
      return rows.map((row) => ({ type: 'user', id: String(row.id) }));
  }
}

/**
 * What shows these media files: the articles (featured or inline image), live entries and people (avatar) they are
 * attached to, by Strapi's record of each file's uses (`related`).
 */
async function showingFiles(strapi: Core.Strapi, where: Where | undefined): Promise<Change[]> {
  if (!where) return [];
  const files = (await strapi.db.query(FILE).findMany({ where, select: ['id'], populate: { related: true } })) as Array<{
    related?: Array<{ id: number; __type?: string }> | null;
  }>;
  const idsByModel = new Map<string, number[]>();
  for (const use of files.flatMap((file) => file.related ?? [])) {
    if (use.__type) idsByModel.set(use.__type, [...(idsByModel.get(use.__type) ?? []), use.id]);
  }
  const changes: Change[] = [];
  for (const uid of [ARTICLE, LIVE_ENTRY, USER]) {
    const ids = idsByModel.get(uid);
    if (ids) changes.push(...changesOf(uid, await rowsOf(strapi, uid, { id: { $in: ids } })));
  }
  return mergeChanges(changes);
}

/** Whether an update of these fields may change what the public sees. */
function mayShow(uid: string, data: unknown): boolean {
  const keys = data && typeof data === 'object' ? Object.keys(data) : [];
  if (uid === ARTICLE) return isArticleEdit(keys);
  if (uid === USER) return keys.some((key) => key === 'role' || isOneOf(PUBLIC_USER_FIELDS, key));
  return true;
}

/** A user whose public fields differ before and after the write. */
function userChanged(before: Row[], after: Row[]): Row[] {
  const old = new Map(before.map((row) => [row.id, row]));
  return after.filter((row) => {
    const was = old.get(row.id);
    return PUBLIC_USER_FIELDS.some((field) => (was?.[field] ?? null) !== (row[field] ?? null)) || (was?.role?.id ?? null) !== (row.role?.id ?? null);
  });
}

/** After commit: the transaction's commit callback, or now when the write ran outside a transaction. */
async function handOver(strapi: Core.Strapi, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  if (strapi.db.inTransaction()) {
    // A nested call shares the running transaction and its commit callbacks (public API for onCommit).
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => void deliver(changes));
    });
    return;
  }
  await deliver(changes);
}

function scheduleSeen(uid: string, rows: Row[]): void {
  if (uid !== ARTICLE) return;
  for (const row of rows) if (row.editorialStatus === PUBLISHED && row.publishDate) noteArticleSchedule(new Date(row.publishDate));
}

const idsOfResult = (event: Event): number[] => {
  if (event.action === 'afterCreateMany') return (event.result?.ids ?? []).map(Number).filter(Number.isInteger);
  const id = Number(event.result?.id);
  return Number.isInteger(id) ? [id] : [];
};

export function watchPublicWrites(strapi: Core.Strapi): void {
  const read = async (uid: string, where: Where | undefined): Promise<Row[]> => (where ? rowsOf(strapi, uid, where) : []);

  async function afterCreate(event: Event) {
    const uid = event.model.uid;
    // A new user shows nowhere yet; a new file is attached to nothing yet.
    if (uid === USER || uid === FILE) return;
    const rows = await read(uid, { id: { $in: idsOfResult(event) } });
    scheduleSeen(uid, rows);
    await handOver(strapi, changesOf(uid, rows));
  }

  async function beforeUpdate(event: Event) {
    const uid = event.model.uid;
    if (uid === FILE) {
      event.state.shownBy = await showingFiles(strapi, event.params.where);
      return;
    }
    if (!mayShow(uid, event.params.data)) {
      event.state.skip = true;
      return;
    }
    event.state.before = await read(uid, event.params.where);
    event.state.ids = event.state.before.map((row) => row.id);
  }

  async function afterUpdate(event: Event) {
    const uid = event.model.uid;
    if (uid === FILE) return handOver(strapi, event.state.shownBy ?? []);
    if (event.state.skip || !event.state.ids?.length) return;
    const before = event.state.before ?? [];
    const after = await read(uid, { id: { $in: event.state.ids } });
    scheduleSeen(uid, after);
    const changes = uid === USER ? changesOf(uid, userChanged(before, after)) : mergeChanges([...changesOf(uid, before), ...changesOf(uid, after)]);
    await handOver(strapi, changes);
  }

  async function beforeDelete(event: Event) {
    if (event.model.uid === FILE) {
      event.state.shownBy = await showingFiles(strapi, event.params.where);
      return;
    }
    event.state.before = await read(event.model.uid, event.params.where);
  }

  async function afterDelete(event: Event) {
    const deleted = event.action === 'afterDeleteMany' ? Number(event.result?.count ?? 0) > 0 : Boolean(event.result);
    if (!deleted) return;
    await handOver(strapi, event.model.uid === FILE ? (event.state.shownBy ?? []) : changesOf(event.model.uid, event.state.before ?? []));
  }

  watchWrites(strapi, [ARTICLE, CATEGORY, COMMENT, USER, LIVE_STORY, LIVE_ENTRY, FILE], { afterCreate, beforeUpdate, afterUpdate, beforeDelete, afterDelete });

  // A document-service write made outside an HTTP request (a script, a cron job) also waits for its notice:
  // `await next()` returns after the call's own transaction has committed (the repository wraps each action in
  // `strapi.db.transaction`, inside the middlewares), unless the caller runs an outer transaction, whose commit
  // then sends the notice. Inside a request the request's scope (`global::purge-notices`) sends it.
  const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
  strapi.documents.use((context, next) => (WRITES.has(context.action) ? withNoticeScope(async () => next()) : next()));
}
