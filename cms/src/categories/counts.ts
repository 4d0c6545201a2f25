import type { Core } from '@strapi/strapi';
import { PUBLISHED } from '@bulletin/contract';
import { withSetupLock } from '../db/setup-lock';
import { articleCategoryNames, type ArticleCategoryNames } from './article-links';
import { publicDueTime } from '../access/visibility';
import { ORDER_TABLE } from './order';
import { rawRows } from '../db/raw';

/**
 * Published, due articles per category — the categories' `articleCount` and a category list's total — without
 * counting every article on every read (docs/decisions/0009-indexes-at-scale.md).
 *
 * The database keeps `category_article_counts (category_id, published)`: how many articles with
 * editorialStatus `published` each category holds, whatever their publishDate. Triggers on the articles table
 * and on the article→category link keep it in step with every write (the adapters, Strapi's REST API, the
 * panel, a script's SQL), on PostgreSQL and SQLite alike, and each start recomputes it once (a bulk load or a
 * restore may have bypassed them). What a reader sees also depends on the clock — a published article whose
 * publishDate is still ahead (or unset) is not public yet — so a read subtracts those few articles, found on
 * the index of `category_article_order` (`order.ts`; for the total of all articles, the
 * `(editorialStatus, publishDate, id)` index): the answer is exact at every moment, a scheduled article counts
 * from its due time without any write, and no timer is involved.
 *
 * Each trigger asks the other table at the time it runs (a link row counts while its article exists and is
 * published; an article counts its link rows, before its own deletion), so the result does not depend on the
 * order in which Strapi writes the article and its link, nor on a foreign key's cascade. On PostgreSQL the
 * link triggers lock the article row (`FOR SHARE`) so a concurrent status change and link change are counted
 * once, in order.
 *
 * `articleCount` counts a category's own articles, not its subcategories'.
 */
const COUNTS_TABLE = 'category_article_counts';
/** The row of every article, whatever its category (category ids start at 1): a general list's total. */
const ALL = '0';

type Knex = Core.Strapi['db']['connection'];

/** Adds `delta` to a category's count (the row is created at 0 first). `cat`/`delta` are SQL expressions. */
const bump = (cat: string, delta: string) =>
  `INSERT INTO ${COUNTS_TABLE} (category_id, published) VALUES (${cat}, 0) ON CONFLICT (category_id) DO NOTHING;
   UPDATE ${COUNTS_TABLE} SET published = published + (${delta}) WHERE category_id = ${cat};`;

function postgresTriggers(n: ArticleCategoryNames): string[] {
  const isPublished = (row: string) => `(${row}.${n.status} IS NOT DISTINCT FROM '${PUBLISHED}')`;
  const perLink = (articleRow: string, sign: string) =>
    `INSERT INTO ${COUNTS_TABLE} (category_id, published)
       SELECT ${n.categoryId}, 0 FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL
       ON CONFLICT (category_id) DO NOTHING;
     UPDATE ${COUNTS_TABLE} c SET published = c.published + ${sign} * l.n
       FROM (SELECT ${n.categoryId} AS category_id, count(*) AS n FROM ${n.link}
             WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL GROUP BY ${n.categoryId}) l
       WHERE c.category_id = l.category_id;`;
  const articlePublished = (row: string) =>
    `EXISTS (SELECT 1 FROM (SELECT ${n.status} FROM ${n.articles} WHERE id = ${row}.${n.articleId} FOR SHARE) a
             WHERE a.${n.status} = '${PUBLISHED}')`;
  return [
    `CREATE OR REPLACE FUNCTION category_counts_article() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'INSERT' THEN
        IF ${isPublished('NEW')} THEN ${perLink('NEW', '1')} ${bump(ALL, '1')} END IF;
        RETURN NEW;
      ELSIF TG_OP = 'UPDATE' THEN
        IF ${isPublished('OLD')} AND NOT ${isPublished('NEW')} THEN ${perLink('NEW', '-1')} ${bump(ALL, '-1')}
        ELSIF ${isPublished('NEW')} AND NOT ${isPublished('OLD')} THEN ${perLink('NEW', '1')} ${bump(ALL, '1')} END IF;
        RETURN NEW;
      END IF;
      IF ${isPublished('OLD')} THEN ${perLink('OLD', '-1')} ${bump(ALL, '-1')} END IF;
      RETURN OLD;
    END $$`,
    `CREATE OR REPLACE FUNCTION category_counts_link() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.${n.categoryId} IS NOT NULL AND ${articlePublished('OLD')} THEN
        ${bump(`OLD.${n.categoryId}`, '-1')}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.${n.categoryId} IS NOT NULL AND ${articlePublished('NEW')} THEN
        ${bump(`NEW.${n.categoryId}`, '1')}
      END IF;
      RETURN NULL;
    END $$`,
    // Before the article's deletion: its link rows still exist (a cascade removes them afterwards, and the
    // link trigger then finds no article).
    `CREATE OR REPLACE TRIGGER category_counts_article_del BEFORE DELETE ON ${n.articles}
      FOR EACH ROW EXECUTE FUNCTION category_counts_article()`,
    `CREATE OR REPLACE TRIGGER category_counts_article_ins_upd AFTER INSERT OR UPDATE OF ${n.status} ON ${n.articles}
      FOR EACH ROW EXECUTE FUNCTION category_counts_article()`,
    `CREATE OR REPLACE TRIGGER category_counts_link AFTER INSERT OR DELETE OR UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      FOR EACH ROW EXECUTE FUNCTION category_counts_link()`,
  ];
}

