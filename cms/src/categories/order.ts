import type { Core } from '@strapi/strapi';
import { PUBLISHED } from '@bulletin/contract';
import { withSetupLock } from '../db/setup-lock';
import { articleCategoryNames, type ArticleCategoryNames } from './article-links';

/**
 * Each category's published articles in publish-date order, per language, kept by the database
 * (docs/decisions/0009-indexes-at-scale.md, 0023-languages.md): `category_article_order (article_id, category_id,
 * locale, publish_date)` holds one row per link between a category and an article whose editorialStatus is
 * `published` (whatever its publishDate), with the article's language, indexed by
 * `(category_id, locale, publish_date, article_id)`. A category page of any depth is then a walk
 * of one index range (page 500 of a category of 6,000 articles skips 6,000 index entries instead of joining
 * 6,000 link rows to the articles and sorting them), and the published articles of a category that are not due
 * yet (publishDate ahead or unset) are one short range of the same index (`counts.ts`).
 *
 * Triggers on the articles table and on the article→category link keep it in step with every write (the
 * adapters, Strapi's REST API, the panel, a script's SQL), on PostgreSQL and SQLite alike: a status or publish
 * date change rewrites the article's rows, a link written or removed adds or removes its row, a deleted article
 * takes its rows along; a language change moves the article's rows to the other language. Each trigger reads the other table when it runs, so the order in which Strapi writes an
 * article and its link does not matter; on PostgreSQL the link trigger reads the article `FOR SHARE`, so a
 * concurrent status change and link change are applied one after the other (as the counts' triggers do). Each
 * start repairs the table from the rows (a bulk load or a restore may have bypassed the triggers): rows that
 * should not be there go, missing ones are added — nothing is written when it is in step.
 *
 * The public rule is still `publicArticleFilter` (published, publish date come): a list reads the rows with
 * `publish_date <= now` (`wherePublicOrder`), so a scheduled article appears at its time without any write.
 */
export const ORDER_TABLE = 'category_article_order';

function postgresTriggers(n: ArticleCategoryNames): string[] {
  const isPublished = (row: string) => `(${row}.${n.status} IS NOT DISTINCT FROM '${PUBLISHED}')`;
  const upsert = `ON CONFLICT (article_id, category_id) DO UPDATE SET publish_date = EXCLUDED.publish_date, locale = EXCLUDED.locale`;
  return [
    `CREATE OR REPLACE FUNCTION category_order_article() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM ${ORDER_TABLE} WHERE article_id = OLD.id;
        RETURN OLD;
      END IF;
      IF NOT ${isPublished('NEW')} THEN
        IF TG_OP = 'UPDATE' AND ${isPublished('OLD')} THEN DELETE FROM ${ORDER_TABLE} WHERE article_id = NEW.id; END IF;
      ELSIF TG_OP = 'UPDATE' AND ${isPublished('OLD')} THEN
        IF NEW.${n.date} IS DISTINCT FROM OLD.${n.date} OR NEW.${n.language} IS DISTINCT FROM OLD.${n.language} THEN
          UPDATE ${ORDER_TABLE} SET publish_date = NEW.${n.date}, locale = NEW.${n.language} WHERE article_id = NEW.id;
        END IF;
      ELSE
        INSERT INTO ${ORDER_TABLE} (article_id, category_id, locale, publish_date)
          SELECT NEW.id, ${n.categoryId}, NEW.${n.language}, NEW.${n.date} FROM ${n.link} WHERE ${n.articleId} = NEW.id AND ${n.categoryId} IS NOT NULL
          ${upsert};
      END IF;
      RETURN NEW;
    END $$`,
    `CREATE OR REPLACE FUNCTION category_order_link() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        DELETE FROM ${ORDER_TABLE} WHERE article_id = OLD.${n.articleId} AND category_id = OLD.${n.categoryId};
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.${n.categoryId} IS NOT NULL THEN
        INSERT INTO ${ORDER_TABLE} (article_id, category_id, locale, publish_date)
          SELECT a.id, NEW.${n.categoryId}, a.${n.language}, a.${n.date}
          FROM (SELECT id, ${n.status}, ${n.date}, ${n.language} FROM ${n.articles} WHERE id = NEW.${n.articleId} FOR SHARE) a
          WHERE a.${n.status} = '${PUBLISHED}'
          ${upsert};
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE OR REPLACE TRIGGER category_order_article AFTER INSERT OR DELETE OR UPDATE OF ${n.status}, ${n.date}, ${n.language} ON ${n.articles}
      FOR EACH ROW EXECUTE FUNCTION category_order_article()`,
    `CREATE OR REPLACE TRIGGER category_order_link AFTER INSERT OR DELETE OR UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      FOR EACH ROW EXECUTE FUNCTION category_order_link()`,
  ];
}

const SQLITE_TRIGGERS = [
  'category_order_article_ai', 'category_order_article_au', 'category_order_article_ad',
  'category_order_link_ai', 'category_order_link_ad', 'category_order_link_au',
];

