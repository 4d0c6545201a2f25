import type { Core } from '@strapi/strapi';
import { PUBLISHED, type Locale } from '@bulletin/contract';
import { withSetupLock } from '../db/setup-lock';
import { articleCategoryNames, type ArticleCategoryNames } from './article-links';
import { publicDueTime } from '../access/visibility';
import { ORDER_TABLE } from './order';
import { rawRows } from '../db/raw';

/**
 * Published, due articles per category and language — the categories' `articleCount` and a category list's
 * total — without counting every article on every read (docs/decisions/0009-indexes-at-scale.md,
 * 0023-languages.md).
 *
 * The database keeps `category_article_counts (category_id, locale, published)`: how many articles with
 * editorialStatus `published` each category holds in each language, whatever their publishDate (a language
 * change moves the article's count from one language to the other). Triggers on the articles table
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
/** The rows of every article, whatever its category (category ids start at 1), per language: a general list's total. */
const ALL = '0';

type Knex = Core.Strapi['db']['connection'];

/** Adds `delta` to a category's count in a language (the row is created at 0 first). Arguments are SQL expressions. */
const bump = (cat: string, locale: string, delta: string) =>
  `INSERT INTO ${COUNTS_TABLE} (category_id, locale, published) VALUES (${cat}, ${locale}, 0) ON CONFLICT (category_id, locale) DO NOTHING;
   UPDATE ${COUNTS_TABLE} SET published = published + (${delta}) WHERE category_id = ${cat} AND locale = ${locale};`;

