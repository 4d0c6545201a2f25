/**
 * CSV files the API answers (RFC 4180: a header row, CRLF line ends, a field with a comma, quote or line break
 * quoted and its quotes doubled). A text field a spreadsheet would run as a formula (starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return: a headline such as "=HYPERLINK(…)") is prefixed with `'`, so opening the file
 * runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header row, then one line per row. */
export function csvFile(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string {
  return [columns.join(','), ...rows.map((row) => row.map(csvField).join(','))].map((line) => `${line}\r\n`).join('');
}
