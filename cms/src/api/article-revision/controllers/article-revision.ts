import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { readableArticleFilter } from '../../../access/visibility';
import { signedIn, type RequestUser } from '../../../access/caller';
import { roleOf } from '../../../access/roles';
import { CREDIT_POPULATE } from '../../../access/credits';
import { canEditArticle, canRestoreRevision, type ArticleFacts } from '../../../articles/workflow';
import { idOrSlugFilter } from '../../../db/ids';
import { inputFor } from '../../../db/documents';
import { queryOf } from '../../../db/queries';
import { pageOf } from '../../../requests/page';
import { ARTICLE_FIELDS, ARTICLE_POPULATE } from '../../../articles/fields';
import { attachTranslations } from '../../../articles/translations';
import { REVISION, type RevisionRow } from '../../../revisions/snapshots';
import { withRestore } from '../../../revisions/restore-scope';
import { restoreData } from '../../../revisions/restore';
import { attachReviewNotes, reviewNoteOnMove } from '../../../articles/review-note';
import { ERROR_MESSAGES } from '@bulletin/contract';

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
const SUMMARY_FIELDS = ['documentId', 'createdAt', 'actorType', 'actorId', 'actorFirstName', 'actorLastName', 'title', 'editorialStatus'] as const;
type Caller = RequestUser;

export default factories.createCoreController(REVISION, ({ strapi }) => {
  const revisions = () => queryOf(strapi, REVISION);

  /** The article as the caller may open it (else 404) and edit it (else 403), with the facts the rules read. */
  async function editableArticle(idOrSlug: string, caller: Caller): Promise<{ documentId: string; facts: ArticleFacts }> {
    const article = await strapi.documents(ARTICLE).findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: ['editorialStatus'],
      populate: CREDIT_POPULATE,
    });
    if (!article) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    const facts = { author: article.author, coAuthors: article.coAuthors, status: article.editorialStatus ?? '' };
    const verdict = canEditArticle(roleOf(caller), caller.id, facts, undefined);
    if (!verdict.ok) throw new errors.PolicyError(verdict.message);
    return { documentId: article.documentId, facts };
  }

  async function revisionOf(articleId: string, revisionId: string): Promise<RevisionRow> {
    const revision = await revisions().findOne({ where: { articleId, documentId: revisionId } });
    if (!revision) throw new errors.NotFoundError(ERROR_MESSAGES.revisionNotFound);
    return revision;
  }

  return {
    async find(ctx) {
      const article = await editableArticle(String(ctx.params.id), signedIn(ctx.state.user));
      const { page, pageSize } = pageOf(ctx.query.pagination);
      const where = { articleId: article.documentId };
      const total = await revisions().count({ where });
      const data = await revisions().findMany({ where, select: SUMMARY_FIELDS, orderBy: { id: 'desc' }, offset: (page - 1) * pageSize, limit: pageSize });
      ctx.body = { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
    },

    async findOne(ctx) {
      const article = await editableArticle(String(ctx.params.id), signedIn(ctx.state.user));
      ctx.body = { data: await revisionOf(article.documentId, String(ctx.params.revisionId)), meta: {} };
    },

    async restore(ctx) {
      const caller = signedIn(ctx.state.user);
      const article = await editableArticle(String(ctx.params.id), caller);
      const revision = await revisionOf(article.documentId, String(ctx.params.revisionId));
      const verdict = canRestoreRevision(roleOf(caller), caller.id, article.facts, revision.editorialStatus ?? '');
      if (!verdict.ok) throw new errors.PolicyError(verdict.message);
      const data = await restoreData(strapi, revision);
      // A review note follows the status as with any edit (docs/product.md#review-notes): a restore that takes the article out of
      // draft clears it; one that keeps it a draft keeps it. A restore never writes a note.
      const reviewNote = reviewNoteOnMove(roleOf(caller), article.facts.status, String(data.editorialStatus), undefined);
      if (reviewNote !== undefined) data.reviewNote = reviewNote;
      const updated = await withRestore(revision.documentId, () =>
        strapi.documents(ARTICLE).update({ documentId: article.documentId, data: inputFor(ARTICLE, data), fields: ARTICLE_FIELDS, populate: ARTICLE_POPULATE }),
      );
      // Like every article answer, with the story's other languages (docs/product.md#languages).
      const answer = await attachTranslations(strapi, caller, updated ? [updated] : []);
      await attachReviewNotes(strapi, caller, answer);
      ctx.body = { data: answer[0] ?? updated, meta: {} };
    },
  };
});
