import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES, STATUS_FILTERS } from '@bulletin/contract';
import { publicArticleFilter, readableArticleFilter, visibilityFilter, type StatusParam } from '../../../access/visibility';
import type { RouteCaller } from '../../../access/caller';
import { searchArticleIds } from '../../../articles/search';
import { categoryListPage, categoryListQuery, relatedArticleIds } from '../../../categories/list';
import { publishedTotal } from '../../../categories/counts';
import { uniqueSlug } from '../../../articles/slug';
import { idOrSlugFilter, positiveInt, rowId } from '../../../db/ids';
import { tableOf } from '../../../db/tables';
import { countView } from '../../../articles/view-counter';
import {
  ARTICLE_FIELDS,
  ARTICLE_POPULATE,
  ARTICLE_WITH_COMMENTS_POPULATE,
  MAX_RELATED,
  RELATED_FIELDS,
  RELATED_POPULATE,
  pickWritable,
} from '../../../articles/fields';
import { documentsOf, readsOf } from '../../../db/documents';
import { isVersion, loadedVersion, lockForEdit } from '../../../articles/edit-conflict';
import { attachReviewNotes, reviewNoteOnMove, sentReviewNote } from '../../../articles/review-note';
import { roleOf } from '../../../access/roles';

const UID = 'api::article.article';
type Query = { filters?: Record<string, unknown>; sort?: string | string[]; pagination?: { page?: unknown; pageSize?: unknown } };
type Caller = RouteCaller;

function parseStatus(value: unknown): StatusParam | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (STATUS_FILTERS as readonly string[]).includes(value)) return value as StatusParam;
  throw new errors.ValidationError(`status must be one of ${STATUS_FILTERS.join(', ')}`);
}

