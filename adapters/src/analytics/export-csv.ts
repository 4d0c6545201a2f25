import type { AnalyticsExportRow, AnalyticsRange } from '@bulletin/contract';

/**
 * `GET /api/analytics/export` as CSV (RFC 4180: a header row, CRLF line ends, a field with a comma, quote or line
 * break quoted and its quotes doubled): one line per bucket and article (docs/api.md#page-view-figures). A text
 * field a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return: a
 * headline such as "=HYPERLINK(…)") is prefixed with `'`, so opening the file runs nothing.
 */
export const EXPORT_COLUMNS = ['bucket_start', 'local_time', 'article_id', 'title', 'slug', 'views', 'visitors'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function exportCsv(rows: readonly AnalyticsExportRow[]): string {
  const lines = rows.map((r) => [r.at, r.local, r.articleId, r.title, r.slug, r.views, r.visitors].map(csvField).join(','));
  return [EXPORT_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** The download's name: `bulletin-views-7d.csv`. */
export const exportFileName = (range: AnalyticsRange) => `bulletin-views-${range}.csv`;
