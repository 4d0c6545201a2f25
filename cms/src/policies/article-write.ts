import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { roleOf } from '../access/roles';
import { readableArticleFilter } from '../access/visibility';
import { CREDIT_POPULATE } from '../access/credits';
import { canCreateArticle, canDeleteArticle, canEditArticle, type Verdict } from '../articles/workflow';
import { assertMayWriteReviewNote } from '../articles/review-note';
import { bodyData } from '../requests/input';
import { ERROR_MESSAGES } from '@bulletin/contract';

/**
 * Route policy for article writes: the editorial rules of articles/workflow, enforced inside Strapi.
 * An article the caller may not open (access/visibility) is a 404 before any rule is asked, so a refusal
 * never tells a reporter that a colleague's draft exists.
 */
type PolicyContext = {
  state: { user?: { id: number; role?: { type?: string } } };
  params: { id?: string };
  request: { body?: unknown };
};

export default async (
  policyContext: PolicyContext,
  config: { action: 'create' | 'update' | 'delete' },
  { strapi }: { strapi: Core.Strapi },
) => {
  const user = policyContext.state.user;
  if (!user) throw new errors.UnauthorizedError(ERROR_MESSAGES.signInRequired);
  const role = roleOf(user);
  const data = bodyData(policyContext.request.body);
  // Anything but a string is no status: the rules refuse it as they refuse an unknown one.
  const newStatus = data.editorialStatus === undefined ? undefined : String(data.editorialStatus);
  let verdict: Verdict;
  if (config.action === 'create') {
    verdict = canCreateArticle(role, newStatus);
  } else {
    const article = await strapi.documents('api::article.article').findFirst({
      filters: { $and: [{ documentId: { $eq: String(policyContext.params.id) } }, readableArticleFilter(user)] },
      fields: ['editorialStatus'],
      populate: CREDIT_POPULATE,
    });
    if (!article) throw new errors.NotFoundError(ERROR_MESSAGES.articleNotFound);
    // A review note is an editor's or admin's (docs/product.md#review-notes): anyone else sending one is refused.
    if (config.action === 'update') assertMayWriteReviewNote(role, data);
    const facts = { author: article.author, coAuthors: article.coAuthors, status: article.editorialStatus ?? '' };
    verdict = config.action === 'update' ? canEditArticle(role, user.id, facts, newStatus) : canDeleteArticle(role, user.id, facts);
  }
  if (!verdict.ok) throw new errors.PolicyError(verdict.message);
  return true;
};
