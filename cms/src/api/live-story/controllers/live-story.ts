import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LIVE_ENTRY_PAGE_SIZE, LIVE_LIST_SIZE, LIVE_LIST_STATUSES, LIVE_MESSAGES, LIVE_SEQ_MAX, MAX_PAGE_SIZE, MESSAGES } from '@bulletin/contract';
import { positiveInt } from '../../../db/ids';
import { findStory, STORY, storyChanges, storyList, storyPage } from '../../../live/reads';
import { changeStory, editEntry, postEntry, removeEntry, startStory } from '../../../live/writes';
import { signedIn } from '../../../access/caller';
import { bodyData, isOneOf } from '../../../requests/input';

/**
 * Live coverage (docs/product.md#live-coverage). Reads are public; starting, ending and editing are for editors and admins, posting
 * entries for reporters too (cms/src/access/roles.ts). The rules: live/reads.ts and live/writes.ts.
 */
type Query = Record<string, unknown>;

function wholeNumber(query: Query, name: string, fallback: number, max: number, message: string, min = 1): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const n = raw === '0' ? 0 : positiveInt(raw);
  if (n === null || n < min || n > max) throw new errors.ValidationError(message);
  return n;
}

const bodyOf = (ctx: { request: { body?: unknown } }) => bodyData(ctx.request.body);

export default factories.createCoreController(STORY, ({ strapi }) => ({
  async find(ctx) {
    const query = ctx.query;
    const status = query.status === undefined || query.status === '' ? 'running' : query.status;
    if (!isOneOf(LIVE_LIST_STATUSES, status)) {
      throw new errors.ValidationError(`status must be one of ${LIVE_LIST_STATUSES.join(', ')}`);
    }
    const limit = wholeNumber(query, 'limit', LIVE_LIST_SIZE, MAX_PAGE_SIZE, MESSAGES.limitInvalid);
    ctx.body = { data: await storyList(strapi, status, limit), meta: {} };
  },

  async findOne(ctx) {
    const query = ctx.query;
    const page = wholeNumber(query, 'page', 1, Number.MAX_SAFE_INTEGER, MESSAGES.pageInvalid);
    const pageSize = wholeNumber(query, 'limit', LIVE_ENTRY_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES.limitInvalid);
    const story = await findStory(strapi, String(ctx.params.slug));
    const total = Number(story.entryCount ?? 0);
    ctx.body = {
      data: await storyPage(strapi, story, page, pageSize),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
  },

  /** What changed after sequence number `after` (the adapters' live hub; docs/decisions/0020-live-coverage.md). */
  async changes(ctx) {
    const after = wholeNumber(ctx.query, 'after', 0, LIVE_SEQ_MAX, LIVE_MESSAGES.afterInvalid, 0);
    const story = await findStory(strapi, String(ctx.params.slug));
    ctx.body = { data: await storyChanges(strapi, story, after), meta: {} };
  },

  async create(ctx) {
    ctx.status = 201;
    ctx.body = { data: await startStory(strapi, bodyOf(ctx)), meta: {} };
  },

  async update(ctx) {
    const story = await findStory(strapi, String(ctx.params.slug));
    ctx.body = { data: await changeStory(strapi, story, bodyOf(ctx)), meta: {} };
  },

  async createEntry(ctx) {
    const story = await findStory(strapi, String(ctx.params.slug));
    if (story.status === 'ended') ctx.throw(409, LIVE_MESSAGES.storyEnded);
    const caller = signedIn(ctx.state.user);
    ctx.status = 201;
    ctx.body = { data: await postEntry(strapi, story, bodyOf(ctx), caller), meta: {} };
  },

  async updateEntry(ctx) {
    const story = await findStory(strapi, String(ctx.params.slug));
    ctx.body = { data: await editEntry(strapi, story, String(ctx.params.entryId), bodyOf(ctx)), meta: {} };
  },

  async deleteEntry(ctx) {
    const story = await findStory(strapi, String(ctx.params.slug));
    await removeEntry(strapi, story, String(ctx.params.entryId));
    ctx.body = { data: { documentId: String(ctx.params.entryId) }, meta: {} };
  },
}));
