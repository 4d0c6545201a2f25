/**
 * The dashboard's requests (docs/product.md#dashboard, docs/product.md#client). Editors and admins see every article;
 * a reporter's lists hold only their own (the API would add other people's published ones to status=all). The
 * newsroom sees every language at once (`locale=all`, docs/api.md#languages) unless it picks one.
 */
import { ALL_LOCALES, isLocale, type Locale } from '@bulletin/contract';
import type { User } from '../../session';

export const STATS_KEY = '/analytics/dashboard';

/** The language the dashboard's lists show: one of the site's, or every one (the default). */
export type LanguageFilter = Locale | typeof ALL_LOCALES;

/** The filter named in the address (`?locale=hi`); anything else is every language. */
export const languageFilterOf = (value: string | null | undefined): LanguageFilter => (isLocale(value) ? value : ALL_LOCALES);

const mine = (user: User, language: LanguageFilter) =>
  `&locale=${language}${user.role === 'reporter' ? `&author=${encodeURIComponent(user._id)}` : ''}`;

export const recentKey = (user: User, language: LanguageFilter = ALL_LOCALES) =>
  `/articles?status=all&limit=5&sortBy=publishDate&sortOrder=desc${mine(user, language)}`;

/**
 * Drafts and articles sent for review (the Pending Review list, docs/product.md#review-actions); review ones are
 * listed first.
 */
export const pendingKeys = (user: User, language: LanguageFilter = ALL_LOCALES) => ({
  review: `/articles?status=review&limit=5${mine(user, language)}`,
  draft: `/articles?status=draft&limit=5${mine(user, language)}`,
});

/**
 * The pending list: review ones first, then drafts, five at most. The two lists are refreshed separately, so
 * for a moment after an approve or reject one article can be in both (old status in one, new in the other):
 * it is shown once, as its most recently updated copy says.
 */
export function pendingArticles<T extends { _id: string; updatedAt?: string | null }>(review: T[], drafts: T[]): T[] {
  const newest = new Map<string, T>();
  for (const article of [...review, ...drafts]) {
    const seen = newest.get(article._id);
    if (!seen || Date.parse(article.updatedAt ?? '') > Date.parse(seen.updatedAt ?? '')) newest.set(article._id, article);
  }
  return [...review, ...drafts].filter((article) => newest.get(article._id) === article).slice(0, 5);
}