function sqliteTriggers(n: ArticleCategoryNames): string[] {
  const fromLinks = (row: string) =>
    `INSERT OR REPLACE INTO ${ORDER_TABLE} (article_id, category_id, locale, publish_date)
       SELECT ${row}.id, ${n.categoryId}, ${row}.${n.language}, ${row}.${n.date} FROM ${n.link}
       WHERE ${n.articleId} = ${row}.id AND ${n.categoryId} IS NOT NULL AND ${row}.${n.status} = '${PUBLISHED}';`;
  const fromArticle = (row: string) =>
    `INSERT OR REPLACE INTO ${ORDER_TABLE} (article_id, category_id, locale, publish_date)
       SELECT id, ${row}.${n.categoryId}, ${n.language}, ${n.date} FROM ${n.articles}
       WHERE id = ${row}.${n.articleId} AND ${n.status} = '${PUBLISHED}' AND ${row}.${n.categoryId} IS NOT NULL;`;
  const dropLink = (row: string) =>
    `DELETE FROM ${ORDER_TABLE} WHERE article_id = ${row}.${n.articleId} AND category_id = ${row}.${n.categoryId};`;
  return [
    `CREATE TRIGGER category_order_article_ai AFTER INSERT ON ${n.articles} BEGIN ${fromLinks('NEW')} END`,
    `CREATE TRIGGER category_order_article_au AFTER UPDATE OF ${n.status}, ${n.date}, ${n.language} ON ${n.articles}
      WHEN OLD.${n.status} IS NOT NEW.${n.status} OR OLD.${n.date} IS NOT NEW.${n.date} OR OLD.${n.language} IS NOT NEW.${n.language}
      BEGIN DELETE FROM ${ORDER_TABLE} WHERE article_id = NEW.id; ${fromLinks('NEW')} END`,
    `CREATE TRIGGER category_order_article_ad AFTER DELETE ON ${n.articles}
      BEGIN DELETE FROM ${ORDER_TABLE} WHERE article_id = OLD.id; END`,
    `CREATE TRIGGER category_order_link_ai AFTER INSERT ON ${n.link} BEGIN ${fromArticle('NEW')} END`,
    `CREATE TRIGGER category_order_link_ad AFTER DELETE ON ${n.link} BEGIN ${dropLink('OLD')} END`,
    `CREATE TRIGGER category_order_link_au AFTER UPDATE OF ${n.articleId}, ${n.categoryId} ON ${n.link}
      BEGIN ${dropLink('OLD')} ${fromArticle('NEW')} END`,
  ];
}

type Knex = Core.Strapi['db']['connection'];

/** At bootstrap (under the schema set-up lock): the table, its index and triggers, and a repair from the rows. */
export async function ensureCategoryOrder(strapi: Core.Strapi): Promise<void> {
  const n = articleCategoryNames(strapi);
  const postgres = strapi.db.dialect.client === 'postgres';
  // The same column type as the articles' publish date: PostgreSQL `timestamp`, SQLite epoch milliseconds.
  const dateType = postgres ? 'timestamp(6)' : 'bigint';
  const same = postgres ? 'IS NOT DISTINCT FROM' : 'IS';
  await withSetupLock(strapi, async (db: Knex) => {
    // Kept before languages (no locale column): made again from the rows by the repair below.
    if ((await db.schema.hasTable(ORDER_TABLE)) && !(await db.schema.hasColumn(ORDER_TABLE, 'locale'))) await db.raw(`DROP TABLE ${ORDER_TABLE}`);
    await db.raw(`CREATE TABLE IF NOT EXISTS ${ORDER_TABLE} (
      article_id integer NOT NULL, category_id integer NOT NULL, locale varchar(8) NOT NULL, publish_date ${dateType},
      PRIMARY KEY (article_id, category_id))`);
    await db.raw(`CREATE INDEX IF NOT EXISTS ${ORDER_TABLE}_locale_date_idx ON ${ORDER_TABLE} (category_id, locale, publish_date, article_id)`);
    if (!postgres) for (const name of SQLITE_TRIGGERS) await db.raw(`DROP TRIGGER IF EXISTS ${name}`);
    for (const sql of postgres ? postgresTriggers(n) : sqliteTriggers(n)) await db.raw(sql);
    // Writes of another process wait for the repair and then apply their own change.
    if (postgres) await db.raw(`LOCK TABLE ${ORDER_TABLE} IN EXCLUSIVE MODE`);
    await db.raw(
      `DELETE FROM ${ORDER_TABLE} WHERE NOT EXISTS (
         SELECT 1 FROM ${n.link} l JOIN ${n.articles} a ON a.id = l.${n.articleId}
         WHERE l.${n.articleId} = ${ORDER_TABLE}.article_id AND l.${n.categoryId} = ${ORDER_TABLE}.category_id
           AND a.${n.status} = '${PUBLISHED}' AND a.${n.date} ${same} ${ORDER_TABLE}.publish_date
           AND a.${n.language} = ${ORDER_TABLE}.locale)`,
    );
    await db.raw(
      `INSERT INTO ${ORDER_TABLE} (article_id, category_id, locale, publish_date)
       SELECT l.${n.articleId}, l.${n.categoryId}, a.${n.language}, a.${n.date} FROM ${n.link} l JOIN ${n.articles} a ON a.id = l.${n.articleId}
       WHERE a.${n.status} = '${PUBLISHED}' AND l.${n.categoryId} IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${ORDER_TABLE} o WHERE o.article_id = l.${n.articleId} AND o.category_id = l.${n.categoryId})`,
    );
  }, [n.articles, n.link, ORDER_TABLE]);
}
