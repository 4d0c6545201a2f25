import type { Translate } from '../../i18n/context';
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

/** Each action's message: 'Created article' in English. */
const ACTION_LABELS = {
  'article.create': 'newsroom.action.article.create',
  'article.update': 'newsroom.action.article.update',
  'article.submit': 'newsroom.action.article.submit',
  'article.publish': 'newsroom.action.article.publish',
  'article.reject': 'newsroom.action.article.reject',
  'article.unpublish': 'newsroom.action.article.unpublish',
  'article.archive': 'newsroom.action.article.archive',
  'article.status': 'newsroom.action.article.status',
  'article.delete': 'newsroom.action.article.delete',
  'article.restore': 'newsroom.action.article.restore',
  'article.correct': 'newsroom.action.article.correct',
  'article.correction-edit': 'newsroom.action.article.correction-edit',
  'category.create': 'newsroom.action.category.create',
  'category.update': 'newsroom.action.category.update',
  'category.delete': 'newsroom.action.category.delete',
  'user.create': 'newsroom.action.user.create',
  'user.update': 'newsroom.action.user.update',
  'user.role': 'newsroom.action.user.role',
  'user.block': 'newsroom.action.user.block',
  'user.unblock': 'newsroom.action.user.unblock',
  'user.delete': 'newsroom.action.user.delete',
  'auth.sign-in': 'newsroom.action.auth.sign-in',
  'newsletter.export': 'newsroom.action.newsletter.export',
  'newsletter.retry': 'newsroom.action.newsletter.retry',
  'newsletter.test-digest': 'newsroom.action.newsletter.test-digest',
} as const satisfies Record<AuditAction, string>;

/** What an entry did, in the page's language; an action this screen does not know, as the server named it. */
export const actionLabel = (t: Translate, action: string): string =>
  action in ACTION_LABELS ? t(ACTION_LABELS[action as AuditAction]) : action;
