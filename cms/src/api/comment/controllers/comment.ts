import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { COMMENT_MAX_LENGTH, MESSAGES, stripTags } from '@bulletin/contract';
import { readableArticleFilter } from '../../../access/visibility';
import type { RouteCaller } from '../../../access/caller';
import { idOrSlugFilter } from '../../../db/ids';
import { documentsOf } from '../../../db/documents';

const UID = 'api::comment.comment';
/** `authorName`: the name of a commenter without an account (comments imported from WordPress). */
const COMMENT_FIELDS = ['content', 'createdAt', 'authorName'];
const COMMENT_POPULATE = { author: { fields: ['firstName', 'lastName', 'avatar'] } };
type Caller = RouteCaller;

export default factories.createCoreController(UID, ({ strapi }) => {
  async function readableArticle(idOrSlug: string, caller: Caller) {
    const article = (await documentsOf(strapi, 'api::article.article').findFirst({
      filters: { $and: [idOrSlugFilter(idOrSlug), readableArticleFilter(caller)] },
      fields: ['editorialStatus'],
    })) as { id: number; documentId: string } | null;
    if (!article) throw new errors.NotFoundError('Article not found');
    return article;
  }

  return {
    async findForArticle(ctx) {
      const article = await readableArticle(String(ctx.params.id), ctx.state.user as Caller);
      const data = await documentsOf(strapi, UID).findMany({
        filters: { article: { documentId: { $eq: article.documentId } } },
        fields: COMMENT_FIELDS,
        populate: COMMENT_POPULATE,
        sort: ['createdAt:desc', 'id:desc'],
        limit: 500,
      });
      ctx.body = { data, meta: {} };
    },

    async createForArticle(ctx) {
      const caller = ctx.state.user as NonNullable<Caller>;
      const article = await readableArticle(String(ctx.params.id), caller);
      const raw = (ctx.request.body as { data?: { content?: unknown } })?.data?.content;
      const content = typeof raw === 'string' ? stripTags(raw) : '';
      if (!content) {
        throw new errors.ValidationError(MESSAGES.commentRequired, { errors: [{ path: ['content'], message: MESSAGES.commentRequired }] });
      }
      if (Array.from(content).length > COMMENT_MAX_LENGTH) {
        throw new errors.ValidationError(MESSAGES.commentTooLong, { errors: [{ path: ['content'], message: MESSAGES.commentTooLong }] });
      }
      const created = await documentsOf(strapi, UID).create({
        data: { content, article: article.documentId, author: caller.documentId },
        fields: COMMENT_FIELDS,
        populate: COMMENT_POPULATE,
      });
      ctx.status = 201;
      ctx.body = { data: created, meta: {} };
    },

    async delete(ctx) {
      const documentId = String(ctx.params.id);
      const existing = await documentsOf(strapi, UID).findOne({ documentId, fields: ['content'] });
      if (!existing) throw new errors.NotFoundError('Comment not found');
      await documentsOf(strapi, UID).delete({ documentId });
      ctx.body = { data: { documentId }, meta: {} };
    },
  };
});
