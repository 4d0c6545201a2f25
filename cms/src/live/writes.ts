import type { Core, Data } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ERROR_MESSAGES, htmlToText, LIVE_ENTRY_MAX_TEXT, LIVE_MESSAGES, LIVE_STATUSES, LIVE_TITLE_MAX_LENGTH } from '@bulletin/contract';
import { idOrSlugFilter } from '../db/ids';
import { tableOf } from '../db/tables';
import { queryOf } from '../db/queries';
import { isOneOf } from '../requests/input';
import { uniqueSlug } from '../articles/slug';
import { ENTRY, ENTRY_FIELDS, ENTRY_POPULATE, STORY, findStory, type StoryDoc } from './reads';
import { entryImageFiles, removeUnusedImages } from './entry-images';
import { withSetupLock } from '../db/setup-lock';
import { fieldError } from '../requests/contract-input';

/**
 * Writes of live coverage (docs/decisions/0020-live-coverage.md). Every change of a story or of one of its entries
 * takes the story's next sequence number, in the write's transaction: the story row is updated first (on
 * PostgreSQL that locks it until commit), so the numbers of one story are given out one writer at a time and
 * commit in their order. An entry keeps the number of its last change (`seq`) and of its creation (`createdSeq`);
 * a deleted entry stays as a tombstone (`deletedAt`; its id and numbers only). "What changed after N" is then one indexed read, which is
 * how a reconnecting stream misses nothing (`Last-Event-ID`).
 */
type Sent = Record<string, unknown>;
type Caller = { id: number; documentId: string };


/** The story's next sequence number (and its entry count moved by `entries`), inside the running transaction. */
async function nextSeq(strapi: Core.Strapi, storyId: Data.ID, entries = 0): Promise<number> {
  const { table, column } = tableOf(strapi, STORY);
  return strapi.db.transaction(async ({ trx }) => {
    const knex = strapi.db.connection;
    await knex(table)
      .transacting(trx)
      .where({ id: storyId })
      .increment({ [column('seq')]: 1, ...(entries ? { [column('entryCount')]: entries } : {}) });
    const row = await knex<Record<string, unknown>>(table).transacting(trx).where({ id: storyId }).first(column('seq'));
    return Number(row?.[column('seq')]);
  });
}

function titleOf(value: unknown): string {
  const title = typeof value === 'string' ? value.trim() : '';
  if (!title) throw fieldError('title', LIVE_MESSAGES.titleRequired);
  if (title.length > LIVE_TITLE_MAX_LENGTH) throw fieldError('title', LIVE_MESSAGES.titleTooLong);
  return title;
}

async function categoryOf(strapi: Core.Strapi, value: unknown): Promise<string> {
  if (typeof value !== 'string' || !value.trim()) throw fieldError('category', LIVE_MESSAGES.categoryRequired);
  const found = await strapi.documents('api::category.category').findFirst({ filters: idOrSlugFilter(value.trim()), fields: ['name'] });
  if (!found) throw fieldError('category', ERROR_MESSAGES.categoryNotFound);
  return found.documentId;
}

/** A linked article, by id or slug: any article the newsroom has (it shows to readers once published). */
async function articleOf(strapi: Core.Strapi, value: unknown): Promise<string | null> {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') throw fieldError('article', LIVE_MESSAGES.articleInvalid);
  const found = await strapi.documents('api::article.article').findFirst({ filters: idOrSlugFilter(value.trim()), fields: ['title'] });
  if (!found) throw fieldError('article', ERROR_MESSAGES.articleNotFound);
  return found.documentId;
}

function contentOf(value: unknown): string {
  if (typeof value !== 'string') throw fieldError('content', LIVE_MESSAGES.contentRequired);
  if (Array.from(htmlToText(value)).length > LIVE_ENTRY_MAX_TEXT) throw fieldError('content', LIVE_MESSAGES.contentTooLong);
  return value;
}

function flagOf(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw fieldError(name, `${name} must be true or false`);
  return value;
}

/** An uploaded file's id (the adapters upload images first) or null. */
function imageOf(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw fieldError('image', LIVE_MESSAGES.imageInvalid);
}

export async function startStory(strapi: Core.Strapi, data: Sent): Promise<StoryDoc> {
  const title = titleOf(data.title);
  const category = await categoryOf(strapi, data.category);
  const article = data.article === undefined ? null : await articleOf(strapi, data.article);
  const stories = strapi.documents(STORY);
  const slug = await uniqueSlug(title, async (candidate) => (await stories.count({ filters: { slug: candidate } })) > 0);
  const created = await stories.create({
    data: { title, slug, status: 'running', startedAt: new Date().toISOString(), category, article, seq: 0, changedSeq: 0, entryCount: 0 },
    fields: ['slug'],
  });
  return findStory(strapi, String(created.slug));
}

/** Ends or reopens a story, or changes its title, category or article. */
export async function changeStory(strapi: Core.Strapi, story: StoryDoc, data: Sent): Promise<StoryDoc> {
  const change: Sent = {};
  if (data.title !== undefined) change.title = titleOf(data.title);
  if (data.category !== undefined) change.category = await categoryOf(strapi, data.category);
  if (data.article !== undefined) change.article = await articleOf(strapi, data.article);
  if (data.status !== undefined) {
    const status = data.status;
    if (!isOneOf(LIVE_STATUSES, status)) throw fieldError('status', LIVE_MESSAGES.statusInvalid);
    if (status !== story.status) {
      change.status = status;
      change.endedAt = status === 'ended' ? new Date().toISOString() : null;
    }
  }
  if (Object.keys(change).length > 0) {
    await strapi.db.transaction(async () => {
      const seq = await nextSeq(strapi, story.id);
      await strapi.documents(STORY).update({ documentId: story.documentId, data: { ...change, changedSeq: seq }, fields: ['slug'] });
    });
  }
  return findStory(strapi, story.documentId);
}

