import type { Core } from '@strapi/strapi';
import type { Locale } from '@bulletin/contract';
import { withSetupLock } from '../db/setup-lock';
import { tableOf } from '../db/tables';
import { rawRows } from '../db/raw';
import { publicArticleFilter, publicDueTime } from '../access/visibility';

/**
 * Full-text search over title, excerpt, body text and tags, ranked by relevance. Never a LIKE scan.
 * PostgreSQL: a weighted tsvector per article stored in `article_search` (kept in step by a trigger, removed
 * with the article by its foreign key) under a GIN index: matching and ranking read stored vectors instead of
 * parsing every matching article's text again. SQLite: an FTS5 table kept in step by triggers.
 * Ranking reads at most SEARCH_CANDIDATES matches, the newest (highest ids), and returns them all: a word in half
 * of 100,000 articles must not mean ranking 50,000 of them (docs/decisions/0009-indexes-at-scale.md). 500 keeps a
 * common word's search within the 50 ms target at 100,000 articles (each candidate's vector is read and tested,
 * then ranked: ~2,000 took 20–40 ms of database time); a rare word is still ranked over all its matches
 * (docs/decisions/0022-reads-at-scale-and-several-strapi.md).
 * Columns come from Strapi's own metadata so renames cannot drift.
 *
 * Every script (docs/decisions/0023-languages.md): a word is a run of letters, combining marks and digits, so the
 * vowel signs and viramas of Hindi, Marathi, Kannada, Tamil, Bengali, Malayalam, Telugu and Gujarati stay inside
 * their words. SQLite's `unicode61` tokenizer is told so (`categories 'L* N* Co M*'`: by default combining marks
 * split words; `remove_diacritics 2` still folds Latin accents and leaves Indic signs alone). PostgreSQL's parser
 * asks the database's locale what a letter is, and under the `C` locale every non-ASCII character is one, so
 * punctuation outside ASCII (curly quotes, dashes, the danda) would stick to its words: the text is stripped of
 * it first (`pgPunctuation`), the same on every locale. Zero-width joiners separate words on both databases, as in
 * the query. Text is stored in NFC (the article lifecycle) and the query is normalised the same way.
 */
const SEARCH_CANDIDATES = 500;

type Knex = Core.Strapi['db']['connection'];

function columns(strapi: Core.Strapi) {
  const { table, column: col } = tableOf(strapi, 'api::article.article');
  return {
    table,
    title: col('title'),
    excerpt: col('excerpt'),
    body: col('bodyText'),
    tags: col('tagIndex'),
    status: col('editorialStatus'),
    date: col('publishDate'),
    language: col('language'),
  };
}

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/**
 * Punctuation and spaces outside ASCII (Latin-1's signs, general punctuation with the zero-width joiners, the
 * Devanagari danda, supplemental and CJK punctuation, fullwidth signs) as a PostgreSQL regular expression: replaced
 * by spaces before the parser sees the text, so that no database locale makes them part of a word.
 */
const PG_PUNCTUATION = '[\\u00A0-\\u00BF\\u00D7\\u00F7\\u2000-\\u206F\\u0964\\u0965\\u2E00-\\u2E7F\\u3000-\\u303F\\uFE10-\\uFE6F\\uFF00-\\uFF0F]';
const words = (expression: string) => `to_tsvector('english', regexp_replace(coalesce(${expression}, ''), '${PG_PUNCTUATION}', ' ', 'g'))`;

/** The weighted vector of a row (`row.` is `NEW.` in the trigger, empty in a query over the table). */
function pgVector(c: ReturnType<typeof columns>, row = '') {
  return (
    `setweight(${words(`${row}${c.title}`)}, 'A') || ` +
    `setweight(${words(`${row}${c.tags}`)}, 'B') || ` +
    `setweight(${words(`${row}${c.excerpt}`)}, 'B') || ` +
    `setweight(${words(`${row}${c.body}`)}, 'C')`
  );
}

/**
 * The version of the stored vectors and of the FTS5 table: a start that finds another one builds them again (once).
 * 2: every script's words (combining marks inside words, punctuation outside ASCII between them).
 */
const SEARCH_VERSION = '2';
const SQLITE_TOKENIZER = `porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'`;

/**
 * Words of the query (NFC, lower case): runs of letters, combining marks and digits, the same as the indexes'
 * words, and nothing else, so they are safe to splice into FTS syntax.
 */
export function searchTerms(q: string): string[] {
  return (q.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}\p{N}\p{Co}]+/gu) ?? []).filter((t) => /[\p{L}\p{N}\p{Co}]/u.test(t)).slice(0, 12);
}

async function ensurePostgresSearch(strapi: Core.Strapi): Promise<void> {
  const c = columns(strapi);
  await withSetupLock(strapi, async (db) => {
    // The first version indexed an expression and parsed each match's text again to rank it.
    await db.raw(`DROP INDEX IF EXISTS articles_search_idx`);
    await db.raw(`CREATE TABLE IF NOT EXISTS article_search (
      id integer PRIMARY KEY REFERENCES ${c.table}(id) ON DELETE CASCADE, document tsvector NOT NULL)`);
    await db.raw(`CREATE OR REPLACE FUNCTION article_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO article_search (id, document) VALUES (NEW.id, ${pgVector(c, 'NEW.')})
      ON CONFLICT (id) DO UPDATE SET document = EXCLUDED.document;
      RETURN NEW; END $$`);
    await db.raw(`CREATE OR REPLACE TRIGGER article_search_sync AFTER INSERT OR UPDATE OF ${c.title}, ${c.excerpt}, ${c.body}, ${c.tags}
      ON ${c.table} FOR EACH ROW EXECUTE FUNCTION article_search_sync()`);
    // Vectors made by an earlier version of the rules: made again, once.
    const [version] = rawRows(await db.raw(`SELECT obj_description('article_search'::regclass, 'pg_class') AS version`));
    if (version?.version !== SEARCH_VERSION) {
      await db.raw(`UPDATE article_search s SET document = ${pgVector(c, 'a.')} FROM ${c.table} a WHERE a.id = s.id`);
      await db.raw(`COMMENT ON TABLE article_search IS '${SEARCH_VERSION}'`);
    }
    // Articles written before the table existed (or by a bulk load that bypassed it).
    await db.raw(`INSERT INTO article_search (id, document) SELECT a.id, ${pgVector(c, 'a.')} FROM ${c.table} a
      WHERE NOT EXISTS (SELECT 1 FROM article_search s WHERE s.id = a.id)`);
    // After the fill: building a GIN index once is much faster than growing it row by row.
    await db.raw(`CREATE INDEX IF NOT EXISTS article_search_document_idx ON article_search USING GIN (document)`);
  }, [c.table, 'article_search']);
}

