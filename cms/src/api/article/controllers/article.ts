import { factories, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ALL_LOCALES, ERROR_MESSAGES, isAuthorSlug, type Locale, MESSAGES, STATUS_FILTERS, translationExistsMessage } from '@bulletin/contract';
import { publicArticleFilter, readableArticleFilter, visibilityFilter, type StatusParam } from '../../../access/visibility';
import { signedIn, type RouteCaller } from '../../../access/caller';
import { creditedTo, creditedToSlug } from '../../../access/credits';
import { searchArticleIds } from '../../../articles/search';
import { categoryListPage, categoryListQuery, relatedArticleIds } from '../../../categories/list';
import { categoryAncestors } from '../../../categories/ancestors';
import { publishedTotal } from '../../../categories/counts';
import { articleSlugBase, uniqueSlug } from '../../../articles/slug';
import {
  assertLanguageFree,
  attachTranslations,
  isTranslationClash,
  listLocale,
  storyOfNewArticle,
  writtenLocale,
} from '../../../articles/translations';
import { idOrSlugFilter, positiveInt, rowId } from '../../../db/ids';
import { tableOf } from '../../../db/tables';
import { countView, shownViews } from '../../../articles/view-counter';
import { createVisits, type Visits } from '../../../articles/visits';
import type { ViewsConfig } from '../../../../config/views';
import {
  ARTICLE_FIELDS,
  ARTICLE_POPULATE,
  ARTICLE_WITH_COMMENTS_POPULATE,
  MAX_RELATED,
  RELATED_FIELDS,
  RELATED_POPULATE,
  pickWritable,
} from '../../../articles/fields';
import { readsOf, inputFor } from '../../../db/documents';
import { bodyData, isOneOf, isRecord } from '../../../requests/input';
import { pageOf } from '../../../requests/page';
import { isVersion, loadedVersion, lockForEdit } from '../../../articles/edit-conflict';
import { attachReviewNotes, reviewNoteOnMove, sentReviewNote } from '../../../articles/review-note';
import { roleOf } from '../../../access/roles';
import { authorOf, coAuthorsToStore } from '../../../articles/co-authors';
import { queryOf } from '../../../db/queries';
import { addCorrection, correctionText, editCorrection, latestCorrections } from '../../../articles/corrections';
import { applyArticleFocus, sentFocus } from '../../../media/focus';
import { fieldError } from '../../../requests/contract-input';

const UID = 'api::article.article';
type Caller = RouteCaller;
type Populate = Modules.Documents.Params.Populate.ObjectNotation<typeof UID>;

