import type { Core } from '@strapi/strapi';

/**
 * Full-text search over title, excerpt, body text and tags, ranked by relevance.
 * PostgreSQL: a GIN index on a weighted tsvector expression. SQLite: an FTS5 table kept in step by triggers.
 * Never a LIKE scan. Columns come from Strapi's own metadata so renames cannot drift.
 */
const MAX_HITS = 1000;

type Knex = Core.Strapi['db']['connection'];

function columns(strapi: Core.Strapi) {
  const meta = strapi.db.metadata.get('api::article.article');
  const col = (attr: string) => (meta.attributes[attr] as { columnName?: string }).columnName ?? attr;
  return {
    table: meta.tableName,
    title: col('title'),
    excerpt: col('excerpt'),
    body: col('bodyText'),
    tags: col('tagIndex'),
  };
}

const client = (strapi: Core.Strapi) => strapi.db.dialect.client as string;
const isPostgres = (strapi: Core.Strapi) => client(strapi) === 'postgres';

function pgVector(c: ReturnType<typeof columns>) {
  return (
    `setweight(to_tsvector('english', coalesce(${c.title}, '')), 'A') || ` +
    `setweight(to_tsvector('english', coalesce(${c.tags}, '')), 'B') || ` +
    `setweight(to_tsvector('english', coalesce(${c.excerpt}, '')), 'B') || ` +
    `setweight(to_tsvector('english', coalesce(${c.body}, '')), 'C')`
  );
}

/** Words of the query, letters and digits only: safe to splice into FTS syntax. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

export async function ensureSearchIndex(strapi: Core.Strapi): Promise<void> {
  const knex: Knex = strapi.db.connection;
  const c = columns(strapi);
  if (isPostgres(strapi)) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS articles_search_idx ON ${c.table} USING GIN ((${pgVector(c)}))`);
    return;
  }
  const cols = `${c.title}, ${c.excerpt}, ${c.body}, ${c.tags}`;
  const vals = (row: string) => `${row}.${c.title}, ${row}.${c.excerpt}, ${row}.${c.body}, ${row}.${c.tags}`;
  await knex.raw(
    `CREATE VIRTUAL TABLE IF NOT EXISTS article_fts USING fts5(${cols}, content='${c.table}', content_rowid='id', tokenize='porter unicode61')`,
  );
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_ai AFTER INSERT ON ${c.table} BEGIN
    INSERT INTO article_fts(rowid, ${cols}) VALUES (new.id, ${vals('new')}); END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_ad AFTER DELETE ON ${c.table} BEGIN
    INSERT INTO article_fts(article_fts, rowid, ${cols}) VALUES ('delete', old.id, ${vals('old')}); END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_au AFTER UPDATE ON ${c.table} BEGIN
    INSERT INTO article_fts(article_fts, rowid, ${cols}) VALUES ('delete', old.id, ${vals('old')});
    INSERT INTO article_fts(rowid, ${cols}) VALUES (new.id, ${vals('new')}); END`);
  await knex.raw(`INSERT INTO article_fts(article_fts) VALUES ('rebuild')`);
}

/** Article row ids matching every word of `q` (as a prefix), best match first. */
export async function searchArticleIds(strapi: Core.Strapi, q: string): Promise<number[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const knex: Knex = strapi.db.connection;
  const c = columns(strapi);
  if (isPostgres(strapi)) {
    const tsquery = terms.map((t) => `${t}:*`).join(' & ');
    const rows = await knex.raw(
      `SELECT id FROM ${c.table}, to_tsquery('english', ?) AS q WHERE (${pgVector(c)}) @@ q
       ORDER BY ts_rank((${pgVector(c)}), q) DESC, id DESC LIMIT ${MAX_HITS}`,
      [tsquery],
    );
    return (rows.rows as Array<{ id: number }>).map((r) => Number(r.id));
  }
  const match = terms.map((t) => `"${t}"*`).join(' ');
  const rows = (await knex.raw(
    `SELECT rowid AS id FROM article_fts WHERE article_fts MATCH ? ORDER BY bm25(article_fts, 10.0, 4.0, 1.0, 6.0), rowid DESC LIMIT ${MAX_HITS}`,
    [match],
  )) as Array<{ id: number }>;
  return rows.map((r) => Number(r.id));
}
