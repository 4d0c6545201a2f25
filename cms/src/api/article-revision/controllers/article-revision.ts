import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGES } from '@bulletin/contract';
import { readableArticleFilter } from '../../../access/visibility';
import type { RouteCaller } from '../../../access/caller';
import { roleOf } from '../../../access/roles';
import { canEditArticle, canRestoreRevision, type ArticleFacts } from '../../../articles/workflow';
import { idOrSlugFilter, positiveInt } from '../../../db/ids';
import { documentsOf } from '../../../db/documents';
import { ARTICLE_FIELDS, ARTICLE_POPULATE } from '../../../articles/fields';
import { REVISION, type RevisionRow } from '../../../revisions/snapshots';
import { withRestore } from '../../../revisions/restore-scope';
import { restoreData } from '../../../revisions/restore';
import { attachReviewNotes, reviewNoteOnMove } from '../../../articles/review-note';

/**
 * GET /articles/:id/revisions, GET /articles/:id/revisions/:revisionId, POST …/:revisionId/restore: an article's
 * history, for whoever may edit the article (the role matrix lets staff reach these routes; an article they may
 * not open is a 404, one they may open but not edit a 403, as a PUT would answer). A restore is an edit of the
 * article with the revision's fields, under the same editorial rules (`canRestoreRevision`): a reporter never
 * restores a published or archived revision. It goes through the document service like any other write, so the
 * article's lifecycles sanitise it, a new revision records it, the audit log calls it `article.restore` and the
 * read cache is purged. Refusals are PolicyErrors: Strapi replaces any other 403's message with 'Forbidden'.
 */
const ARTICLE = 'api::article.article';
const SUMMARY_FIELDS = ['documentId', 'createdAt', 'actorType', 'actorId', 'actorFirstName', 'actorLastName', 'title', 'editorialStatus'];
type Caller = NonNullable<RouteCaller>;

function pageOf(pagination: unknown) {
  const p = (pagination ?? {}) as { page?: unknown; pageSize?: unknown };
  const page = positiveInt(p.page ?? DEFAULT_PAGE);
  const pageSize = positiveInt(p.pageSize ?? DEFAULT_PAGE_SIZE);
  if (!page) throw new errors.ValidationError(MESSAGES.pageInvalid);
  if (!pageSize || pageSize > MAX_PAGE_SIZE) throw new errors.ValidationError(MESSAGES.limitInvalid);
  return { page, pageSize };
}

export default factories.createCoreController(REVISION, ({ strapi }) => {
  const revisions = () => strapi.db.query(REVISION);

  /** The article as the caller may open it (else 404) and edit it (else 403), with the facts the rules read. */
  async function editableArticle(idOrSlug: string, caller: Caller): Promise<{ documentId: string; facts: ArticleFacts }> {
    const article = (await documentsOf(strapi, ARTICLE).findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: ['editorialStatus'],
      populate: { author: { fields: ['id'] } },
    })) as { documentId: string; editorialStatus: string; author: { id: number } | null } | null;
    if (!article) throw new errors.NotFoundError('Article not found');
    const facts = { authorId: article.author?.id ?? null, status: article.editorialStatus };
    const verdict = canEditArticle(roleOf(caller), caller.id, facts, undefined);
    if (!verdict.ok) throw new errors.PolicyError(verdict.message);
    return { documentId: article.documentId, facts };
  }

  async function revisionOf(articleId: string, revisionId: string): Promise<RevisionRow> {
    const revision = (await revisions().findOne({ where: { articleId, documentId: revisionId } })) as RevisionRow | null;
    if (!revision) throw new errors.NotFoundError('Revision not found');
    return revision;
  }

  return {
    async find(ctx) {
      const article = await editableArticle(String(ctx.params.id), ctx.state.user as Caller);
      const { page, pageSize } = pageOf((ctx.query as { pagination?: unknown }).pagination);
      const where = { articleId: article.documentId };
      const total = await revisions().count({ where });
      const data = await revisions().findMany({ where, select: SUMMARY_FIELDS, orderBy: { id: 'desc' }, offset: (page - 1) * pageSize, limit: pageSize });
      ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
    },

    async findOne(ctx) {
      const article = await editableArticle(String(ctx.params.id), ctx.state.user as Caller);
      ctx.body = { data: await revisionOf(article.documentId, String(ctx.params.revisionId)), meta: {} };
    },

    async restore(ctx) {
      const caller = ctx.state.user as Caller;
      const article = await editableArticle(String(ctx.params.id), caller);
      const revision = await revisionOf(article.documentId, String(ctx.params.revisionId));
      const verdict = canRestoreRevision(roleOf(caller), caller.id, article.facts, revision.editorialStatus);
      if (!verdict.ok) throw new errors.PolicyError(verdict.message);
      const data = await restoreData(strapi, revision);
      // A review note follows the status as with any edit (issue 11): a restore that takes the article out of
      // draft clears it; one that keeps it a draft keeps it. A restore never writes a note.
      const reviewNote = reviewNoteOnMove(roleOf(caller), article.facts.status, String(data.editorialStatus), undefined);
      if (reviewNote !== undefined) data.reviewNote = reviewNote;
      const updated = await withRestore(revision.documentId, () =>
        documentsOf(strapi, ARTICLE).update({ documentId: article.documentId, data, fields: [...ARTICLE_FIELDS], populate: ARTICLE_POPULATE }),
      );
      await attachReviewNotes(strapi, caller, [updated]);
      ctx.body = { data: updated, meta: {} };
    },
  };
});
