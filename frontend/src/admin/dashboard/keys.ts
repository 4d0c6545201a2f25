/**
 * The dashboard's requests (SPEC §2, §7). Editors and admins see every article; a reporter's lists hold
 * only their own (the API would add other people's published ones to status=all).
 */
import type { User } from '../../session';

export const STATS_KEY = '/analytics/dashboard';

const mine = (user: User) => (user.role === 'reporter' ? `&author=${encodeURIComponent(user._id)}` : '');

export const recentKey = (user: User) => `/articles?status=all&limit=5&sortBy=publishDate&sortOrder=desc${mine(user)}`;

/** Drafts (the spec's pending list) and articles sent for review; review ones are listed first. */
export const pendingKeys = (user: User) => ({
  review: `/articles?status=review&limit=5${mine(user)}`,
  draft: `/articles?status=draft&limit=5${mine(user)}`,
});