function postgresTriggers(n: ArticleCategoryNames): string[] {
  const isPublished = (row: string) => `(${row}.${n.status} IS NOT DISTINCT FROM '${PUBLISHED}')`;
  const perLink = (articleRow: string, locale: string, sign: string) =>
    `INSERT INTO ${COUNTS_TABLE} (category_id, locale, published)
       SELECT ${n.categoryId}, ${locale}, 0 FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL
       ON CONFLICT (category_id, locale) DO NOTHING;
     UPDATE ${COUNTS_TABLE} c SET published = c.published + ${sign} * l.n
       FROM (SELECT ${n.categoryId} AS category_id, count(*) AS n FROM ${n.link}
             WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL GROUP BY ${n.categoryId}) l
       WHERE c.category_id = l.category_id AND c.locale = ${locale};`;
  const both = (row: string, sign: string) => `${perLink(row, `${row}.${n.language}`, sign)} ${bump(ALL, `${row}.${n.language}`, sign)}`;
  // The link's article, when it is published: its language (found) or nothing.
  const publishedLanguage = (row: string) =>
    `SELECT a.${n.language} INTO article_locale
       FROM (SELECT ${n.status}, ${n.language} FROM ${n.articles} WHERE id = ${row}.${n.articleId} FOR SHARE) a
       WHERE a.${n.status} = '${PUBLISHED}';`;
  return [
    `CREATE OR REPLACE FUNCTION category_counts_article() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'INSERT' THEN
        IF ${isPublished('NEW')} THEN ${both('NEW', '1')} END IF;
        RETURN NEW;
      ELSIF TG_OP = 'UPDATE' THEN
        IF ${isPublished('OLD')} IS DISTINCT FROM ${isPublished('NEW')} OR NEW.${n.language} IS DISTINCT FROM OLD.${n.language} THEN
          IF ${isPublished('OLD')} THEN ${perLink('NEW', `OLD.${n.language}`, '-1')} ${bump(ALL, `OLD.${n.language}`, '-1')} END IF;
          IF ${isPublished('NEW')} THEN ${both('NEW', '1')} END IF;
        END IF;
        RETURN NEW;
      END IF;
      IF ${isPublished('OLD')} THEN ${both('OLD', '-1')} END IF;
      RETURN OLD;
    END $$`,
    `CREATE OR REPLACE FUNCTION category_counts_link() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE article_locale text;
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.${n.categoryId} IS NOT NULL THEN
        ${publishedLanguage('OLD')}
        IF FOUND THEN ${bump(`OLD.${n.categoryId}`, 'article_locale', '-1')} END IF;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.${n.categoryId} IS NOT NULL THEN
        ${publishedLanguage('NEW')}
        IF FOUND THEN ${bump(`NEW.${n.categoryId}`, 'article_locale', '1')} END IF;
      END IF;
      RETURN NULL;
    END $$`,
    // Before the article's deletion: its link rows still exist (a cascade removes them afterwards, and the
    // link trigger then finds no article).
    `CREATE OR REPLACE TRIGGER category_counts_article_del BEFORE DELETE ON ${n.articles}
      FOR EACH ROW EXECUTE FUNCTION category_counts_article()`,
    `CREATE OR REPLACE TRIGGER category_counts_article_ins_upd AFTER INSERT OR UPDATE OF ${n.status}, ${n.language} ON ${n.articles}
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
  const articleLanguage = (row: string) => `(SELECT ${n.language} FROM ${n.articles} WHERE id = ${row}.${n.articleId})`;
  const perLink = (articleRow: string, locale: string, sign: string) =>
    `INSERT OR IGNORE INTO ${COUNTS_TABLE} (category_id, locale, published)
       SELECT ${n.categoryId}, ${locale}, 0 FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} IS NOT NULL;
     UPDATE ${COUNTS_TABLE} SET published = published + ${sign} *
       (SELECT count(*) FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id AND ${n.categoryId} = ${COUNTS_TABLE}.category_id)
       WHERE locale = ${locale} AND category_id IN (SELECT ${n.categoryId} FROM ${n.link} WHERE ${n.articleId} = ${articleRow}.id);`;
  const sqliteBump = (cat: string, locale: string, delta: string) =>
    `INSERT OR IGNORE INTO ${COUNTS_TABLE} (category_id, locale, published) VALUES (${cat}, ${locale}, 0);
     UPDATE ${COUNTS_TABLE} SET published = published + (${delta}) WHERE category_id = ${cat} AND locale = ${locale};`;
  const both = (row: string, locale: string, sign: string) => `${perLink(row, locale, sign)} ${sqliteBump(ALL, locale, sign)}`;
  const signIf = (published: string, sign: string) => `(CASE WHEN ${published} THEN ${sign} ELSE 0 END)`;
  return [
    `CREATE TRIGGER category_counts_article_ai AFTER INSERT ON ${n.articles}
      WHEN ${isPublished('NEW')} BEGIN ${both('NEW', `NEW.${n.language}`, '1')} END`,
    // Out of the old language's counts if it counted there, into the new one's if it counts now.
    `CREATE TRIGGER category_counts_article_au AFTER UPDATE OF ${n.status}, ${n.language} ON ${n.articles}
      WHEN ${isPublished('OLD')} <> ${isPublished('NEW')} OR OLD.${n.language} IS NOT NEW.${n.language}
      BEGIN ${both('NEW', `OLD.${n.language}`, signIf(isPublished('OLD'), '-1'))}
        ${both('NEW', `NEW.${n.language}`, signIf(isPublished('NEW'), '1'))} END`,
    `CREATE TRIGGER category_counts_article_bd BEFORE DELETE ON ${n.articles}
      WHEN ${isPublished('OLD')} BEGIN ${both('OLD', `OLD.${n.language}`, '-1')} END`,
    `CREATE TRIGGER category_counts_link_ai AFTER INSERT ON ${n.link}
      WHEN NEW.${n.categoryId} IS NOT NULL AND ${articlePublished('NEW')} BEGIN ${sqliteBump(`NEW.${n.categoryId}`, articleLanguage('NEW'), '1')} END`,
    `CREATE TRIGGER category_counts_link_ad AFTER DELETE ON ${n.link}
      WHEN OLD.${n.categoryId} IS NOT NULL AND ${articlePublished('OLD')} BEGIN ${sqliteBump(`OLD.${n.categoryId}`, articleLanguage('OLD'), '-1')} END`,
    `CREATE TRIGGER category_counts_link_au_old AFTER UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      WHEN OLD.${n.categoryId} IS NOT NULL AND ${articlePublished('OLD')} BEGIN ${sqliteBump(`OLD.${n.categoryId}`, articleLanguage('OLD'), '-1')} END`,
    `CREATE TRIGGER category_counts_link_au_new AFTER UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      WHEN NEW.${n.categoryId} IS NOT NULL AND ${articlePublished('NEW')} BEGIN ${sqliteBump(`NEW.${n.categoryId}`, articleLanguage('NEW'), '1')} END`,
  ];
}

/** At bootstrap (under the schema set-up lock): the table, its triggers, and one recount from the rows. */
export async function ensureCategoryCounts(strapi: Core.Strapi): Promise<void> {
  const n = articleCategoryNames(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  await withSetupLock(strapi, async (db: Knex) => {
    // Kept before languages (one count per category): recounted below in the new shape.
    if ((await db.schema.hasTable(COUNTS_TABLE)) && !(await db.schema.hasColumn(COUNTS_TABLE, 'locale'))) await db.raw(`DROP TABLE ${COUNTS_TABLE}`);
    await db.raw(`CREATE TABLE IF NOT EXISTS ${COUNTS_TABLE} (
      category_id integer NOT NULL, locale varchar(8) NOT NULL, published integer NOT NULL, PRIMARY KEY (category_id, locale))`);
    // SQLite has no CREATE OR REPLACE TRIGGER: the current definitions replace whatever a start before left.
    if (!postgres) for (const name of SQLITE_TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
    for (const sql of postgres ? postgresTriggers(n) : sqliteTriggers(n)) await db.raw(sql);
    // Writes running meanwhile (another Strapi process) wait for the recount and then add their own change.
    if (postgres) await db.raw(`LOCK TABLE ${COUNTS_TABLE} IN EXCLUSIVE MODE`);
    await db.raw(`DELETE FROM ${COUNTS_TABLE}`);
    await db.raw(
      `INSERT INTO ${COUNTS_TABLE} (category_id, locale, published)
       SELECT l.${n.categoryId}, a.${n.language}, count(*) FROM ${n.link} l JOIN ${n.articles} a ON a.id = l.${n.articleId}
       WHERE a.${n.status} = '${PUBLISHED}' AND l.${n.categoryId} IS NOT NULL GROUP BY l.${n.categoryId}, a.${n.language}`,
    );
    await db.raw(
      `INSERT INTO ${COUNTS_TABLE} (category_id, locale, published)
       SELECT ${ALL}, ${n.language}, count(*) FROM ${n.articles} WHERE ${n.status} = '${PUBLISHED}' GROUP BY ${n.language}`,
    );
  }, [n.articles, n.link, COUNTS_TABLE]);
}

/**
 * Published, due articles per category id (all categories, or only `categoryIds`) in one language (or, `null`,
 * every language), in one statement: the kept count of published articles minus those not due yet (publishDate
 * ahead, or unset), two short ranges of the `(category_id, locale, publish_date, article_id)` index of
 * `category_article_order` per category and language.
 */
export async function publishedCountsByCategory(
  strapi: Core.Strapi,
  now: Date,
  locale: Locale | null,
  categoryIds?: number[],
): Promise<Map<number, number>> {
  const knex = strapi.db.connection;
  const due = publicDueTime(strapi, now);
  const notDue = (which: 'ahead' | 'unset') =>
    knex(`${ORDER_TABLE} as o`)
      .count('*')
      .whereRaw(`o.category_id = ${COUNTS_TABLE}.category_id AND o.locale = ${COUNTS_TABLE}.locale`)
      .modify((q) => (which === 'ahead' ? q.andWhere('o.publish_date', '>', due) : q.whereNull('o.publish_date')));
  const rows = rawRows(
    await knex(COUNTS_TABLE)
      .select('category_id', 'published', { ahead: notDue('ahead') }, { unset: notDue('unset') })
      .where('category_id', '>', Number(ALL))
      .modify((q) => {
        if (locale) q.where('locale', locale);
        if (categoryIds) q.whereIn('category_id', categoryIds);
      }),
  );
  const counts = new Map<number, number>();
  for (const r of rows) {
    const id = Number(r.category_id);
    counts.set(id, (counts.get(id) ?? 0) + Number(r.published) - Number(r.ahead) - Number(r.unset));
  }
  return counts;
}

/**
 * Every published, due article in one language (a public list with no other filter: the home's latest), in one
 * statement: the kept count of published articles minus those not due yet, two ranges of the `(status, date, id)`
 * index.
 */
export async function publishedTotal(strapi: Core.Strapi, now: Date, locale: Locale): Promise<number> {
  const n = articleCategoryNames(strapi);
  const knex = strapi.db.connection;
  const notDue = (which: 'ahead' | 'unset') =>
    knex(n.articles)
      .count('*')
      .where(n.status, PUBLISHED)
      .andWhere(n.language, locale)
      .modify((q) => (which === 'ahead' ? q.andWhere(n.date, '>', publicDueTime(strapi, now)) : q.whereNull(n.date)));
  const [row] = rawRows(
    await knex(COUNTS_TABLE)
      .select('published', { ahead: notDue('ahead') }, { unset: notDue('unset') })
      .where('category_id', Number(ALL))
      .andWhere('locale', locale),
  );
  return row ? Number(row.published) - Number(row.ahead) - Number(row.unset) : 0;
}
