import type { Core } from '@strapi/strapi';
import { isArticleEdit } from '@bulletin/contract';
import { currentActor, SYSTEM_ACTOR, type Actor } from '../access/actor';
import { restoringRevision } from './restore-scope';
import { watchWrites, type WriteEvent } from '../db/write-events';
import type { RevisionsConfig } from '../../config/revisions';
import { queryOf, type Row } from '../db/queries';
import { isRecord } from '../requests/input';
import { correctionsOf, type StoredCorrection } from '../articles/corrections';

/**
 * Article revisions: every create and update of an article, by any route (the adapters, Strapi's REST API, the
 * panel's content manager, a script), passes Strapi's database lifecycles (db/write-events.ts, as the audit log and
 * the purge notices do) and stores a snapshot of the article's contract fields, who saved it (access/actor.ts) and when.
 *
 * Unlike the audit log, the revision is written inside the write's transaction (docs/decisions/0017): an article
 * and its history commit or roll back together, and the history lists the save as soon as the save answers.
 *
 * - An update that changes none of the snapshot's fields (a save of the same text, a counter) adds no revision,
 *   except a restore, which always does (`restore-scope.ts`, `restoredFrom`).
 * - An article saved before it had any revision (written before revisions existed, the demo content) first gets
 *   a revision of its state before the update, dated at its last update, by `system`: the first edit can be undone.
 * - The newest REVISIONS_PER_ARTICLE (config/revisions.ts) of each article are kept; older ones are deleted.
 * - Deleting an article deletes its revisions.
 */
export const REVISION = 'api::article-revision.article-revision';
const ARTICLE = 'api::article.article';

type MediaRef = { id: number; url: string };
export type RevisionMedia = { featuredImage: MediaRef | null; images: MediaRef[] };

/** An article row with what a snapshot reads (its media are the upload plugin's files). */
type ArticleRow = {
  id: number;
  documentId: string;
  title?: string | null;
  excerpt?: string | null;
  content?: string | null;
  editorialStatus?: string | null;
  publishDate?: string | Date | null;
  breaking?: boolean | null;
  featured?: boolean | null;
  tags?: unknown;
  updatedAt?: string | Date | null;
  category?: { documentId?: string; name?: string | null; slug?: string | null } | null;
  featuredImage?: unknown;
  images?: unknown;
  corrections?: unknown;
};

/** What a revision stores of the article (the columns of `article-revision` but its actor and bookkeeping). */
export type Snapshot = {
  articleId: string;
  title: string;
  excerpt: string;
  content: string;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  tags: string[];
  editorialStatus: string;
  breaking: boolean;
  featured: boolean;
  publishDate: string | null;
  media: RevisionMedia;
  /** The corrections then (docs/decisions/0030-corrections.md): a changed correction is a revision too. */
  corrections: StoredCorrection[];
};

/** A stored revision. */
export type RevisionRow = Row<typeof REVISION>;

const MEDIA = { select: ['id', 'url'] };

const iso = (value: string | Date | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const mediaRef = (m: unknown): MediaRef | null =>
  isRecord(m) && typeof m.id === 'number' && Number.isInteger(m.id) ? { id: m.id, url: String(m.url ?? '') } : null;

/** A revision's images as stored (JSON): the featured image and the others, by id and address. */
export function mediaOf(value: unknown): RevisionMedia {
  const media = isRecord(value) ? value : {};
  return {
    featuredImage: mediaRef(media.featuredImage),
    images: Array.isArray(media.images) ? media.images.map(mediaRef).filter((m) => m !== null) : [],
  };
}

export function snapshotOf(row: ArticleRow): Snapshot {
  return {
    articleId: row.documentId,
    title: row.title ?? '',
    excerpt: row.excerpt ?? '',
    content: row.content ?? '',
    categoryId: row.category?.documentId ?? null,
    categoryName: row.category?.name ?? null,
    categorySlug: row.category?.slug ?? null,
    tags: Array.isArray(row.tags) ? row.tags.filter((t): t is string => typeof t === 'string') : [],
    editorialStatus: row.editorialStatus ?? 'draft',
    breaking: Boolean(row.breaking),
    featured: Boolean(row.featured),
    publishDate: iso(row.publishDate),
    media: mediaOf({ featuredImage: row.featuredImage, images: row.images }),
    corrections: correctionsOf(row.corrections),
  };
}

/** A snapshot, made now or stored: the fields a save can change. */
type Saved = {
  title?: string | null;
  excerpt?: string | null;
  content?: string | null;
  categoryId?: string | null;
  tags?: unknown;
  editorialStatus?: string | null;
  breaking?: boolean | null;
  featured?: boolean | null;
  publishDate?: string | Date | null;
  media?: unknown;
  corrections?: unknown;
};

/** The fields a save can change, in one comparable value (a category's name is the category's, not the article's). */
function contentKey(s: Saved): string {
  const media = mediaOf(s.media);
  return JSON.stringify([
    s.title ?? '', s.excerpt ?? '', s.content ?? '', s.categoryId ?? null, s.tags ?? [], s.editorialStatus, Boolean(s.breaking),
    Boolean(s.featured), iso(s.publishDate), media.featuredImage?.id ?? null, media.images.map((m) => m.id),
    correctionsOf(s.corrections).map((c) => [c.id, c.text]),
  ]);
}

const actorColumns = (actor: Actor) => ({
  actorType: actor.actorType,
  actorId: actor.actorId,
  actorFirstName: actor.actorFirstName,
  actorLastName: actor.actorLastName,
});

async function articleRows(strapi: Core.Strapi, ids: number[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return [];
  return queryOf(strapi, ARTICLE).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'documentId', 'title', 'excerpt', 'content', 'editorialStatus', 'publishDate', 'breaking', 'featured', 'tags', 'updatedAt', 'corrections'],
    populate: { category: { select: ['documentId', 'name', 'slug'] }, featuredImage: MEDIA, images: MEDIA },
  });
}

