/** A row of a raw statement: an object of column values. */
const isRow = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null;

/** The rows a statement answered: knex's array, or a raw statement's `{ rows }` on PostgreSQL. */
export function rawRows(result: unknown): Array<Record<string, unknown>> {
  const rows: unknown = Array.isArray(result) ? result : isRow(result) ? result.rows : [];
  return Array.isArray(rows) ? rows.filter(isRow) : [];
}
