import type { Core } from '@strapi/strapi';
import { joinTableOf, tableOf } from './tables';
import { withSetupLock } from './setup-lock';

/**
 * Indexes for the read path at scale (docs/decisions/0009-indexes-at-scale.md), created idempotently at
 * every start on SQLite and PostgreSQL. Every public list filters on editorialStatus + publishDate and sorts
 * by publishDate, id; the home asks for featured and breaking; a category page and the category counts go
 * through the article→category link; an article is opened by slug with its comments; the sitemap walks
 * published slugs in id order. Names and columns come from Strapi's metadata so renames cannot drift.
 */
export type IndexSpec = { name: string; table: string; columns: string[]; include?: string[] };

function readPathIndexes(strapi: Core.Strapi): IndexSpec[] {
  const { table: articles, column } = tableOf(strapi, 'api::article.article');
  const [status, date, featured, breaking, slug, updated, language, group] = [
    'editorialStatus', 'publishDate', 'featured', 'breaking', 'slug', 'updatedAt', 'language', 'translationGroup',
  ].map(column);
  const category = joinTableOf(strapi, 'api::article.article', 'category');
  const author = joinTableOf(strapi, 'api::article.article', 'author');
  const comments = joinTableOf(strapi, 'api::comment.comment', 'article');
  const audit = tableOf(strapi, 'api::audit-entry.audit-entry');
  const revisions = tableOf(strapi, 'api::article-revision.article-revision');
  const liveEntries = tableOf(strapi, 'api::live-entry.live-entry');
  const liveStory = joinTableOf(strapi, 'api::live-entry.live-entry', 'story');
  return [
    // Lists and their pagination count (an index-only count), newest first; a list is one language.
    { name: `${articles}_status_date_idx`, table: articles, columns: [status, date, 'id'] },
    { name: `${articles}_language_date_idx`, table: articles, columns: [language, status, date, 'id'] },
    { name: `${articles}_featured_date_idx`, table: articles, columns: [featured, status, date, 'id'] },
    { name: `${articles}_breaking_date_idx`, table: articles, columns: [breaking, status, date, 'id'] },
    // A category page joins its link rows to the articles: status and date read from the index, not the rows.
    { name: `${articles}_id_status_date_idx`, table: articles, columns: ['id'], include: [status, date] },
    // An article by its address.
    { name: `${articles}_slug_idx`, table: articles, columns: [slug] },
    // Sitemap pages: published slugs in id order (keyset) with their language and story, read from the index alone.
    { name: `${articles}_sitemap_story_idx`, table: articles, columns: [status, 'id'], include: [date, slug, updated, language, group] },
    // A category's articles and the counts per category; an author's articles; an article's comments.
    { name: `${category.name}_category_article_idx`, table: category.name, columns: [category.inverseJoinColumn.name, category.joinColumn.name] },
    { name: `${author.name}_user_article_idx`, table: author.name, columns: [author.inverseJoinColumn.name, author.joinColumn.name] },
    { name: `${comments.name}_article_comment_idx`, table: comments.name, columns: [comments.inverseJoinColumn.name, comments.joinColumn.name] },
    // The audit log, newest first (GET /audit; its filters narrow a page the same way).
    { name: `${audit.table}_created_idx`, table: audit.table, columns: [audit.column('createdAt'), 'id'] },
    // An article's revisions, newest first (its history, the latest one a save compares with, pruning).
    { name: `${revisions.table}_article_idx`, table: revisions.table, columns: [revisions.column('articleId'), 'id'] },
    // A live story's entries, and what changed after a sequence number (the adapters' live hub).
    { name: `${liveStory.name}_story_entry_idx`, table: liveStory.name, columns: [liveStory.inverseJoinColumn.name, liveStory.joinColumn.name] },
    { name: `${liveEntries.table}_seq_idx`, table: liveEntries.table, columns: [liveEntries.column('seq'), 'id'] },
  ];
}

/** PostgreSQL covers with INCLUDE; SQLite has no INCLUDE, so the covered columns join the key. */
function createIndexSql(spec: IndexSpec, client: string): string {
  const q = (c: string) => `"${c}"`;
  const include = spec.include ?? [];
  if (client === 'postgres') {
    const covering = include.length ? ` INCLUDE (${include.map(q).join(', ')})` : '';
    return `CREATE INDEX IF NOT EXISTS ${spec.name} ON ${spec.table} (${spec.columns.map(q).join(', ')})${covering}`;
  }
  return `CREATE INDEX IF NOT EXISTS ${spec.name} ON ${spec.table} (${[...spec.columns, ...include].map(q).join(', ')})`;
}

/** Indexes an earlier version made, replaced by one above. */
const REPLACED = (articles: string) => [`${articles}_sitemap_idx`];

export async function ensureReadPathIndexes(strapi: Core.Strapi): Promise<void> {
  const client = strapi.db.dialect.client;
  const { table: articles } = tableOf(strapi, 'api::article.article');
  const specs = readPathIndexes(strapi);
  await withSetupLock(strapi, async (db) => {
    for (const name of REPLACED(articles)) await db.raw(`DROP INDEX IF EXISTS ${name}`);
    for (const spec of specs) await db.raw(createIndexSql(spec, client));
  }, specs.map((spec) => spec.table));
}
