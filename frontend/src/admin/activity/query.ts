import { AUDIT_ACTIONS, type AuditAction } from './audit';

/** The Activity screen's filters, kept in the address (?action=&from=&to=&page=). */
export type ActivityFilters = { action: AuditAction | ''; from: string; to: string; page: number };

export const ACTIVITY_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFrom(search: URLSearchParams): ActivityFilters {
  const action = search.get('action') ?? '';
  const page = Number(search.get('page'));
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** GET /audit for these filters (days are whole days: the server reads `to` as the end of that day). */
export function auditKey(filters: ActivityFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(ACTIVITY_PAGE_SIZE) });
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return `/audit?${query.toString()}`;
}

/** The address's search for these filters (empty ones and page 1 left out). */
export function searchOf(filters: ActivityFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.action) search.set('action', filters.action);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

const ACTION_LABELS: Record<AuditAction, string> = {
  'article.create': 'Created article',
  'article.update': 'Edited article',
  'article.submit': 'Submitted article for review',
  'article.publish': 'Published article',
  'article.reject': 'Sent article back to draft',
  'article.unpublish': 'Unpublished article',
  'article.archive': 'Archived article',
  'article.status': 'Changed article status',
  'article.delete': 'Deleted article',
  'article.restore': 'Restored a revision of article',
  'category.create': 'Created category',
  'category.update': 'Edited category',
  'category.delete': 'Deleted category',
  'user.create': 'Created user',
  'user.update': 'Edited user',
  'user.role': 'Changed role of user',
  'user.block': 'Blocked user',
  'user.unblock': 'Unblocked user',
  'user.delete': 'Deleted user',
  'auth.sign-in': 'Signed in',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action as AuditAction] ?? action;
