import type { AnalyticsRange } from '@bulletin/contract';

/** SWR keys of the page-view figures (docs/api.md#page-view-figures); the range is the API's own. */
export const overviewKey = (range: AnalyticsRange) => `/analytics/overview?range=${range}`;

export const articleFiguresKey = (id: string, range: AnalyticsRange) =>
  `/analytics/articles/${encodeURIComponent(id)}?range=${range}`;

/**
 * The admin screens reuse an answer for five minutes (lib/swr.ts): the figures' reads reuse one for two seconds
 * only, so switching the range back, or opening the dashboard again, asks for today's figures.
 */
export const FIGURES_DEDUPE_MS = 2_000;