async function ensureSqliteSearch(strapi: Core.Strapi): Promise<void> {
  const knex: Knex = strapi.db.connection;
  const c = columns(strapi);
  const cols = `${c.title}, ${c.excerpt}, ${c.body}, ${c.tags}`;
  const vals = (row: string) => `${row}.${c.title}, ${row}.${c.excerpt}, ${row}.${c.body}, ${row}.${c.tags}`;
  let existing = rawRows(await knex.raw(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'article_fts'`));
  // A table made with an earlier tokenizer (words split at combining marks): made again and filled below.
  if (existing.length && !String(existing[0]?.sql).includes(SQLITE_TOKENIZER)) {
    await knex.raw(`DROP TABLE article_fts`);
    existing = [];
  }
  await knex.raw(
    `CREATE VIRTUAL TABLE IF NOT EXISTS article_fts USING fts5(${cols}, content='${c.table}', content_rowid='id', tokenize="${SQLITE_TOKENIZER}")`,
  );
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_ai AFTER INSERT ON ${c.table} BEGIN
    INSERT INTO article_fts(rowid, ${cols}) VALUES (new.id, ${vals('new')}); END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_ad AFTER DELETE ON ${c.table} BEGIN
    INSERT INTO article_fts(article_fts, rowid, ${cols}) VALUES ('delete', old.id, ${vals('old')}); END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS article_fts_au AFTER UPDATE ON ${c.table} BEGIN
    INSERT INTO article_fts(article_fts, rowid, ${cols}) VALUES ('delete', old.id, ${vals('old')});
    INSERT INTO article_fts(rowid, ${cols}) VALUES (new.id, ${vals('new')}); END`);
  // The triggers keep a table in step from its creation on: fill it once, not at every start (at 100,000
  // articles a rebuild takes most of a minute).
  if (existing.length === 0) await knex.raw(`INSERT INTO article_fts(article_fts) VALUES ('rebuild')`);
}

export async function ensureSearchIndex(strapi: Core.Strapi): Promise<void> {
  if (isPostgres(strapi)) await ensurePostgresSearch(strapi);
  else await ensureSqliteSearch(strapi);
}

/**
 * Article row ids matching every word of `q` (as a prefix), best match first. With `visibleAt`, only the articles
 * the public sees at that moment (`wherePublic`) in `locale`: a reader's search ranks the newest SEARCH_CANDIDATES
 * visible matches of their language, and needs no second query to drop the others.
 */
export async function searchArticleIds(strapi: Core.Strapi, q: string, visibleAt?: Date, locale?: Locale): Promise<number[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const knex: Knex = strapi.db.connection;
  const c = columns(strapi);
  // The public rule as a join of the candidates to their articles (bindings: status, due time, language).
  const inLanguage = visibleAt && locale ? ` AND a.${c.language} = ?` : '';
  const visible = (idColumn: string) =>
    visibleAt ? `JOIN ${c.table} a ON a.id = ${idColumn} AND a.${c.status} = ? AND a.${c.date} <= ?${inLanguage}` : '';
  const rule = visibleAt
    ? [publicArticleFilter(visibleAt).editorialStatus.$eq, publicDueTime(strapi, visibleAt), ...(inLanguage ? [locale!] : [])]
    : [];
  if (isPostgres(strapi)) {
    const tsquery = terms.map((t) => `${t}:*`).join(' & ');
    const rows = await knex.raw(
      `WITH candidates AS (
         SELECT s.id, s.document FROM article_search s ${visible('s.id')}
         WHERE s.document @@ to_tsquery('english', ?) ORDER BY s.id DESC LIMIT ${SEARCH_CANDIDATES})
       SELECT id FROM candidates ORDER BY ts_rank(document, to_tsquery('english', ?)) DESC, id DESC LIMIT ${SEARCH_CANDIDATES}`,
      [...rule, tsquery, tsquery],
    );
    return rawRows(rows).map((r) => Number(r.id));
  }
  const match = terms.map((t) => `"${t}"*`).join(' ');
  const rows = rawRows(await knex.raw(
    `SELECT article_fts.rowid AS id FROM article_fts ${visible('article_fts.rowid')}
     WHERE article_fts MATCH ? AND article_fts.rowid >= (
       SELECT coalesce(min(rowid), 0) FROM (SELECT article_fts.rowid AS rowid FROM article_fts ${visible('article_fts.rowid')}
         WHERE article_fts MATCH ? ORDER BY article_fts.rowid DESC LIMIT ${SEARCH_CANDIDATES}))
     ORDER BY bm25(article_fts, 10.0, 4.0, 1.0, 6.0), article_fts.rowid DESC LIMIT ${SEARCH_CANDIDATES}`,
    [...rule, match, ...rule, match],
  ));
  return rows.map((r) => Number(r.id));
}