export async function postEntry(strapi: Core.Strapi, story: StoryDoc, data: Sent, caller: Caller) {
  const content = contentOf(data.content);
  const image = data.image === undefined ? null : imageOf(data.image);
  const keyEvent = data.keyEvent === undefined ? false : flagOf('keyEvent', data.keyEvent);
  return strapi.db.transaction(async () => {
    const seq = await nextSeq(strapi, story.id, 1);
    const now = new Date().toISOString();
    await queryOf(strapi, STORY).update({ where: { id: story.id }, data: { lastEntryAt: now } });
    return strapi.documents(ENTRY).create({
      data: { content, image, keyEvent, pinned: false, seq, createdSeq: seq, story: story.documentId, author: caller.documentId },
      fields: ENTRY_FIELDS,
      populate: ENTRY_POPULATE,
    });
  });
}

async function findEntry(strapi: Core.Strapi, story: StoryDoc, documentId: string) {
  const entry = await strapi.documents(ENTRY).findFirst({
    filters: { documentId: { $eq: documentId }, story: { id: { $eq: story.id } }, deletedAt: { $null: true } },
    fields: ['seq'],
  });
  if (!entry) throw new errors.NotFoundError(ERROR_MESSAGES.liveEntryNotFound);
  return entry;
}

/** Edits an entry's text, image or key-event flag, or pins it (one pinned entry per story) or unpins it. */
export async function editEntry(strapi: Core.Strapi, story: StoryDoc, documentId: string, data: Sent) {
  const entry = await findEntry(strapi, story, documentId);
  const change: Sent = {};
  if (data.content !== undefined) change.content = contentOf(data.content);
  if (data.image !== undefined) change.image = imageOf(data.image);
  if (data.keyEvent !== undefined) change.keyEvent = flagOf('keyEvent', data.keyEvent);
  if (data.pinned !== undefined) change.pinned = flagOf('pinned', data.pinned);
  const entries = strapi.documents(ENTRY);
  return strapi.db.transaction(async () => {
    if (change.pinned === true) {
      const pinned = await entries.findMany({
        filters: { story: { id: { $eq: story.id } }, pinned: { $eq: true }, documentId: { $ne: documentId } },
        fields: ['seq'],
      });
      for (const other of pinned) {
        const seq = await nextSeq(strapi, story.id);
        await entries.update({ documentId: other.documentId, data: { pinned: false, seq } });
      }
    }
    const seq = await nextSeq(strapi, story.id);
    return entries.update({ documentId: entry.documentId, data: { ...change, seq }, fields: ENTRY_FIELDS, populate: ENTRY_POPULATE });
  });
}

/**
 * What a deleted entry keeps: its id, its sequence numbers and when it was deleted, so reconnecting streams hear
 * of it (`changes`). Its text, image, author and flags go from the row.
 */
const TOMBSTONE = { content: null, image: null, author: null, keyEvent: false, pinned: false };

/** Removes an entry from the story: a tombstone stays; its images go too when nothing else uses them. */
export async function removeEntry(strapi: Core.Strapi, story: StoryDoc, documentId: string): Promise<void> {
  const entry = await findEntry(strapi, story, documentId);
  const images = await entryImages(strapi, entry.id);
  const entries = strapi.documents(ENTRY);
  await strapi.db.transaction(async () => {
    const seq = await nextSeq(strapi, story.id, -1);
    // The query engine, not the document service: a tombstone has no content, which an entry otherwise requires.
    await queryOf(strapi, ENTRY).update({ where: { id: entry.id }, data: { ...TOMBSTONE, deletedAt: new Date().toISOString(), seq } });
    const latest = await entries.findFirst({
      filters: { story: { id: { $eq: story.id } }, deletedAt: { $null: true } },
      fields: ['createdAt'],
      sort: ['createdAt:desc'],
    });
    await queryOf(strapi, STORY).update({ where: { id: story.id }, data: { lastEntryAt: latest?.createdAt ?? null } });
  });
  await removeUnusedImages(strapi, images);
}

/** The image files an entry shows (read before its tombstone replaces it). */
async function entryImages(strapi: Core.Strapi, id: Data.ID) {
  const row = await queryOf(strapi, ENTRY).findOne({ where: { id }, select: ['content'], populate: { image: { select: ['id'] } } });
  return entryImageFiles(strapi, row?.image ? Number(row.image.id) : null, row?.content);
}

/**
 * Entries deleted before tombstones were emptied still hold their text, image and author: emptied at start,
 * before purge notices are sent (nothing public changes: `changes` answers a deleted entry's tombstone alone).
 */
export async function emptyOldTombstones(strapi: Core.Strapi): Promise<void> {
  // One Strapi process at a time (several may start together over one PostgreSQL).
  await withSetupLock(strapi, async () => {
    const old = await queryOf(strapi, ENTRY).findMany({ where: { deletedAt: { $notNull: true }, content: { $notNull: true } }, select: ['id'] });
    for (const { id } of old) {
      const images = await entryImages(strapi, id);
      await queryOf(strapi, ENTRY).update({ where: { id }, data: TOMBSTONE });
      await removeUnusedImages(strapi, images);
    }
  });
}
