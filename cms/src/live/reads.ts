import type { Core, Data, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ERROR_MESSAGES, LIVE_KEY_EVENTS_MAX } from '@bulletin/contract';
import { idOrSlugFilter } from '../db/ids';
import { isPubliclyVisible } from '../access/visibility';

/**
 * What the live routes read (cms/src/api/live-story): a story's header, a page of its entries, the entries
 * changed after a sequence number (the adapters' live hub), the list of stories. Every reader sees the same:
 * stories are public from their start; deleted entries are tombstones (id and sequence numbers) that only
 * `changes` returns; a linked article shows only while the public may see it.
 */
export const STORY = 'api::live-story.live-story';
export const ENTRY = 'api::live-entry.live-entry';
type Fields<U extends typeof STORY | typeof ENTRY> = Modules.Documents.Params.Fields.ArrayNotation<U>;
type Populate<U extends typeof STORY | typeof ENTRY> = Modules.Documents.Params.Populate.Any<U>;

export const STORY_FIELDS = [
  'title', 'slug', 'status', 'startedAt', 'endedAt', 'seq', 'changedSeq', 'entryCount', 'lastEntryAt', 'updatedAt',
] satisfies Fields<typeof STORY>;
const STORY_POPULATE = {
  category: { fields: ['name', 'slug', 'color', 'icon'] },
  article: { fields: ['title', 'slug', 'editorialStatus', 'publishDate'] },
} satisfies Populate<typeof STORY>;
export const ENTRY_FIELDS = ['content', 'keyEvent', 'pinned', 'seq', 'createdSeq', 'deletedAt', 'createdAt', 'updatedAt'] satisfies Fields<typeof ENTRY>;
export const ENTRY_POPULATE = {
  image: { fields: ['url', 'width', 'height', 'mime', 'alternativeText', 'formats'] },
  author: { fields: ['firstName', 'lastName', 'avatar'] },
} satisfies Populate<typeof ENTRY>;

/** At most this many changes per `changes` call (the hub asks again while `more`). */
export const MAX_CHANGES = 500;

type StoryRead = Modules.Documents.Result<typeof STORY, { fields: typeof STORY_FIELDS; populate: typeof STORY_POPULATE }>;
/** The linked article as readers see it: only while the public may read it. */
type PublicArticle = { documentId: string; title: string | null | undefined; slug: string | null | undefined };
export type StoryDoc = Omit<StoryRead, 'article'> & { article: PublicArticle | null };

const stories = (strapi: Core.Strapi) => strapi.documents(STORY);
const entries = (strapi: Core.Strapi) => strapi.documents(ENTRY);

/** The linked article only while the public may read it (a draft's title is not the public's). */
function publicStory(doc: StoryRead): StoryDoc {
  const article = doc.article && isPubliclyVisible(doc.article) ? { documentId: doc.article.documentId, title: doc.article.title, slug: doc.article.slug } : null;
  return { ...doc, article };
}

/** A story by its slug (or id), or a 404. */
export async function findStory(strapi: Core.Strapi, slugOrId: string): Promise<StoryDoc> {
  const doc = await stories(strapi).findFirst({ filters: idOrSlugFilter(slugOrId), fields: STORY_FIELDS, populate: STORY_POPULATE });
  if (!doc) throw new errors.NotFoundError(ERROR_MESSAGES.liveStoryNotFound);
  return publicStory(doc);
}

const liveEntries = (storyId: Data.ID) => ({ story: { id: { $eq: storyId } }, deletedAt: { $null: true } });

/** A page of the story's entries, newest first, with the pinned entry and the latest key events. */
export async function storyPage(strapi: Core.Strapi, story: StoryDoc, page: number, pageSize: number) {
  const [list, pinned, keyEvents] = await Promise.all([
    entries(strapi).findMany({
      filters: liveEntries(story.id),
      fields: ENTRY_FIELDS,
      populate: ENTRY_POPULATE,
      sort: ['createdAt:desc', 'id:desc'],
      start: (page - 1) * pageSize,
      limit: pageSize,
    }),
    entries(strapi).findFirst({ filters: { ...liveEntries(story.id), pinned: { $eq: true } }, fields: ENTRY_FIELDS, populate: ENTRY_POPULATE, sort: ['seq:desc'] }),
    entries(strapi).findMany({
      filters: { ...liveEntries(story.id), keyEvent: { $eq: true } },
      fields: ENTRY_FIELDS,
      populate: ENTRY_POPULATE,
      sort: ['createdAt:desc', 'id:desc'],
      limit: LIVE_KEY_EVENTS_MAX,
    }),
  ]);
  return { story, entries: list, pinned, keyEvents };
}

/**
 * The entries changed after sequence number `after`, in the order of their last change (deleted ones included),
 * and the story as it is now; `more` when there are further changes (ask again after the last `seq`).
 */
export async function storyChanges(strapi: Core.Strapi, story: StoryDoc, after: number) {
  const changed = await entries(strapi).findMany({
    filters: { story: { id: { $eq: story.id } }, seq: { $gt: after } },
    fields: ENTRY_FIELDS,
    populate: ENTRY_POPULATE,
    sort: ['seq:asc'],
    limit: MAX_CHANGES + 1,
  });
  return { story, entries: changed.slice(0, MAX_CHANGES).map(publicChange), more: changed.length > MAX_CHANGES };
}

/** A deleted entry is its tombstone alone: what a stream needs to drop it, never its text, image or author. */
function publicChange<E extends { id: Data.ID; documentId: string; seq?: number | null; createdSeq?: number | null; deletedAt?: unknown }>(entry: E) {
  if (!entry.deletedAt) return entry;
  const { id, documentId, seq, createdSeq, deletedAt } = entry;
  return { id, documentId, seq, createdSeq, deletedAt };
}

/** The stories of a status (or all), newest first. */
export async function storyList(strapi: Core.Strapi, status: 'running' | 'ended' | 'all', limit: number) {
  const docs = await stories(strapi).findMany({
    filters: status === 'all' ? {} : { status: { $eq: status } },
    fields: STORY_FIELDS,
    populate: { category: STORY_POPULATE.category },
    sort: ['startedAt:desc', 'id:desc'],
    limit,
  });
  return docs.map((doc) => ({ ...doc, article: null }));
}

/** Every story's address for the sitemap, newest first. */
export async function storySitemap(strapi: Core.Strapi, limit: number) {
  return stories(strapi).findMany({ fields: ['slug', 'updatedAt', 'lastEntryAt', 'startedAt'], sort: ['startedAt:desc', 'id:desc'], limit });
}