async function latestRevision(strapi: Core.Strapi, articleId: string): Promise<RevisionRow | null> {
  return queryOf(strapi, REVISION).findOne({ where: { articleId }, orderBy: { id: 'desc' } });
}

/** Deletes the article's revisions older than its newest `keep`. */
async function prune(strapi: Core.Strapi, articleId: string, keep: number): Promise<void> {
  const revisions = queryOf(strapi, REVISION);
  const [oldestKept] = await revisions.findMany({ where: { articleId }, select: ['id'], orderBy: { id: 'desc' }, offset: keep - 1, limit: 1 });
  if (!oldestKept) return;
  await revisions.deleteMany({ where: { articleId, id: { $lt: oldestKept.id } } });
}

type Event = WriteEvent<{ updated?: number[]; deleted?: string[] }>;

const idsOfResult = (event: Event): number[] => {
  if (event.action === 'afterCreateMany') return (event.result?.ids ?? []).map(Number).filter(Number.isInteger);
  const id = Number(event.result?.id);
  return Number.isInteger(id) ? [id] : [];
};

export function watchArticleRevisions(strapi: Core.Strapi): void {
  const { perArticle } = strapi.config.get<RevisionsConfig>('revisions');
  const revisions = () => queryOf(strapi, REVISION);
  const articles = () => queryOf(strapi, ARTICLE);

  async function store(row: ArticleRow, actor: Actor, restoredFrom: string | null): Promise<void> {
    await revisions().create({ data: { ...snapshotOf(row), ...actorColumns(actor), restoredFrom } });
    await prune(strapi, row.documentId, perArticle);
  }

  async function afterCreate(event: Event) {
    const actor = currentActor(strapi) ?? SYSTEM_ACTOR;
    for (const row of await articleRows(strapi, idsOfResult(event))) await store(row, actor, null);
  }

  async function beforeUpdate(event: Event) {
    const sent = Object.keys(event.params.data ?? {});
    if (!event.params.where || !isArticleEdit(sent)) return;
    const rows = await articles().findMany({ where: event.params.where, select: ['id', 'documentId'] });
    event.state.updated = rows.map((row) => row.id);
    // An article with no revision yet: its state before this first recorded edit becomes its first revision.
    for (const row of rows) {
      if ((await revisions().count({ where: { articleId: row.documentId } })) > 0) continue;
      const [before] = await articleRows(strapi, [row.id]);
      if (before) await revisions().create({ data: { ...snapshotOf(before), ...actorColumns(SYSTEM_ACTOR), restoredFrom: null, createdAt: iso(before.updatedAt) ?? undefined } });
    }
  }

  async function afterUpdate(event: Event) {
    const ids = event.state.updated;
    if (!ids?.length) return;
    const actor = currentActor(strapi) ?? SYSTEM_ACTOR;
    const restoredFrom = restoringRevision();
    for (const row of await articleRows(strapi, ids)) {
      const latest = await latestRevision(strapi, row.documentId);
      if (!restoredFrom && latest && contentKey(latest) === contentKey(snapshotOf(row))) continue;
      await store(row, actor, restoredFrom);
    }
  }

  async function beforeDelete(event: Event) {
    if (!event.params.where) return;
    const rows = await articles().findMany({ where: event.params.where, select: ['documentId'] });
    event.state.deleted = rows.map((row) => row.documentId);
  }

  async function afterDelete(event: Event) {
    for (const articleId of event.state.deleted ?? []) {
      // A document whose every row is gone: its history goes with it.
      if ((await articles().count({ where: { documentId: articleId } })) > 0) continue;
      await revisions().deleteMany({ where: { articleId } });
    }
  }

  watchWrites(strapi, [ARTICLE], { afterCreate, beforeUpdate, afterUpdate, beforeDelete, afterDelete });
}