const SQLITE_TRIGGERS = [
  'category_counts_article_ai', 'category_counts_article_au', 'category_counts_article_bd', 'category_counts_link_ai',
  'category_counts_link_ad', 'category_counts_link_au_old', 'category_counts_link_au_new',
];

function sqliteTriggers(n: ArticleCategoryNames): string[] {
  const isPublished = (row: string) => `(coalesce(${row}.${n.status}, '') = '${PUBLISHED}')`;
  const articlePublished = (row: string) =>
    `EXISTS (SELECT 1 FROM ${n.articles} WHERE id = ${row}.${n.articleId} AND ${n.status} = '${PUBLISHED}')`;
  const perLink = (articleRow: string, sign: string) =>
    `INSERT OR IGNORE INTO ${COUNTS_TABLE} (category_id, published)
       SELECT ${n.categoryId}, 0 FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL;
     UPDATE ${COUNTS_TABLE} SET published = published + ${sign} *
       (SELECT count(*) FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} = ${COUNTS_TABLE}.category_id)
       WHERE category_id IN (SELECT ${n.categoryId} FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id);`;
  const sqliteBump = (cat: string, delta: string) =>
    `INSERT OR IGNORE INTO ${COUNTS_TABLE} (category_id, published) VALUES (${cat}, 0);
     UPDATE ${COUNTS_TABLE} SET published = published + (${delta}) WHERE category_id = ${cat};`;
  return [
    `CREATE TRIGGER category_counts_article_ai AFTER INSERT ON ${n.articles}
      WHEN ${isPublished('NEW')} BEGIN ${perLink('NEW', '1')} ${sqliteBump(ALL, '1')} END`,
    `CREATE TRIGGER category_counts_article_au AFTER UPDATE OF ${n.status} ON ${n.articles}
      WHEN ${isPublished('OLD')} <> ${isPublished('NEW')}
      BEGIN ${perLink('NEW', `(CASE WHEN ${isPublished('NEW')} THEN 1 ELSE -1 END)`)}
        ${sqliteBump(ALL, `(CASE WHEN ${isPublished('NEW')} THEN 1 ELSE -1 END)`)} END`,
    `CREATE TRIGGER category_counts_article_bd BEFORE DELETE ON ${n.articles}
      WHEN ${isPublished('OLD')} BEGIN ${perLink('OLD', '-1')} ${sqliteBump(ALL, '-1')} END`,
    `CREATE TRIGGER category_counts_link_ai AFTER INSERT ON ${n.link}
      WHEN NEW.${n.categoryId} IS NOT NULL AND ${articlePublished('NEW')} BEGIN ${sqliteBump(`NEW.${n.categoryId}`, '1')} END`,
    `CREATE TRIGGER category_counts_link_ad AFTER DELETE ON ${n.link}
      WHEN OLD.${n.categoryId} IS NOT NULL AND ${articlePublished('OLD')} BEGIN ${sqliteBump(`OLD.${n.categoryId}`, '-1')} END`,
    `CREATE TRIGGER category_counts_link_au_old AFTER UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      WHEN OLD.${n.categoryId} IS NOT NULL AND ${articlePublished('OLD')} BEGIN ${sqliteBump(`OLD.${n.categoryId}`, '-1')} END`,
    `CREATE TRIGGER category_counts_link_au_new AFTER UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      WHEN NEW.${n.categoryId} IS NOT NULL AND ${articlePublished('NEW')} BEGIN ${sqliteBump(`NEW.${n.categoryId}`, '1')} END`,
  ];
}