function parseStatus(value: unknown): StatusParam | undefined {
  if (value === undefined || value === '') return undefined;
  if (isOneOf(STATUS_FILTERS, value)) return value;
  throw new errors.ValidationError(`status must be one of ${STATUS_FILTERS.join(', ')}`);
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);
  // Reads: the query engine, no transaction around them (db/documents.ts).
  const reads = () => readsOf(strapi, UID);
  let seen: Visits | null = null;
  /** The visitors who viewed each article lately (one view each per VIEW_REPEAT_WINDOW_MS). */
  const visits = () => (seen ??= createVisits(strapi.config.get<ViewsConfig>('views').repeatWindowMs));

  /** Articles by row id, whole (public fields, category, author, images), in the order of `ids`. */
  async function loadInOrder(ids: number[]) {
    if (!ids.length) return [];
    const docs = await reads().findMany({ filters: { id: { $in: ids } }, fields: ARTICLE_FIELDS, populate: ARTICLE_POPULATE });
    const byId = new Map(docs.map((d) => [d.id, d]));
    return ids.map((id) => byId.get(id)).filter((doc) => doc !== undefined);
  }

  /**
   * An article's related articles (`?related=n` on a single read): the newest n visible articles of its category,
   * itself left out, with what a related link shows (title, slug, excerpt, image). The same for every caller.
   */
  async function relatedOf(doc: { id: number; language?: string | null; category?: { id?: number | string } | null }, wanted: unknown) {
    if (wanted === undefined) return undefined;
    const n = positiveInt(wanted);
    if (!n || n > MAX_RELATED) throw new errors.ValidationError(`related must be a whole number from 1 to ${MAX_RELATED}`);
    // Related articles stay in the article's language.
    const article = { id: doc.id, locale: writtenLocale(doc.language) };
    const ids = await relatedArticleIds(strapi, article, doc.category?.id ? [Number(doc.category.id)] : [], n);
    if (!ids.length) return [];
    const docs = await reads().findMany({ filters: { id: { $in: ids } }, fields: RELATED_FIELDS, populate: RELATED_POPULATE });
    const byId = new Map(docs.map((d) => [d.id, d]));
    return ids.map((id) => byId.get(id)).filter((related) => related !== undefined);
  }

  /** The article the caller may open (by id or slug) with its public fields and the relations of `populate`; else a 404. */
  async function findReadable<const P extends Populate>(idOrSlug: string, caller: Caller, populate: P) {
    const doc = await reads().findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: ARTICLE_FIELDS,
      populate,
    });
    if (!doc) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    return doc;
  }

  /**
   * Every article has a category, given by its id, that exists (Strapi's own message for a missing one
   * names neither the field nor the problem). On update only a category that is sent is checked.
   */
  async function assertCategory(category: unknown, creating: boolean) {
    if (category === undefined && !creating) return;
    const fail = (message: string) => fieldError('category', message);
    if (typeof category !== 'string' || category.trim() === '') throw fail(MESSAGES.categoryRequired);
    const found = await strapi.documents('api::category.category').count({ filters: { documentId: category } });
    if (!found) throw fail(ERROR_MESSAGES.categoryNotFound);
  }

  async function likedBy(caller: Caller, documentId: string): Promise<boolean> {
    if (!caller) return false;
    const like = await queryOf(strapi, 'api::like.like').findOne({ where: { key: `${caller.id}:${documentId}` } });
    return Boolean(like);
  }

  /** An article after a write, as an edit answers it: with its story's languages and, for staff, its review note. */
  async function editedArticle(documentId: string, caller: Caller) {
    const doc = await findReadable(documentId, caller, ARTICLE_POPULATE);
    const [answer] = await attachTranslations(strapi, caller, [doc]);
    await attachReviewNotes(strapi, caller, [answer!]);
    return answer;
  }

  return {
    async find(ctx) {
      const { editorialStatus, search, tag, author, locale, ...rest } = ctx.query;
      ctx.query = rest;
      await this.validateQuery!(ctx);
      const query = await this.sanitizeQuery!(ctx);
      const queryFilters = isRecord(query.filters) ? query.filters : undefined;
      const caller = ctx.state.user;
      const now = new Date();
      // One language per list (absent: English, as before languages); `all` for staff (docs/product.md#languages).
      const language = listLocale(locale, caller);
      const oneLanguage: Locale | undefined = language === ALL_LOCALES ? undefined : language;

      const and: Array<Record<string, unknown>> = [visibilityFilter(caller, parseStatus(editorialStatus), now)];
      if (queryFilters) and.push(queryFilters);
      if (typeof tag === 'string' && tag.trim()) {
        and.push({ tagIndex: { $containsi: `|${tag.trim().toLowerCase()}|` } });
      }
      if (author !== undefined && author !== '') {
        // An author's user id, or their author slug (an author page's list): the articles crediting them, as author
        // or co-author.
        const authorId = rowId(author);
        if (authorId) and.push(creditedTo(authorId));
        else if (isAuthorSlug(author)) and.push(creditedToSlug(author));
        else throw new errors.ValidationError('author must be a user id or an author slug');
      }
      // A reader's search with nothing else to filter: the search itself keeps to the visible articles.
      const publicOnly = and.length === 1 && parseStatus(editorialStatus) === undefined;
      let ranked: number[] | null = null;
      if (typeof search === 'string' && search.trim()) {
        ranked = await searchArticleIds(strapi, search, publicOnly ? now : undefined, oneLanguage);
        and.push({ id: { $in: ranked.length ? ranked : [0] } });
      }
      const filters = { $and: oneLanguage ? [...and, { language: { $eq: oneLanguage } }] : and };
      const { page, pageSize } = pageOf(query.pagination);
      const start = (page - 1) * pageSize;
      // One category's public list (category pages, the home's category box, related articles): its own query.
      const byCategory =
        oneLanguage && and.length <= 2 && parseStatus(editorialStatus) === undefined ? categoryListQuery(queryFilters, query.sort, oneLanguage) : undefined;
      if (byCategory) {
        const { ids, total } = await categoryListPage(strapi, byCategory, start, pageSize, now);
        const data = await attachTranslations(strapi, caller, await loadInOrder(ids), now);
        await attachReviewNotes(strapi, caller, data);
        ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
        return;
      }
      // Every public article, no other filter (the home's latest): the kept count, not a count of ~all rows.
      const everyPublic = oneLanguage && and.length === 1 && parseStatus(editorialStatus) === undefined ? oneLanguage : undefined;
      const countAll = async () => (everyPublic ? publishedTotal(strapi, now, everyPublic) : reads().count({ filters }));

      let loaded: Awaited<ReturnType<typeof loadInOrder>>;
      let total: number;
      if (ranked && !query.sort) {
        // Relevance order: rank the matching ids, then load just this page. Every match is read to rank it,
        // so their number is the total (no second query counting the same rows).
        let matching = ranked;
        if (!publicOnly) {
          const rank = new Map(ranked.map((id, i) => [id, i]));
          const rows = await reads().findMany({ filters, fields: ['documentId'] });
          matching = rows.map((m) => m.id).sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
        }
        total = matching.length;
        loaded = await loadInOrder(matching.slice(start, start + pageSize));
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
          }),
        ]);
        total = counted;
        loaded = await loadInOrder(page.map((p) => p.id));
      }
      const data = await attachTranslations(strapi, caller, loaded, now);
      await attachReviewNotes(strapi, caller, data);
      ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
    },

    async findOne(ctx) {
      const caller = ctx.state.user;
      const found = await findReadable(String(ctx.params.id), caller, ARTICLE_WITH_COMMENTS_POPULATE);
      const [liked, relatedArticles, [doc], ancestors] = await Promise.all([
        likedBy(caller, found.documentId),
        relatedOf(found, ctx.query.related),
        attachTranslations(strapi, caller, [found]),
        // The categories above its own: the article page's breadcrumb trail.
        categoryAncestors(strapi, found.category?.id),
      ]);
      await attachReviewNotes(strapi, caller, [doc!]);
      const category = doc!.category ? { ...doc!.category, ancestors } : doc!.category;
      ctx.body = { data: { ...doc!, category, liked, ...(relatedArticles ? { relatedArticles } : {}) }, meta: {} };
    },

    /**
     * A new article, in `language` (English when not sent); with `translationOf`, a translation joining that
     * article's story (articles/translations.ts: 400 when it names no article the caller may open, 409 for the
     * same language or a language the story has).
     */
    async create(ctx) {
      const caller = signedIn(ctx.state.user);
      const sent = bodyData(ctx.request.body);
      const data = pickWritable(sent);
      const focus = sentFocus(sent.featuredImageFocus);
      const title = typeof data.title === 'string' ? data.title.trim() : '';
      if (!title) {
        throw fieldError('title', MESSAGES.titleRequired);
      }
      const locale = writtenLocale(data.language);
      data.language = locale;
      await assertCategory(data.category, true);
      const story = await storyOfNewArticle(strapi, caller, sent.translationOf, locale, (status, message) => ctx.throw(status, message));
      data.translationGroup = story.group;
      const taken = async (slug: string) => (await documents().count({ filters: { slug } })) > 0;
      data.slug = await uniqueSlug(title, taken, articleSlugBase(title, locale, story.original));
      data.author = caller.documentId;
      const coAuthors = await coAuthorsToStore(strapi, sent.coAuthors, caller.id);
      if (coAuthors) data.coAuthors = coAuthors;
      let created;
      try {
        created = await documents().create({ data: inputFor(UID, data), fields: ARTICLE_FIELDS, populate: ARTICLE_POPULATE });
      } catch (err) {
        // Another translation into this language was saved meanwhile (the story's one-per-language index).
        if (isTranslationClash(strapi, err)) ctx.throw(409, translationExistsMessage(locale));
        throw err;
      }
      await applyArticleFocus(strapi, created as Parameters<typeof applyArticleFocus>[1], focus);
      const [withTranslations] = await attachTranslations(strapi, caller, [created]);
      ctx.status = 201;
      ctx.body = { data: withTranslations, meta: {} };
    },

    /**
     * An edit. With `data.updatedAt` (the version the editor loaded) the stored version is compared inside the
     * write's transaction, the row locked (articles/edit-conflict): a changed article is a 409 and nothing is
     * written. A review note goes with a send-back only, and leaves with the draft (articles/review-note).
     */
    async update(ctx) {
      const documentId = String(ctx.params.id);
      const sent = bodyData(ctx.request.body);
      const data = pickWritable(sent);
      const loaded = loadedVersion(sent);
      const note = sentReviewNote(sent);
      const focus = sentFocus(sent.featuredImageFocus);
      await assertCategory(data.category, false);
      // Sent, the list replaces the stored one (articles/co-authors.ts); not sent, it stays.
      if (sent.coAuthors !== undefined) data.coAuthors = await coAuthorsToStore(strapi, sent.coAuthors, await authorOf(strapi, documentId));
      const role = roleOf(ctx.state.user);
      const updated = await strapi.db.transaction(async ({ trx }) => {
        const stored = await lockForEdit(strapi, trx, documentId);
        if (!stored) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
        if (loaded && !isVersion(stored, loaded)) ctx.throw(409, MESSAGES.editConflict);
        const from = stored.editorialStatus ?? '';
        const to = typeof data.editorialStatus === 'string' ? data.editorialStatus : from;
        const reviewNote = reviewNoteOnMove(role, from, to, note);
        if (reviewNote !== undefined) data.reviewNote = reviewNote;
        if (data.language !== undefined) {
          data.language = writtenLocale(data.language);
          const story = { id: stored.id, group: stored.translationGroup, language: stored.language };
          await assertLanguageFree(strapi, story, data.language as Locale, (status, message) => ctx.throw(status, message));
        }
        try {
          return await documents().update({ documentId, data: inputFor(UID, data), fields: ARTICLE_FIELDS, populate: ARTICLE_POPULATE });
        } catch (err) {
          if (isTranslationClash(strapi, err)) ctx.throw(409, translationExistsMessage(data.language as Locale));
          throw err;
        }
      });
      await applyArticleFocus(strapi, updated as Parameters<typeof applyArticleFocus>[1], focus);
      const answer = await attachTranslations(strapi, ctx.state.user, updated ? [updated] : []);
      await attachReviewNotes(strapi, ctx.state.user, answer);
      ctx.body = { data: answer[0] ?? updated, meta: {} };
    },

    /**
     * POST /articles/:id/corrections, PUT /articles/:id/corrections/:correctionId (editors and admins: the role
     * matrix): a correction attached to, or changed on, a published article (articles/corrections.ts); the answer is
     * the article as an edit returns it.
     */
    async addCorrection(ctx) {
      const caller = signedIn(ctx.state.user);
      const text = correctionText(ctx.request.body);
      const { documentId } = await findReadable(String(ctx.params.id), caller, {});
      await addCorrection(strapi, documentId, text, (message) => ctx.throw(409, message));
      ctx.status = 201;
      ctx.body = { data: await editedArticle(documentId, caller), meta: {} };
    },

    async editCorrection(ctx) {
      const caller = signedIn(ctx.state.user);
      const text = correctionText(ctx.request.body);
      const { documentId } = await findReadable(String(ctx.params.id), caller, {});
      await editCorrection(strapi, documentId, String(ctx.params.correctionId), text, (message) => ctx.throw(409, message));
      ctx.body = { data: await editedArticle(documentId, caller), meta: {} };
    },

    /** GET /corrections: the latest corrections across the site, of articles the public may read only. */
    async corrections(ctx) {
      ctx.body = { data: await latestCorrections(strapi), meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const existing = await documents().findOne({ documentId, fields: ['title'] });
      if (!existing) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
      await strapi.db.transaction(async () => {
        await queryOf(strapi, 'api::comment.comment').deleteMany({ where: { article: { id: existing.id } } });
        await queryOf(strapi, 'api::like.like').deleteMany({ where: { article: { id: existing.id } } });
        await documents().delete({ documentId });
      });
      ctx.body = { data: { documentId }, meta: {} };
    },

    /**
     * One visit, one view: counted in memory and written in batches with atomic SQL increments
     * (`cms/src/articles/view-counter.ts`); the answer is the stored count plus this article's pending views. A
     * visitor's further views of the article within VIEW_REPEAT_WINDOW_MS are not counted (`articles/visits.ts`).
     */
    async view(ctx) {
      const doc = await reads().findFirst({
        filters: { $and: [idOrSlugFilter(String(ctx.params.id)), publicArticleFilter()] },
        fields: ['views'],
      });
      if (!doc) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
      const stored = Number(doc.views ?? 0);
      const first = visits().firstView(ctx.request.ip, ctx.request.get('user-agent'), doc.id);
      ctx.body = { data: { views: first ? await countView(strapi, doc.id, stored) : shownViews(doc.id, stored) }, meta: {} };
    },

    /**
     * Toggle the caller's like. Toggles of one article run one at a time (the article row is locked on
     * PostgreSQL; SQLite has a single writer), and the count is recomputed from the like rows, so it can never
     * drift from them. The unique like key makes a double like impossible.
     */
    async like(ctx) {
      const caller = signedIn(ctx.state.user);
      const doc = await findReadable(String(ctx.params.id), caller, {});
      const key = `${caller.id}:${doc.documentId}`;
      const likes = queryOf(strapi, 'api::like.like');
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
