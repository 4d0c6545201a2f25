import type { Core } from '@strapi/strapi';
import { publicArticleFilter, publicDueTime } from '../access/visibility';
import { withSetupLock } from '../db/setup-lock';
import { tableOf } from '../db/tables';
import { rawRows } from '../db/raw';

/**
 * The article sitemap files' data (cms/src/api/sitemap, adapters/src/feeds). File n of `size` holds the visible
 * articles (published and due) whose row id is in `((n-1)·size, n·size]`: one range of the `(status, id)` index
 * (`articles_sitemap_story_idx`, which carries the publish date, slug, updatedAt, language and story), so an article
 * never changes file.
 *
 * - `sitemapRows`: a file's rows, lean: id, slug, language and lastmod (updatedAt, else publishDate) as an ISO
 *   string, the date formatted by the database (PostgreSQL; parsing thousands of timestamps into Date objects cost
 *   more than the query), and the visible other languages of its story (`alternates`: language and slug, for the
 *   sitemap's `hreflang` links; docs/product.md#languages) from one join over the story index.
 * - `sitemapFiles`: every file holding a visible article, with its first and last id, count and newest
 *   updatedAt: one aggregate over the index (~90,000 entries at 100,000 articles). It is kept in this process's
 *   memory and made again only when it may have changed: a write that can change it (an article inserted,
 *   deleted, or its status, publish date, updatedAt or slug changed, while it is or was published) adds one to
 *   `sitemap_stamp` (a trigger, whichever route wrote), and the answer is read in the same statement as the stamp;
 *   a scheduled article falling due changes it without a write, so it is kept only until the next publish date
 *   after it was made. Each process checks the stamp (one row) before it answers from memory, so several Strapi
 *   processes over one PostgreSQL stay exact.
 */
export type SitemapFile = { n: number; first: number; last: number; count: number; lastmod: string | null };
export type SitemapAlternate = { locale: string; slug: string };
export type SitemapRow = { id: number; slug: string; locale: string; lastmod: string | null; alternates: SitemapAlternate[] };

const UID = 'api::article.article';
const STAMP_TABLE = 'sitemap_stamp';
/** Files listed by one index (sitemaps.org: 50,000 per index). */
export const MAX_FILES = 50_000;

type Knex = Core.Strapi['db']['connection'];

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** SQLite keeps datetimes as milliseconds, PostgreSQL as timestamps: one ISO string either way. */
export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string'
        ? new Date(/^\d+$/.test(value) ? Number(value) : value)
        : new Date(typeof value === 'number' ? value : NaN);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function names(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, UID);
  return {
    table,
    status: column('editorialStatus'),
    date: column('publishDate'),
    updated: column('updatedAt'),
    slug: column('slug'),
    language: column('language'),
    group: column('translationGroup'),
  };
}

/** At bootstrap (under the schema set-up lock): the stamp's table, its one row, and the triggers that move it. */
export async function ensureSitemapStamp(strapi: Core.Strapi): Promise<void> {
  const n = names(strapi);
  const published = `'${publicArticleFilter().editorialStatus.$eq}'`;
  const bump = `UPDATE ${STAMP_TABLE} SET stamp = stamp + 1 WHERE id = 1;`;
  const watched = `${n.status}, ${n.date}, ${n.updated}, ${n.slug}, ${n.language}`;
  await withSetupLock(strapi, async (db: Knex) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ${STAMP_TABLE} (id integer PRIMARY KEY, stamp bigint NOT NULL)`);
    await db.raw(`INSERT INTO ${STAMP_TABLE} (id, stamp) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`);
    if (isPostgres(strapi)) {
      await db.raw(`CREATE OR REPLACE FUNCTION sitemap_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF TG_OP <> 'INSERT' AND OLD.${n.status} IS NOT DISTINCT FROM ${published} THEN ${bump}
        ELSIF TG_OP <> 'DELETE' AND NEW.${n.status} IS NOT DISTINCT FROM ${published} THEN ${bump}
        END IF;
        RETURN NULL;
      END $$`);
      await db.raw(`CREATE OR REPLACE TRIGGER sitemap_stamp AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON ${n.table}
        FOR EACH ROW EXECUTE FUNCTION sitemap_stamp_bump()`);
      return;
    }
    for (const name of ['sitemap_stamp_ai', 'sitemap_stamp_au', 'sitemap_stamp_ad']) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
    await db.raw(`CREATE TRIGGER sitemap_stamp_ai AFTER INSERT ON ${n.table} WHEN NEW.${n.status} IS ${published} BEGIN ${bump} END`);
    await db.raw(`CREATE TRIGGER sitemap_stamp_au AFTER UPDATE OF ${watched} ON ${n.table}
      WHEN OLD.${n.status} IS ${published} OR NEW.${n.status} IS ${published} BEGIN ${bump} END`);
    await db.raw(`CREATE TRIGGER sitemap_stamp_ad AFTER DELETE ON ${n.table} WHEN OLD.${n.status} IS ${published} BEGIN ${bump} END`);
  }, [n.table, STAMP_TABLE]);
}

/** Visible articles with `after < id <= through`, by id, at most `limit`: id, slug, lastmod. */
export async function sitemapRows(strapi: Core.Strapi, after: number, through: number, limit: number, now = new Date()): Promise<SitemapRow[]> {
  const n = names(strapi);
  const postgres = isPostgres(strapi);
  const lastmod = postgres
    ? `to_char(coalesce(${n.updated}, ${n.date}), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : `coalesce(${n.updated}, ${n.date})`;
  // SQLite's planner prefers the table's rowid order (wide rows) for `ORDER BY id`: name the covering index.
  const from = postgres ? n.table : `${n.table} INDEXED BY ${n.table}_sitemap_story_idx`;
  const rule = [publicArticleFilter(now).editorialStatus.$eq, publicDueTime(strapi, now)];
  const rows = rawRows(
    await strapi.db.connection.raw(
      `SELECT id, ${n.slug} AS slug, ${n.language} AS locale, ${lastmod} AS lastmod FROM ${from}
       WHERE ${n.status} = ? AND ${n.date} <= ? AND id > ? AND id <= ? ORDER BY id LIMIT ?`,
      [...rule, after, through, limit],
    ),
  );
  if (!rows.length) return [];
  // The visible other articles of these rows' stories: one probe of the story index per row.
  const last = Number(rows[rows.length - 1]!.id);
  const others = rawRows(
    await strapi.db.connection.raw(
      `SELECT a.id AS id, b.${n.language} AS locale, b.${n.slug} AS slug FROM ${n.table} a
       JOIN ${n.table} b ON b.${n.group} = a.${n.group} AND b.id <> a.id AND b.${n.status} = ? AND b.${n.date} <= ?
       WHERE a.${n.status} = ? AND a.${n.date} <= ? AND a.id > ? AND a.id <= ?`,
      [...rule, ...rule, after, last],
    ),
  );
  const alternates = new Map<number, SitemapAlternate[]>();
  for (const row of others) {
    const id = Number(row.id);
    alternates.set(id, [...(alternates.get(id) ?? []), { locale: String(row.locale), slug: String(row.slug) }]);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    locale: String(row.locale),
    lastmod: postgres ? (typeof row.lastmod === 'string' ? row.lastmod : null) : isoDate(row.lastmod),
    alternates: alternates.get(Number(row.id)) ?? [],
  }));
}