/** At bootstrap (under the schema set-up lock): the table, its triggers, and one recount from the rows. */
export async function ensureCategoryCounts(strapi: Core.Strapi): Promise<void> {
  const n = articleCategoryNames(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  await withSetupLock(strapi, async (db: Knex) => {
    await db.raw(`CREATE TABLE IF NOT EXISTS ${COUNTS_TABLE} (category_id integer PRIMARY KEY, published integer NOT NULL)`);
    // SQLite has no CREATE OR REPLACE TRIGGER: the current definitions replace whatever a start before left.
    if (!postgres) for (const name of SQLITE_TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
    for (const sql of postgres ? postgresTriggers(n) : sqliteTriggers(n)) await db.raw(sql);
    // Writes running meanwhile (another Strapi process) wait for the recount and then add their own change.
    if (postgres) await db.raw(`LOCK TABLE ${COUNTS_TABLE} IN EXCLUSIVE MODE`);
    await db.raw(`DELETE FROM ${COUNTS_TABLE}`);
    await db.raw(
      `INSERT INTO ${COUNTS_TABLE} (category_id, published)
       SELECT l.${n.categoryId}, count(*) FROM ${n.link} l JOIN ${n.articles} a ON a.id = l.${n.articleId}
       WHERE a.${n.status} = '${PUBLISHED}' AND l.${n.categoryId} IS NOT NULL GROUP BY l.${n.categoryId}`,
    );
    await db.raw(`INSERT INTO ${COUNTS_TABLE} (category_id, published) SELECT ${ALL}, count(*) FROM ${n.articles} WHERE ${n.status} = '${PUBLISHED}'`);
  });
}

/**
 * Published, due articles per category id (all categories, or only `categoryIds`), in one statement: the kept
 * count of published articles minus those not due yet (publishDate ahead, or unset), two short ranges of the
 * `(category_id, publish_date, article_id)` index of `category_article_order` per category.
 */
export async function publishedCountsByCategory(strapi: Core.Strapi, now = new Date(), categoryIds?: number[]): Promise<Map<number, number>> {
  const knex = strapi.db.connection;
  const due = publicDueTime(strapi, now);
  const notDue = (which: 'ahead' | 'unset') =>
    knex(`${ORDER_TABLE} as o`)
      .count('*')
      .whereRaw(`o.category_id = ${COUNTS_TABLE}.category_id`)
      .modify((q) => (which === 'ahead' ? q.andWhere('o.publish_date', '>', due) : q.whereNull('o.publish_date')));
  const rows = rawRows(
    await knex(COUNTS_TABLE)
      .select('category_id', 'published', { ahead: notDue('ahead') }, { unset: notDue('unset') })
      .where('category_id', '>', Number(ALL))
      .modify((q) => {
        if (categoryIds) q.whereIn('category_id', categoryIds);
      }),
  );
  return new Map(rows.map((r) => [Number(r.category_id), Number(r.published) - Number(r.ahead) - Number(r.unset)]));
}

/**
 * Every published, due article (a public list with no other filter: the home's latest), in one statement: the
 * kept count of published articles minus those not due yet, two ranges of the `(status, date, id)` index.
 */
export async function publishedTotal(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const n = articleCategoryNames(strapi);
  const knex = strapi.db.connection;
  const notDue = (which: 'ahead' | 'unset') =>
    knex(n.articles)
      .count('*')
      .where(n.status, PUBLISHED)
      .modify((q) => (which === 'ahead' ? q.andWhere(n.date, '>', publicDueTime(strapi, now)) : q.whereNull(n.date)));
  const [row] = rawRows(
    await knex(COUNTS_TABLE)
      .select('published', { ahead: notDue('ahead') }, { unset: notDue('unset') })
      .where('category_id', Number(ALL)),
  );
  return row ? Number(row.published) - Number(row.ahead) - Number(row.unset) : 0;
}
