import type { AnalyticsRange } from '@bulletin/contract';

/** SWR keys of the page-view figures (docs/api.md#page-view-figures); the range is the API's own. */
export const overviewKey = (range: AnalyticsRange) => `/analytics/overview?range=${range}`;

export const articleFiguresKey = (id: string, range: AnalyticsRange) =>
  `/analytics/articles/${encodeURIComponent(id)}?range=${range}`;

/**
 * "Readers now" is asked again this often (docs/decisions/0033-newsroom-charts.md). The admin screens reuse an answer
 * for five minutes (lib/swr.ts): the figures' reads must not, or the refresh would be served the first answer again.
 */
export const LIVE_REFRESH_MS = 10_000;
export const FIGURES_DEDUPE_MS = 2_000;
