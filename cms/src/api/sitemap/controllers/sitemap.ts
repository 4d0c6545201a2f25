import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { categoryTextIn, DEFAULT_LOCALE, displayName, ERROR_MESSAGES, isLocale, type Locale, LOCALES, MESSAGES, NEWSROOM_BYLINE } from '@bulletin/contract';
import { publicArticleFilter } from '../../../access/visibility';
import { creditedTo } from '../../../access/credits';
import { MAX_ROW_ID, positiveInt } from '../../../db/ids';
import { isoDate, MAX_FILES, sitemapFiles, sitemapRows } from '../../../articles/sitemap-files';
import { storySitemap } from '../../../live/reads';
import { publicAuthor } from '../../../authors/public-authors';
import { queryOf } from '../../../db/queries';
import { storedFileBytes } from '../../../media/stored-bytes';
import { publishedCountsByCategory } from '../../../categories/counts';

/**
 * The data behind robots, sitemaps and RSS (adapters/src/feeds). Every read applies the one public rule,
 * "published and due" (`publicArticleFilter`), and selects only the columns a feed prints. Article rows are
 * read by keyset on the row id (`id > after`), never by offset, and at most MAX_ROWS per call, so a sitemap
 * page of 50,000 addresses is streamed by the adapters from a few bounded calls and no call loads every article.
 */
const UID = 'api::article.article';
const CATEGORY_UID = 'api::category.category';
/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const MAX_PAGE_SIZE = 50_000;
/** Rows per `articles` call. */
const MAX_ROWS = 10_000;
/** Google News: at most 1,000 addresses per news sitemap. */
const MAX_NEWS = 1_000;
const MAX_FEED = 100;
const SUMMARY_LENGTH = 300;

type Row = Record<string, unknown>;

function wholeNumber(query: Row, name: string, min: number, max: number, fallback?: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new errors.ValidationError(`${name} is required`);
  }
  const n = raw === '0' ? 0 : positiveInt(raw);
  if (n === null || n < min || n > max) throw new errors.ValidationError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function dateParam(query: Row, name: string): Date {
  const raw = query[name];
  const date = typeof raw === 'string' ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new errors.ValidationError(`${name} must be a date`);
  return date;
}

/** `locale` of a feed: one of the site's languages (absent: English). */
function feedLocale(query: Row): Locale {
  const raw = query.locale;
  if (raw === undefined || raw === '') return DEFAULT_LOCALE;
  if (isLocale(raw)) return raw;
  throw new errors.ValidationError(MESSAGES.unknownLanguage);
}

