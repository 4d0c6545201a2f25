import { factories, type Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COMMENT_MAX_LENGTH, ERROR_MESSAGES, MESSAGES, stripTags } from '@bulletin/contract';
import { readableArticleFilter } from '../../../access/visibility';
import { signedIn, type RouteCaller } from '../../../access/caller';
import { idOrSlugFilter } from '../../../db/ids';
import { bodyData } from '../../../requests/input';
import { commentLimits } from '../../../articles/comment-limits';
import { fieldError } from '../../../requests/contract-input';

const UID = 'api::comment.comment';
/** `authorName`: the name of a commenter without an account (comments imported from WordPress). */
const COMMENT_FIELDS = ['content', 'createdAt', 'authorName'] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UID>;
const COMMENT_POPULATE = { author: { fields: ['firstName', 'lastName', 'avatar'] } } satisfies Modules.Documents.Params.Populate.Any<typeof UID>;
type Caller = RouteCaller;

export default factories.createCoreController(UID, ({ strapi }) => {
  async function readableArticle(idOrSlug: string, caller: Caller) {
    const article = await strapi.documents('api::article.article').findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: ['editorialStatus'],
    });
    if (!article) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    return article;
  }

  return {
    async findForArticle(ctx) {
      const article = await readableArticle(String(ctx.params.id), ctx.state.user);
      const data = await strapi.documents(UID).findMany({
        filters: { article: { documentId: { $eq: article.documentId } } },
        fields: COMMENT_FIELDS,
        populate: COMMENT_POPULATE,
        sort: ['createdAt:desc', 'id:desc'],
        limit: 500,
      });
      ctx.body = { data, meta: {} };
    },

    async createForArticle(ctx) {
      const caller = signedIn(ctx.state.user);
      const article = await readableArticle(String(ctx.params.id), caller);
      const raw = bodyData(ctx.request.body).content;
      const content = typeof raw === 'string' ? stripTags(raw) : '';
      if (!content) {
        throw fieldError('content', MESSAGES.commentRequired);
      }
      if (Array.from(content).length > COMMENT_MAX_LENGTH) {
        throw fieldError('content', MESSAGES.commentTooLong);
      }
      await commentLimits(strapi).posting(caller.id, ctx.request.ip);
      const created = await strapi.documents(UID).create({
        data: { content, article: article.documentId, author: caller.documentId },
        fields: COMMENT_FIELDS,
        populate: COMMENT_POPULATE,
      });
      ctx.status = 201;
      ctx.body = { data: created, meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const existing = await strapi.documents(UID).findOne({ documentId, fields: ['content'] });
      if (!existing) throw new errors.NotFoundError(ERROR_MESSAGES.commentNotFound);
      await strapi.documents(UID).delete({ documentId });
      ctx.body = { data: { documentId }, meta: {} };
    },
  };
});
