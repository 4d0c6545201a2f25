/**
 * Writes N articles (and 2N comments, and N/200 reporters) straight into the database Strapi created, in
 * batched multi-row inserts, in the rows Strapi 5 itself writes: one row per document (no draft & publish, so
 * published_at is set and locale is null), relations in the `_lnk` join tables with their order columns.
 * Timestamps: SQLite stores epoch milliseconds, PostgreSQL `timestamp` in UTC. The search index is dropped
 * first and rebuilt once by Strapi's bootstrap at the next start (cms/src/articles/search.ts).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { root } from './stack.mjs';
import { makeText, rng } from './text.mjs';

const requireCms = createRequire(path.join(root, 'cms/package.json'));
const DAY = 86_400_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A document id as Strapi 5 makes them: 24 characters of a–z and 0–9. */
export function documentId() {
  const bytes = randomBytes(24);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % 36];
  return id;
}

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small uniform interface over both databases: query rows, insert rows in batches, run DDL. */
export async function openDatabase(database) {
  if (database.client === 'sqlite') {
    const Sqlite = requireCms('better-sqlite3');
    const db = new Sqlite(database.filename);
    db.pragma('journal_mode = WAL');
    return {
      client: 'sqlite',
      time: (ms) => ms,
      bool: (b) => (b ? 1 : 0),
      json: (v) => JSON.stringify(v),
      async all(sql, params = []) {
        return db.prepare(sql).all(...params);
      },
      async exec(sql) {
        db.exec(sql);
      },
      async insert(table, columns, rows) {
        const stmt = db.prepare(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        db.transaction(() => {
          for (const row of rows) stmt.run(...row);
        })();
      },
      async close() {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    client: 'postgres',
    time: (ms) => new Date(ms).toISOString(),
    bool: (b) => Boolean(b),
    json: (v) => JSON.stringify(v),
    async all(sql, params = []) {
      let i = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${++i}`), params)).rows;
    },
    async exec(sql) {
      await client.query(sql);
    },
    async insert(table, columns, rows) {
      const per = Math.max(1, Math.floor(60_000 / columns.length));
      for (let start = 0; start < rows.length; start += per) {
        const chunk = rows.slice(start, start + per);
        const params = [];
        const values = chunk.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
        await client.query(`INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`, params);
      }
    },
    async close() {
      await client.end();
    },
  };
}

async function resetSequences(db, tables) {
  if (db.client !== 'postgres') return;
  for (const t of tables) await db.exec(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT MAX(id) FROM ${t}))`);
}

async function dropSearchIndex(db) {
  if (db.client === 'postgres') {
    // Strapi's next start fills article_search from the articles and then builds its GIN index once.
    await db.exec('DROP TRIGGER IF EXISTS article_search_sync ON articles');
    await db.exec('DROP INDEX IF EXISTS article_search_document_idx');
    return;
  }
  for (const t of ['article_fts_ai', 'article_fts_ad', 'article_fts_au']) await db.exec(`DROP TRIGGER IF EXISTS ${t}`);
  await db.exec('DROP TABLE IF EXISTS article_fts');
}

/**
 * Adds articles until the database holds `target` generated articles (so 1k → 10k → 100k grow one database).
 * Returns counts and timings.
 */
export async function generate(database, target, { seed = 8 } = {}) {
  const db = await openDatabase(database);
  const started = Date.now();
  try {
    const random = rng(seed * 1_000_003 + target);
    const text = makeText(random);
    const now = Date.now();
    const [{ n: already }] = await db.all(`SELECT COUNT(*) AS n FROM articles WHERE slug LIKE 'gen-%'`);
    const toAdd = target - Number(already);
    if (toAdd <= 0) return { added: 0, ms: 0 };
    await dropSearchIndex(db);

    const categories = (await db.all('SELECT id FROM categories ORDER BY id')).map((r) => Number(r.id));
    const [{ id: reporterRole }] = await db.all(`SELECT id FROM up_roles WHERE type = 'reporter'`);
    const [{ password }] = await db.all('SELECT password FROM up_users ORDER BY id LIMIT 1');
    const maxId = async (t) => Number((await db.all(`SELECT COALESCE(MAX(id), 0) AS m FROM ${t}`))[0].m);

    // Reporters: one per 200 articles (at least 20).
    const wantAuthors = Math.max(20, Math.ceil(target / 200));
    const [{ n: haveAuthors }] = await db.all(`SELECT COUNT(*) AS n FROM up_users WHERE email LIKE 'gen-%'`);
    let userId = await maxId('up_users');
    const userRows = [];
    const roleRows = [];
    let roleLinkId = await maxId('up_users_role_lnk');
    for (let i = Number(haveAuthors); i < wantAuthors; i++) {
      userId++;
      const first = ['Ada', 'Bo', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Juno'][i % 10];
      const last = `Writer${i}`;
      const t = db.time(now - 1000 * DAY + i);
      userRows.push([userId, documentId(), `gen-reporter-${i}`, `gen-reporter-${i}@bulletin.local`, 'local', password, db.bool(true), db.bool(false), first, last, `Reporter ${i} of the generated newsroom.`, t, t, t]);
      roleRows.push([++roleLinkId, userId, reporterRole, i + 1]);
    }
    await db.insert('up_users', ['id', 'document_id', 'username', 'email', 'provider', 'password', 'confirmed', 'blocked', 'first_name', 'last_name', 'bio', 'created_at', 'updated_at', 'published_at'], userRows);
    await db.insert('up_users_role_lnk', ['id', 'user_id', 'role_id', 'user_ord'], roleRows);
    const authors = (await db.all(`SELECT id FROM up_users WHERE email LIKE 'gen-%' ORDER BY id`)).map((r) => Number(r.id));

    let articleId = await maxId('articles');
    let catLink = await maxId('articles_category_lnk');
    let authorLink = await maxId('articles_author_lnk');
    let commentId = await maxId('comments');
    let commentLink = await maxId('comments_article_lnk');
    let commentAuthorLink = await maxId('comments_author_lnk');
    const BATCH = 1000;
    const published = [];
    for (let done = 0; done < toAdd; done += BATCH) {
      const articles = [];
      const catLinks = [];
      const authorLinks = [];
      for (let i = 0; i < Math.min(BATCH, toAdd - done); i++) {
        articleId++;
        const a = text.article();
        const r = random();
        const status = r < 0.9 ? 'published' : r < 0.94 ? 'draft' : r < 0.97 ? 'review' : r < 0.98 ? 'archived' : 'published';
        // Five years back; 2 % of articles are published but scheduled up to a month ahead.
        const publishMs = r >= 0.98 ? now + random() * 30 * DAY : now - random() ** 1.5 * 5 * 365 * DAY;
        const createdMs = Math.min(publishMs, now) - random() * DAY;
        const slug = `gen-${slugify(a.title).slice(0, 80)}-${articleId}`;
        const content = a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
        const bodyText = a.paragraphs.join(' ');
        const tagIndex = `|${a.tags.join('|')}|`;
        const views = Math.floor(random() ** 3 * 20_000);
        const docId = documentId();
        articles.push([
          articleId, docId, 'en', docId, a.title, slug, a.excerpt, content, status, db.time(publishMs),
          db.bool(random() < 0.005), db.bool(random() < 0.03), views, Math.floor(views / 50),
          db.json(a.tags), tagIndex, bodyText, db.time(createdMs), db.time(createdMs), db.time(createdMs),
        ]);
        catLinks.push([++catLink, articleId, categories[Math.floor(random() * categories.length)], catLink]);
        authorLinks.push([++authorLink, articleId, authors[Math.floor(random() * authors.length)]]);
        if (status === 'published' && publishMs <= now) published.push(articleId);
      }
      await db.insert('articles', ['id', 'document_id', 'language', 'translation_group', 'title', 'slug', 'excerpt', 'content', 'editorial_status', 'publish_date', 'breaking', 'featured', 'views', 'likes', 'tags', 'tag_index', 'body_text', 'created_at', 'updated_at', 'published_at'], articles);
      await db.insert('articles_category_lnk', ['id', 'article_id', 'category_id', 'article_ord'], catLinks);
      await db.insert('articles_author_lnk', ['id', 'article_id', 'user_id'], authorLinks);

      // Two comments per article, on published articles (skewed towards some).
      const comments = [];
      const cLinks = [];
      const cAuthors = [];
      for (let i = 0; i < 2 * articles.length; i++) {
        commentId++;
        const on = published[Math.floor(published.length * random() ** 1.3)] ?? articles[0][0];
        const t = db.time(now - random() * 365 * DAY);
        comments.push([commentId, documentId(), text.comment(), t, t, t]);
        cLinks.push([++commentLink, commentId, on, commentLink]);
        cAuthors.push([++commentAuthorLink, commentId, authors[Math.floor(random() * authors.length)]]);
      }
      await db.insert('comments', ['id', 'document_id', 'content', 'created_at', 'updated_at', 'published_at'], comments);
      await db.insert('comments_article_lnk', ['id', 'comment_id', 'article_id', 'comment_ord'], cLinks);
      await db.insert('comments_author_lnk', ['id', 'comment_id', 'user_id'], cAuthors);
    }
    await resetSequences(db, ['up_users', 'up_users_role_lnk', 'articles', 'articles_category_lnk', 'articles_author_lnk', 'comments', 'comments_article_lnk', 'comments_author_lnk']);
    await db.exec(db.client === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
    return { added: toAdd, ms: Date.now() - started };
  } finally {
    await db.close();
  }
}
