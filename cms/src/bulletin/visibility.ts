import { errors } from '@strapi/utils';
import { roleOf, type RoleType } from './roles';

/**
 * "The public sees only published": the one filter that decides which articles a caller may list.
 * Without a status everybody, staff included, sees published articles whose publish date has come.
 * Staff may ask for a status or `all`; a reporter then sees published articles plus their own.
 */
export type StatusParam = 'draft' | 'review' | 'published' | 'archived' | 'all';
type Caller = { id?: number; role?: { type?: string } | null } | null | undefined;

export function publicArticleFilter(now = new Date()) {
  return { editorialStatus: { $eq: 'published' }, publishDate: { $lte: now.toISOString() } };
}

export function visibilityFilter(caller: Caller, status: StatusParam | undefined, now = new Date()) {
  if (!status) return publicArticleFilter(now);
  const role: RoleType = roleOf(caller);
  if (role === 'public' || role === 'authenticated') {
    if (status === 'published') return publicArticleFilter(now);
    throw new errors.ForbiddenError('Only newsroom staff can list unpublished articles');
  }
  const own = { author: { id: { $eq: caller?.id } } };
  if (role === 'reporter') {
    if (status === 'all') return { $or: [{ editorialStatus: { $eq: 'published' } }, own] };
    if (status === 'published') return { editorialStatus: { $eq: 'published' } };
    return { $and: [{ editorialStatus: { $eq: status } }, own] };
  }
  return status === 'all' ? {} : { editorialStatus: { $eq: status } };
}

/**
 * Which single articles this caller may open (by id or slug, and so comment on, like, edit or delete):
 * the list's rule for `status=all`. The public and users: published and due; a reporter: published plus their
 * own; editors and admins: every article. Anything else is a 404, as if it did not exist.
 */
export function readableArticleFilter(caller: Caller, now = new Date()) {
  const role = roleOf(caller);
  return role === 'public' || role === 'authenticated' ? publicArticleFilter(now) : visibilityFilter(caller, 'all', now);
}
