import { Router } from 'express';
import { DEFAULT_LOCALE, ERROR_MESSAGES, isAuthorSlug, type Locale, localePath, TRANSLATED_LOCALES } from '@bulletin/contract';
import { NotFoundError } from '../http/errors.js';
import type { Deps } from '../routes/deps.js';
import { robotsTxt } from './robots.js';
import { sitemapIndexXml } from './sitemap-index.js';
import { articleSitemapXml, fileRange } from './sitemap-articles.js';
import { authorSitemapXml, categorySitemapXml, pagesSitemapXml } from './sitemap-categories.js';
import { NEWS_MAX, newsSince, newsSitemapXml } from './news-sitemap.js';
import { RSS_ITEMS, rssXml } from './rss.js';
import { CORRECTIONS_RSS_PATH, correctionsRssXml } from './corrections-rss.js';
import { correctionListFromStrapi } from '../translate/correction.js';
import type { StrapiCorrectionEntry } from '../translate/types.js';
import { authorRows, feedArticles, liveRows, newsRows, sitemapCategories, sitemapPages, sitemapRows } from './source.js';
import { liveSitemapXml } from './sitemap-live.js';
import { RSS_TYPE, sendFeed, streamFeed, TEXT_TYPE, XML_TYPE } from './send.js';

/**
 * Robots, sitemaps and RSS for crawlers and feed readers, every address absolute (PUBLIC_URL). Mounted by app.ts
 * before the site's catch-all. Unknown files are 404s in the envelope, as for any other missing address.
 */
/** A sitemap page number in its one canonical spelling ('01' names no page). */
const pageNumber = (value: string | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
/** What Strapi's uid field allows in a slug: anything else names no category (and never reaches the database). */
const SLUG = /^[A-Za-z0-9\-_.~]{1,200}$/;

export function feedRoutes({ connect, env }: Deps): Router {
  const router = Router();
  // Feeds are the same for everyone: read as an anonymous reader.
  const strapi = connect();
  const site = env.PUBLIC_URL;

  router.get('/robots.txt', (_req, res) => sendFeed(res, env, TEXT_TYPE, robotsTxt(site)));

  router.get('/sitemap.xml', async (_req, res) => {
    sendFeed(res, env, XML_TYPE, sitemapIndexXml(site, await sitemapPages(strapi, env.SITEMAP_PAGE_SIZE)));
  });

  router.get('/sitemaps/:file', async (req, res) => {
    const file = String(req.params.file);
    if (file === 'categories.xml') return sendFeed(res, env, XML_TYPE, categorySitemapXml(site, await sitemapCategories(strapi)));
    if (file === 'authors.xml') return sendFeed(res, env, XML_TYPE, authorSitemapXml(site, await authorRows(strapi)));
    if (file === 'pages.xml') return sendFeed(res, env, XML_TYPE, pagesSitemapXml(site));
    if (file === 'live.xml') return sendFeed(res, env, XML_TYPE, liveSitemapXml(site, await liveRows(strapi)));
    const n = pageNumber(/^articles-(\d+)\.xml$/.exec(file)?.[1]);
    // A sitemap index lists at most 50,000 files. File n holds the visible articles of one range of row ids, so
    // it is one keyset read (no count of the articles before it), and an article stays in its file for good.
    const range = n && n <= 50_000 ? fileRange(n, env.SITEMAP_PAGE_SIZE) : undefined;
    if (!range) throw new NotFoundError('Sitemap not found');
    // The first rows are read before the answer starts, so a failing Strapi is still an error answer, and a
    // range without a visible article is no file.
    const first = await sitemapRows(strapi, range.after, range.through);
    if (!first.length) throw new NotFoundError('Sitemap not found');
    await streamFeed(res, env, XML_TYPE, articleSitemapXml(strapi, site, range, first));
  });

  router.get('/news-sitemap.xml', async (_req, res) => {
    sendFeed(res, env, XML_TYPE, newsSitemapXml(site, await newsRows(strapi, newsSince(), NEWS_MAX)));
  });

  // RSS per language (docs/product.md#languages): English unprefixed, every other language under its code.
  const rss = (locale: Locale) => async (_req: unknown, res: Parameters<typeof sendFeed>[0]) => {
    const self = localePath(locale, '/rss.xml');
    sendFeed(res, env, RSS_TYPE, rssXml(site, await feedArticles(strapi, RSS_ITEMS, locale), self));
  };
  const categoryRss = (locale: Locale) => async (req: { params: Record<string, unknown> }, res: Parameters<typeof sendFeed>[0]) => {
    const slug = String(req.params.slug);
    if (!SLUG.test(slug)) throw new NotFoundError(ERROR_MESSAGES.categoryNotFound);
    const feed = await feedArticles(strapi, RSS_ITEMS, locale, slug);
    sendFeed(res, env, RSS_TYPE, rssXml(site, feed, localePath(locale, `/category/${encodeURIComponent(slug)}/rss.xml`)));
  };
  // An author's articles (docs/product.md#author-pages): a 404 when the author has no public page.
  const authorRss = (locale: Locale) => async (req: { params: Record<string, unknown> }, res: Parameters<typeof sendFeed>[0]) => {
    const slug = String(req.params.slug);
    if (!isAuthorSlug(slug)) throw new NotFoundError(ERROR_MESSAGES.authorNotFound);
    const feed = await feedArticles(strapi, RSS_ITEMS, locale, undefined, slug);
    sendFeed(res, env, RSS_TYPE, rssXml(site, feed, localePath(locale, `/author/${slug}/rss.xml`)));
  };
  // The latest corrections across the site, every language in one feed (docs/product.md#corrections).
  router.get(CORRECTIONS_RSS_PATH, async (_req, res) => {
    const { data } = await strapi.get<{ data: StrapiCorrectionEntry[] }>('/corrections');
    sendFeed(res, env, RSS_TYPE, correctionsRssXml(site, correctionListFromStrapi(data)));
  });
  router.get('/rss.xml', rss(DEFAULT_LOCALE));
  router.get('/category/:slug/rss.xml', categoryRss(DEFAULT_LOCALE));
  router.get('/author/:slug/rss.xml', authorRss(DEFAULT_LOCALE));
  for (const locale of TRANSLATED_LOCALES) {
    router.get(`/${locale}/rss.xml`, rss(locale));
    router.get(`/${locale}/category/:slug/rss.xml`, categoryRss(locale));
    router.get(`/${locale}/author/:slug/rss.xml`, authorRss(locale));
  }

  return router;
}
