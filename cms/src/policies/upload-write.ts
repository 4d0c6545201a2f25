import { errors } from '@strapi/utils';
import { roleOf } from '../bulletin/roles';
import { canChangeStoredMedia } from '../bulletin/article-rules';

/** Route policy for Strapi's upload route: new files for staff; changing a stored one (`?id=`) per bulletin/article-rules. */
// The policy context copies the Koa context's own properties only: the query is read from `request`.
type PolicyContext = { state: { user?: { id: number; role?: { type?: string } } }; request: { query?: Record<string, unknown> } };

export default (policyContext: PolicyContext) => {
  const id = policyContext.request.query?.id;
  if (id === undefined || id === null || id === '') return true;
  const verdict = canChangeStoredMedia(roleOf(policyContext.state.user));
  if (!verdict.ok) throw new errors.PolicyError(verdict.message);
  return true;
};