/** The excerpt, else the start of the article's text cut at a word. */
function summaryOf(excerpt: unknown, bodyText: unknown): string {
  const own = typeof excerpt === 'string' ? excerpt.trim() : '';
  if (own) return own;
  const text = typeof bodyText === 'string' ? bodyText.replace(/\s+/g, ' ').trim() : '';
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export default {
  /**
   * The sitemap files: file n holds the visible articles whose row id is in `((n-1)·size, n·size]`, so an
   * article never moves to another file and a file is one range of the `(status, id)` index. Every file that
   * holds at least one visible article, with its first and last id, count and newest updatedAt: one aggregate over
   * the index (only its columns), kept between writes (articles/sitemap-files.ts). With `n`, file n alone (or none
   * when it holds no visible article).
   */
  async pages(ctx: Context) {
    const size = wholeNumber(ctx.query, 'size', 1, MAX_PAGE_SIZE);
    const only = ctx.query.n === undefined ? undefined : wholeNumber(ctx.query, 'n', 1, MAX_FILES);
    if (only !== undefined && (only - 1) * size >= MAX_ROW_ID) {
      ctx.body = { data: [], meta: {} };
      return;
    }
    ctx.body = { data: await sitemapFiles(strapi, size, only), meta: {} };
  },

  /**
   * Visible articles with `after < id <= through`, by id, at most `limit` (≤ MAX_ROWS): id, slug and lastmod
   * (updatedAt, else publishDate), nothing else — a sitemap file is thousands of them.
   */
  async articles(ctx: Context) {
    const after = wholeNumber(ctx.query, 'after', 0, MAX_ROW_ID, 0);
    const through = wholeNumber(ctx.query, 'through', 1, MAX_ROW_ID, MAX_ROW_ID);
    const limit = wholeNumber(ctx.query, 'limit', 1, MAX_ROWS, MAX_ROWS);
    ctx.body = { data: await sitemapRows(strapi, after, through, limit), meta: {} };
  },

  /** Visible articles published since `since`, newest first, at most `limit` (≤ 1,000), every language: for the news sitemap. */
  async news(ctx: Context) {
    const since = dateParam(ctx.query, 'since');
    const limit = wholeNumber(ctx.query, 'limit', 1, MAX_NEWS, MAX_NEWS);
    const rows = await queryOf(strapi, UID).findMany({
      where: { $and: [publicArticleFilter(), { publishDate: { $gte: since.toISOString() } }] },
      select: ['id', 'slug', 'title', 'publishDate', 'tags', 'language'],
      orderBy: [{ publishDate: 'desc' }, { id: 'desc' }],
      limit,
    });
    ctx.body = {
      data: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        locale: row.language ?? DEFAULT_LOCALE,
        publishDate: isoDate(row.publishDate),
        tags: Array.isArray(row.tags) ? row.tags : [],
      })),
      meta: {},
    };
  },

  /**
   * The latest visible articles of one language (`locale`, default English) for RSS, optionally of one category
   * (`category` = its slug; unknown → 404) or of one author (`author` = their author slug; no public page → 404):
   * title, summary, dates, the author's name (the newsroom's byline when the author has none or no account any more),
   * the co-authors' names, the category (named in that language) and the featured image's address, type and exact byte count (`bytes`, null when
   * unknown).
   */
  async feed(ctx: Context) {
    const limit = wholeNumber(ctx.query, 'limit', 1, MAX_FEED, 50);
    const locale = feedLocale(ctx.query);
    const slug = ctx.query.category;
    if (slug !== undefined && (typeof slug !== 'string' || slug === '')) throw new errors.ValidationError('category must be a slug');
    const category =
      typeof slug === 'string'
        ? await queryOf(strapi, CATEGORY_UID).findOne({ where: { slug: { $eq: slug } }, select: ['id', 'name', 'slug', 'description', 'translations'] })
        : null;
    if (typeof slug === 'string' && !category) throw new errors.NotFoundError(ERROR_MESSAGES.categoryNotFound);
    // One author's (`author` = their author slug), when their page is public; else a 404 as their page.
    const authorSlug = ctx.query.author;
    if (authorSlug !== undefined && (typeof authorSlug !== 'string' || authorSlug === '')) throw new errors.ValidationError('author must be a slug');
    const author = typeof authorSlug === 'string' ? await publicAuthor(strapi, authorSlug) : null;
    if (typeof authorSlug === 'string' && !author) throw new errors.NotFoundError(ERROR_MESSAGES.authorNotFound);
    const rows = await queryOf(strapi, UID).findMany({
      where: { $and: [publicArticleFilter(), { language: { $eq: locale } }, ...(category ? [{ category: { id: { $eq: category.id } } }] : []), ...(author ? [creditedTo(author.id)] : [])] },
      select: ['id', 'slug', 'title', 'excerpt', 'bodyText', 'publishDate', 'updatedAt', 'tags'],
      populate: {
        category: { select: ['name', 'slug', 'translations'] },
        featuredImage: { select: ['url', 'mime', 'width', 'height'] },
        author: { select: ['firstName', 'lastName'] },
        coAuthors: { select: ['firstName', 'lastName'] },
      },
      orderBy: [{ publishDate: 'desc' }, { id: 'desc' }],
      limit,
    });
    const bytes = await Promise.all(rows.map((row) => (row.featuredImage?.url ? storedFileBytes(strapi, row.featuredImage.url) : null)));
    ctx.body = {
      data: {
        locale,
        category: category ? { ...categoryTextIn(category, locale), slug: category.slug } : null,
        author: author ? { name: displayName(author), slug: author.slug } : null,
        articles: rows.map((row, i) => {
          const cat = row.category;
          const image = row.featuredImage;
          return {
            slug: row.slug,
            title: row.title,
            summary: summaryOf(row.excerpt, row.bodyText),
            publishDate: isoDate(row.publishDate),
            updatedAt: isoDate(row.updatedAt),
            tags: Array.isArray(row.tags) ? row.tags : [],
            author: displayName(row.author) || NEWSROOM_BYLINE,
            coAuthors: (row.coAuthors ?? []).map(displayName).filter(Boolean),
            category: cat ? { name: categoryTextIn(cat, locale).name, slug: cat.slug } : null,
            image: image?.url ? { url: image.url, mime: image.mime ?? null, bytes: bytes[i] ?? null, width: image.width ?? null, height: image.height ?? null } : null,
          };
        }),
      },
      meta: {},
    };
  },

  /**
   * The categories a sitemap lists: each with the languages in which it holds at least one published, due article
   * of its own (a category page without any is no page worth a crawler's visit), slug order; none without one.
   */
  async categories(ctx: Context) {
    const now = new Date();
    const [rows, counts] = await Promise.all([
      queryOf(strapi, CATEGORY_UID).findMany({ select: ['id', 'slug'], orderBy: [{ slug: 'asc' }] }),
      Promise.all(LOCALES.map(async (locale) => [locale, await publishedCountsByCategory(strapi, now, locale)] as const)),
    ]);
    ctx.body = {
      data: rows
        .map((row) => ({ slug: row.slug, locales: counts.filter(([, perCategory]) => (perCategory.get(Number(row.id)) ?? 0) > 0).map(([locale]) => locale) }))
        .filter((row) => row.locales.length > 0),
      meta: {},
    };
  },

  /** Live stories (running and ended), newest first, at most one sitemap file: slug and last change. */
  async live(ctx: Context) {
    const limit = wholeNumber(ctx.query, 'limit', 1, MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    const rows = await storySitemap(strapi, limit);
    ctx.body = {
      data: rows.map((row) => ({ slug: row.slug, lastmod: isoDate(row.lastEntryAt ?? row.updatedAt ?? row.startedAt) })),
      meta: {},
    };
  },
};
