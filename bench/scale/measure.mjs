/**
 * Cold read timings through the real stack (read cache off): sequential requests, each timed from send to
 * the last byte, after a warm-up of the connections; p50/p95 per case. Sitemap files are read through the
 * adapters (`/sitemaps/articles-<n>.xml`, every file in turn, SITEMAP_PAGE_SIZE row ids each, the product's
 * default unless the environment sets it), and their row query is also timed straight on the database.
 */
import { readEnv } from '../../adapters/dist/env.js';
import { openDatabase } from './generate.mjs';
import { COMMON_WORD, RARE_WORD } from './text.mjs';

/** The file size the adapters of the scale stack serve: their own setting, read as they read it (cache off there). */
const SITEMAP_PAGE = readEnv({ ...process.env, READ_CACHE_MAX_BYTES: '0' }).SITEMAP_PAGE_SIZE;

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)), n: ms.length };
}

/** Strapi's `Server-Timing: db;dur=…` (cms/src/db/request-time.ts): its database time for the request. */
const dbTime = (res) => {
  const m = /(?:^|,)\s*db;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  return m ? Number(m[1]) : undefined;
};

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms, body, db: dbTime(res) };
}

/**
 * `urls(i)` gives the i-th sample's URL, so cases can vary the URL from sample to sample. A Strapi answer also
 * gives the database's share (`db`).
 */
async function sample(urls, samples, warmup) {
  for (let i = 0; i < warmup; i++) await timed(urls(samples + i));
  const ms = [];
  const db = [];
  for (let i = 0; i < samples; i++) {
    const t = await timed(urls(i));
    ms.push(t.ms);
    if (t.db !== undefined) db.push(t.db);
  }
  return { ...summary(ms), ...(db.length ? { db: summary(db) } : {}) };
}

/** Facts the cases need, read from the database: the biggest category, published article slugs. */
async function facts(database) {
  const db = await openDatabase(database);
  try {
    const now = db.time(Date.now());
    const [biggest] = await db.all(
      `SELECT c.slug AS slug, COUNT(*) AS n FROM articles a JOIN articles_category_lnk l ON l.article_id = a.id
       JOIN categories c ON c.id = l.category_id WHERE a.editorial_status = 'published' AND a.publish_date <= ?
       GROUP BY c.slug ORDER BY n DESC LIMIT 1`,
      [now],
    );
    const articles = await db.all(
      `SELECT a.slug AS slug, a.title AS title, c.slug AS category, u.first_name AS first_name, u.last_name AS last_name
       FROM articles a JOIN articles_category_lnk l ON l.article_id = a.id JOIN categories c ON c.id = l.category_id
       JOIN articles_author_lnk al ON al.article_id = a.id JOIN up_users u ON u.id = al.user_id
       WHERE a.slug LIKE 'gen-%' AND a.editorial_status = 'published' AND a.publish_date <= ? ORDER BY a.id DESC LIMIT 200`,
      [now],
    );
    return { category: biggest.slug, categoryCount: Number(biggest.n), articles };
  } finally {
    await db.close();
  }
}

/** A generated article reads through the adapters exactly like one written through the API. */
async function checkGenerated(apiUrl, article) {
  const res = await fetch(`${apiUrl}/articles/${article.slug}`);
  const body = await res.json();
  const a = body?.data;
  const ok =
    res.ok && a?.title === article.title && a?.category?.slug === article.category &&
    a?.author?.firstName === article.first_name && a?.author?.lastName === article.last_name &&
    a?.status === 'published' && Array.isArray(a?.relatedArticles);
  if (!ok) throw new Error(`generated article ${article.slug} does not read back correctly: ${JSON.stringify(body).slice(0, 500)}`);
}

async function sitemap(database, samples) {
  const db = await openDatabase(database);
  try {
    // File n: the visible articles with row ids in ((n-1)·size, n·size], one range of the (status, id) index.
    // SQLite's planner may prefer the table's rowid range (wide rows): the query names the covering index there.
    const from = db.client === 'sqlite' ? 'articles INDEXED BY articles_sitemap_story_idx' : 'articles';
    const sql = `SELECT id, slug, updated_at FROM ${from} WHERE editorial_status = 'published' AND publish_date <= ? AND id > ? AND id <= ?
      ORDER BY id LIMIT ${SITEMAP_PAGE}`;
    const [{ m }] = await db.all('SELECT COALESCE(MAX(id), 0) AS m FROM articles');
    const files = Math.max(1, Math.ceil(Number(m) / SITEMAP_PAGE));
    const run = async (i) => {
      const n = i % files;
      const t0 = performance.now();
      await db.all(sql, [db.time(Date.now()), n * SITEMAP_PAGE, (n + 1) * SITEMAP_PAGE]);
      return performance.now() - t0;
    };
    for (let i = 0; i < 3; i++) await run(i);
    const ms = [];
    for (let i = 0; i < samples; i++) ms.push(await run(i));
    return { ...summary(ms), pages: files };
  } finally {
    await db.close();
  }
}