function pageOf(pagination: Query['pagination']) {
  const page = positiveInt(pagination?.page ?? DEFAULT_PAGE);
  const pageSize = positiveInt(pagination?.pageSize ?? DEFAULT_PAGE_SIZE);
  if (!page) throw new errors.ValidationError(MESSAGES.pageInvalid);
  if (!pageSize || pageSize > MAX_PAGE_SIZE) throw new errors.ValidationError(MESSAGES.limitInvalid);
  return { page, pageSize };
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => documentsOf(strapi, UID);
  // Reads: the query engine, no transaction around them (db/documents.ts).
  const reads = () => readsOf(strapi, UID);

  /** Articles by row id, whole (public fields, category, author, images), in the order of `ids`. */
  async function loadInOrder(ids: number[]) {
    if (!ids.length) return [];
    const docs = (await reads().findMany({ filters: { id: { $in: ids } }, fields: [...ARTICLE_FIELDS], populate: ARTICLE_POPULATE })) as Array<{ id: number }>;
    const byId = new Map(docs.map((d) => [d.id, d]));
    return ids.map((id) => byId.get(id)).filter(Boolean);
  }

  /**
   * An article's related articles (`?related=n` on a single read): the newest n visible articles of its category,
   * itself left out, with what a related link shows (title, slug, excerpt, image). The same for every caller.
   */
  async function relatedOf(doc: { id: number; category?: { id?: number } | null }, wanted: unknown) {
    if (wanted === undefined) return undefined;
    const n = positiveInt(wanted);
    if (!n || n > MAX_RELATED) throw new errors.ValidationError(`related must be a whole number from 1 to ${MAX_RELATED}`);
    const ids = await relatedArticleIds(strapi, doc.id, doc.category?.id ? [doc.category.id] : [], n);
    if (!ids.length) return [];
    const docs = (await reads().findMany({ filters: { id: { $in: ids } }, fields: [...RELATED_FIELDS], populate: RELATED_POPULATE })) as Array<{ id: number }>;
    const byId = new Map(docs.map((d) => [d.id, d]));
    return ids.map((id) => byId.get(id)).filter(Boolean);
  }

  async function findReadable(idOrSlug: string, caller: Caller, populate: object) {
    const doc = await reads().findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: [...ARTICLE_FIELDS],
      populate,
    });
    if (!doc) throw new errors.NotFoundError('Article not found');
    return doc as Record<string, unknown> & { id: number; documentId: string };
  }

  /**
   * Every article has a category, given by its id, that exists (Strapi's own message for a missing one
   * names neither the field nor the problem). On update only a category that is sent is checked.
   */
  async function assertCategory(category: unknown, creating: boolean) {
    if (category === undefined && !creating) return;
    const fail = (message: string) => new errors.ValidationError(message, { errors: [{ path: ['category'], message }] });
    if (typeof category !== 'string' || category.trim() === '') throw fail('Category is required');
    const found = await documentsOf(strapi, 'api::category.category').count({ filters: { documentId: category } });
    if (!found) throw fail('Category not found');
  }

  async function likedBy(caller: Caller, documentId: string): Promise<boolean> {
    if (!caller) return false;
    const like = await strapi.db.query('api::like.like').findOne({ where: { key: `${caller.id}:${documentId}` } });
    return Boolean(like);
  }

  return {
    async find(ctx) {
      const { editorialStatus, search, tag, author, ...rest } = ctx.query as Record<string, unknown>;
      ctx.query = rest;
      await this.validateQuery!(ctx);
      const query = (await this.sanitizeQuery!(ctx)) as Query;
      const caller = ctx.state.user as Caller;
      const now = new Date();

      const and: object[] = [visibilityFilter(caller, parseStatus(editorialStatus), now)];
      if (query.filters) and.push(query.filters);
      if (typeof tag === 'string' && tag.trim()) {
        and.push({ tagIndex: { $containsi: `|${tag.trim().toLowerCase()}|` } });
      }
      if (author !== undefined && author !== '') {
        const authorId = rowId(author);
        if (!authorId) throw new errors.ValidationError('author must be a user id');
        and.push({ author: { id: { $eq: authorId } } });
      }
      // A reader's search with nothing else to filter: the search itself keeps to the visible articles.
      const publicOnly = and.length === 1 && parseStatus(editorialStatus) === undefined;
      let ranked: number[] | null = null;
      if (typeof search === 'string' && search.trim()) {
        ranked = await searchArticleIds(strapi, search, publicOnly ? now : undefined);
        and.push({ id: { $in: ranked.length ? ranked : [0] } });
      }
      const filters = { $and: and };
      const { page, pageSize } = pageOf(query.pagination);
      const start = (page - 1) * pageSize;
      // One category's public list (category pages, the home's category box, related articles): its own query.
      const byCategory = and.length <= 2 && parseStatus(editorialStatus) === undefined ? categoryListQuery(query.filters, query.sort) : undefined;
      if (byCategory) {
        const { ids, total } = await categoryListPage(strapi, byCategory, start, pageSize, now);
        const data = await loadInOrder(ids);
        await attachReviewNotes(strapi, caller, data);
        ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
        return;
      }
      // Every public article, no other filter (the home's latest): the kept count, not a count of ~all rows.
      const everyPublic = and.length === 1 && parseStatus(editorialStatus) === undefined;
      const countAll = async () => (everyPublic ? publishedTotal(strapi, now) : reads().count({ filters }));

      let data: unknown[];
      let total: number;
      if (ranked && !query.sort) {
        // Relevance order: rank the matching ids, then load just this page. Every match is read to rank it,
        // so their number is the total (no second query counting the same rows).
        let matching = ranked;
        if (!publicOnly) {
          const rank = new Map(ranked.map((id, i) => [id, i]));
          const rows = (await reads().findMany({ filters, fields: ['documentId'] })) as Array<{ id: number }>;
          matching = rows.map((m) => m.id).sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
        }
        total = matching.length;
        data = await loadInOrder(matching.slice(start, start + pageSize));
      } else {
        // The page's ids first, from narrow rows, then the page itself: a filter through a relation (a
        // category) makes Strapi de-duplicate rows, and de-duplicating thousands of whole articles (content
        // included) to reach a deep page costs more than the rest of the request. The count meanwhile.
        const [counted, page] = await Promise.all([
          countAll(),
          reads().findMany({
            filters,
            sort: query.sort ?? ['publishDate:desc', 'id:desc'],
            fields: ['publishDate'],
            start,
            limit: pageSize,
          }) as Promise<Array<{ id: number }>>,
        ]);
        total = counted;
        data = await loadInOrder(page.map((p) => p.id));
      }
      await attachReviewNotes(strapi, caller, data);
      ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
    },

    async findOne(ctx) {
      const caller = ctx.state.user as Caller;
      const doc = await findReadable(String(ctx.params.id), caller, ARTICLE_WITH_COMMENTS_POPULATE);
      const [liked, relatedArticles] = await Promise.all([likedBy(caller, doc.documentId), relatedOf(doc, ctx.query.related)]);
      await attachReviewNotes(strapi, caller, [doc]);
      ctx.body = { data: { ...doc, liked, ...(relatedArticles ? { relatedArticles } : {}) }, meta: {} };
    },

    async create(ctx) {
      const caller = ctx.state.user as NonNullable<Caller>;
      const data = pickWritable((ctx.request.body as { data?: Record<string, unknown> })?.data ?? {});
      const title = typeof data.title === 'string' ? data.title.trim() : '';
      if (!title) {
        throw new errors.ValidationError('Title is required', { errors: [{ path: ['title'], message: 'Title is required' }] });
      }
      await assertCategory(data.category, true);
      data.slug = await uniqueSlug(title, async (slug) => (await documents().count({ filters: { slug } })) > 0);
      data.author = caller.documentId;
      const created = await documents().create({ data, fields: [...ARTICLE_FIELDS], populate: ARTICLE_POPULATE });
      ctx.status = 201;
      ctx.body = { data: created, meta: {} };
    },

    /**
     * An edit. With `data.updatedAt` (the version the editor loaded) the stored version is compared inside the
     * write's transaction, the row locked (articles/edit-conflict): a changed article is a 409 and nothing is
     * written. A review note goes with a send-back only, and leaves with the draft (articles/review-note).
     */
    async update(ctx) {
      const documentId = String(ctx.params.id);
      const sent = (ctx.request.body as { data?: Record<string, unknown> })?.data ?? {};
      const data = pickWritable(sent);
      const loaded = loadedVersion(sent);
      const note = sentReviewNote(sent);
      await assertCategory(data.category, false);
      const role = roleOf(ctx.state.user as Caller);
      const updated = await strapi.db.transaction(async ({ trx }) => {
        const stored = await lockForEdit(strapi, trx, documentId);
        if (!stored) throw new errors.NotFoundError('Article not found');
        if (loaded && !isVersion(stored, loaded)) ctx.throw(409, MESSAGES.editConflict);
        const to = typeof data.editorialStatus === 'string' ? data.editorialStatus : stored.editorialStatus;
        const reviewNote = reviewNoteOnMove(role, stored.editorialStatus, to, note);
        if (reviewNote !== undefined) data.reviewNote = reviewNote;
        return documents().update({ documentId, data, fields: [...ARTICLE_FIELDS], populate: ARTICLE_POPULATE });
      });
      await attachReviewNotes(strapi, ctx.state.user as Caller, [updated]);
      ctx.body = { data: updated, meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const existing = (await documents().findOne({ documentId, fields: ['title'] })) as { id: number } | null;
      if (!existing) throw new errors.NotFoundError('Article not found');
      await strapi.db.transaction(async () => {
        await strapi.db.query('api::comment.comment').deleteMany({ where: { article: { id: existing.id } } });
        await strapi.db.query('api::like.like').deleteMany({ where: { article: { id: existing.id } } });
        await documents().delete({ documentId });
      });
      ctx.body = { data: { documentId }, meta: {} };
    },

    /**
     * One visit, one view: counted in memory and written in batches with atomic SQL increments
     * (`cms/src/articles/view-counter.ts`); the answer is the stored count plus this article's pending views.
     */
    async view(ctx) {
      const doc = (await reads().findFirst({
        filters: { $and: [idOrSlugFilter(String(ctx.params.id)), publicArticleFilter()] },
        fields: ['views'],
      })) as { id: number; views?: number | null } | null;
      if (!doc) throw new errors.NotFoundError('Article not found');
      ctx.body = { data: { views: await countView(strapi, doc.id, Number(doc.views ?? 0)) }, meta: {} };
    },

    /**
     * Toggle the caller's like. Toggles of one article run one at a time (the article row is locked on
     * PostgreSQL; SQLite has a single writer), and the count is recomputed from the like rows, so it can never
     * drift from them. The unique like key makes a double like impossible.
     */
    async like(ctx) {
      const caller = ctx.state.user as NonNullable<Caller>;
      const doc = await findReadable(String(ctx.params.id), caller, {});
      const key = `${caller.id}:${doc.documentId}`;
      const likes = strapi.db.query('api::like.like');
      const { table, column } = tableOf(strapi, UID);
      const knex = strapi.db.connection;
      ctx.body = {
        data: await strapi.db.transaction(async ({ trx }) => {
          const lock = knex(table).transacting(trx).where({ id: doc.id }).first('id');
          if (strapi.db.dialect.client === 'postgres') lock.forUpdate();
          await lock;
          const removed = await likes.deleteMany({ where: { key } });
          const liked = removed.count === 0;
          if (liked) await likes.create({ data: { key, article: doc.id, user: caller.id } });
          const count = await likes.count({ where: { article: { id: doc.id } } });
          await knex(table).transacting(trx).where({ id: doc.id }).update({ [column('likes')]: count });
          return { likes: count, liked };
        }),
        meta: {},
      };
    },
  };
});