/**
 * Files 1 … the last that can hold a row id (or file `only` alone), each file's visible rows aggregated from the
 * index; with the stamp and the next publish date after `now` read in the same statement (one snapshot).
 */
async function aggregate(strapi: Core.Strapi, size: number, only: number | undefined, now: Date) {
  const n = names(strapi);
  const files =
    only !== undefined
      ? `WITH files(n) AS (SELECT ${only})`
      : `WITH RECURSIVE files(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM files
           WHERE n < (SELECT (coalesce(max(id), 0) + ${size} - 1) / ${size} FROM ${n.table}) AND n < ${MAX_FILES})`;
  const from = `CAST(f.n - 1 AS BIGINT) * ${size}`;
  const [status, due] = [publicArticleFilter(now).editorialStatus.$eq, publicDueTime(strapi, now)];
  const rows = rawRows(
    await strapi.db.connection.raw(
      `${files},
       agg AS (
         SELECT f.n AS n, min(a.id) AS first, max(a.id) AS last, count(*) AS count, max(a.${n.updated}) AS lastmod
         FROM files f JOIN ${n.table} a ON a.id > ${from} AND a.id <= ${from} + ${size}
         WHERE a.${n.status} = ? AND a.${n.date} <= ?
         GROUP BY f.n)
       SELECT s.stamp AS stamp,
         (SELECT min(d.${n.date}) FROM ${n.table} d WHERE d.${n.status} = ? AND d.${n.date} > ?) AS next_due,
         agg.n AS n, agg.first AS first, agg.last AS last, agg.count AS count, agg.lastmod AS lastmod
       FROM ${STAMP_TABLE} s LEFT JOIN agg ON 1 = 1 WHERE s.id = 1 ORDER BY agg.n`,
      [status, due, status, due],
    ),
  );
  const head = rows[0];
  const nextDue = isoDate(head?.next_due);
  return {
    stamp: head ? String(head.stamp) : null,
    until: nextDue ? Date.parse(nextDue) : Infinity,
    files: rows
      .filter((row) => row.n !== null && row.n !== undefined)
      .map((row): SitemapFile => ({ n: Number(row.n), first: Number(row.first), last: Number(row.last), count: Number(row.count), lastmod: isoDate(row.lastmod) })),
  };
}

/** This process's last index: for one file size (the adapters ask with one), while the stamp and time allow. */
let kept: { size: number; stamp: string; until: number; files: SitemapFile[] } | null = null;

async function currentStamp(strapi: Core.Strapi): Promise<string | null> {
  const [row] = rawRows(await strapi.db.connection.raw(`SELECT stamp FROM ${STAMP_TABLE} WHERE id = 1`));
  return row ? String(row.stamp) : null;
}

/** The files holding a visible article (all of them, or file `only` alone), in order. */
export async function sitemapFiles(strapi: Core.Strapi, size: number, only?: number): Promise<SitemapFile[]> {
  const now = new Date();
  if (only !== undefined) return (await aggregate(strapi, size, only, now)).files;
  if (kept && kept.size === size && now.getTime() < kept.until && (await currentStamp(strapi)) === kept.stamp) return kept.files;
  const made = await aggregate(strapi, size, undefined, now);
  kept = made.stamp === null ? null : { size, stamp: made.stamp, until: made.until, files: made.files };
  return made.files;
}