export async function measure(product, database, { samples = 30, warmup = 5 } = {}) {
  const f = await facts(database);
  await checkGenerated(product.apiUrl, f.articles[0]);
  const api = product.apiUrl;
  const cms = `${product.cmsUrl}/api`;
  const deepPage = Math.min(500, Math.max(1, Math.ceil(f.categoryCount / 12)));
  const slugAt = (i) => f.articles[i % f.articles.length].slug;
  const cases = {
    'home: latest 12': { adapters: () => `${api}/articles?limit=12`, strapi: () => `${cms}/articles?pagination[page]=1&pagination[pageSize]=12` },
    'home: featured': { adapters: () => `${api}/articles?featured=true&limit=6` },
    'home: latest 8': { adapters: () => `${api}/articles?sort=date&limit=8` },
    'home: world': { adapters: () => `${api}/articles?category=world&limit=4` },
    'home: breaking': { adapters: () => `${api}/articles?breaking=true&sort=date&limit=1` },
    'category page (deepest ≤ 500)': {
      page: deepPage,
      category: f.category,
      adapters: () => `${api}/articles?category=${f.category}&sortBy=publishDate&sortOrder=desc&page=${deepPage}&limit=12`,
      // What the adapters ask Strapi for.
      strapi: () =>
        `${cms}/articles?filters[category][$or][0][documentId][$eq]=${f.category}&filters[category][$or][1][slug][$eq]=${f.category}` +
        `&sort[0]=publishDate:desc&sort[1]=id:desc&pagination[page]=${deepPage}&pagination[pageSize]=12`,
    },
    [`search common ("${COMMON_WORD}")`]: { adapters: () => `${api}/articles?q=${COMMON_WORD}&limit=12`, strapi: () => `${cms}/articles?search=${COMMON_WORD}&pagination[pageSize]=12` },
    [`search rare ("${RARE_WORD}")`]: { adapters: () => `${api}/articles?q=${RARE_WORD}&limit=12`, strapi: () => `${cms}/articles?search=${RARE_WORD}&pagination[pageSize]=12` },
    'article + related': { adapters: (i) => `${api}/articles/${slugAt(i)}`, strapi: (i) => `${cms}/articles/${slugAt(i)}?related=4` },
    categories: { adapters: () => `${api}/categories`, strapi: () => `${cms}/categories` },
  };
  const site = api.replace(/\/api$/, '');
  const index = await (await fetch(`${site}/sitemap.xml`)).text();
  const files = [...index.matchAll(/\/sitemaps\/articles-\d+\.xml/g)].map((m) => m[0]);
  if (!files.length) throw new Error(`no article sitemap files in /sitemap.xml: ${index.slice(0, 300)}`);
  cases[`sitemap file (≤ ${SITEMAP_PAGE.toLocaleString('en')} addresses)`] = { adapters: (i) => `${site}${files[i % files.length]}` };
  cases['sitemap index'] = { adapters: () => `${site}/sitemap.xml` };
  const results = {};
  for (const [name, c] of Object.entries(cases)) {
    results[name] = { adapters: await sample(c.adapters, samples, warmup), ...(c.page ? { page: c.page, category: c.category } : {}) };
    if (c.strapi) results[name].strapi = await sample(c.strapi, samples, warmup);
    const strapi = results[name].strapi;
    process.stdout.write(`  ${name}: adapters p50 ${results[name].adapters.p50} ms, p95 ${results[name].adapters.p95} ms` +
      (strapi ? ` | strapi p50 ${strapi.p50}, p95 ${strapi.p95}` : '') +
      (strapi?.db ? ` | its database time p50 ${strapi.db.p50}, p95 ${strapi.db.p95}` : '') + '\n');
  }
  const s = await sitemap(database, samples);
  results[`sitemap file rows (≤ ${SITEMAP_PAGE.toLocaleString('en')}, SQL)`] = { database: s };
  process.stdout.write(`  sitemap file rows: database p50 ${s.p50} ms, p95 ${s.p95} ms (${s.pages} files)\n`);
  return results;
}
