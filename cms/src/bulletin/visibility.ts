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

/** May this caller open this single article? Published and due: everyone; otherwise staff only. */
export function canReadArticle(caller: Caller, article: { editorialStatus: string; publishDate: string | null }, now = new Date()): boolean {
  const due = article.publishDate === null || new Date(article.publishDate).getTime() <= now.getTime();
  if (article.editorialStatus === 'published' && due) return true;
  const role = roleOf(caller);
  return role === 'reporter' || role === 'editor' || role === 'admin';
}
