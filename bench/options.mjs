// Command-line options shared by the benchmarks (`npm run bench -- --duration=5`).
import { parseArgs } from 'node:util';

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:55432/postgres';

/**
 * @param {Record<string, string>} defaults option name → default value (every option is `--name=value`)
 * @returns {Record<string, string>}
 */
export function readOptions(defaults) {
  const options = Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string', default: defaults[name] }]));
  const { values } = parseArgs({ options, strict: true, allowPositionals: false });
  return values;
}

/** A whole number option of 1 or more, or an error that names it. */
export function positive(values, name) {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of 1 or more (got ${values[name]})`);
  return n;
}

/** `--db=sqlite|postgres` → the PostgreSQL server URL, or undefined for SQLite. */
export function postgresServer(values) {
  if (values.db === 'sqlite') return undefined;
  if (values.db === 'postgres') return process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES;
  throw new Error(`--db must be sqlite or postgres (got ${values.db})`);
}
