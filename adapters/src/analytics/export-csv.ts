import type { AnalyticsExportRow, AnalyticsRange } from '@bulletin/contract';
import { csvFile } from '../http/csv.js';

/**
 * `GET /api/analytics/export` as CSV (http/csv.ts: RFC 4180, formulas defused): one line per bucket and article
 * (docs/api.md#page-view-figures).
 */
export { csvField } from '../http/csv.js';

export const EXPORT_COLUMNS = ['bucket_start', 'local_time', 'article_id', 'title', 'slug', 'views', 'visitors'] as const;

export function exportCsv(rows: readonly AnalyticsExportRow[]): string {
  return csvFile(EXPORT_COLUMNS, rows.map((r) => [r.at, r.local, r.articleId, r.title, r.slug, r.views, r.visitors]));
}

/** The download's name: `bulletin-views-7d.csv`. */
export const exportFileName = (range: AnalyticsRange) => `bulletin-views-${range}.csv`;
