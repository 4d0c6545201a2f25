import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { ERROR_MESSAGES, isEditorOrAdmin } from '@bulletin/contract';
import { roleOf } from '../access/roles';
import { sameId } from '../db/ids';

/** A comment may be deleted by its author, an editor or an admin. */
export default async (
  policyContext: { state: { user?: { id: number; role?: { type?: string } } }; params: { id?: string } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const user = policyContext.state.user;
  if (!user) throw new errors.UnauthorizedError(ERROR_MESSAGES.signInRequired);
  const role = roleOf(user);
  if (isEditorOrAdmin(role)) return true;
  const comment = await strapi.documents('api::comment.comment').findOne({
    documentId: String(policyContext.params.id),
    fields: ['content'],
    populate: { author: { fields: ['id'] } },
  });
  if (!comment) return true; // the controller answers 404
  if (sameId(comment.author?.id, user.id)) return true;
  throw new errors.PolicyError(ERROR_MESSAGES.commentDeleteOwnOnly);
};
