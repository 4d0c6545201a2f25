import type { Locale } from '@bulletin/contract';
import type { StrapiClient } from '../strapi/client.js';

/**
 * The feeds' data: one call each to Strapi's sitemap API (cms/src/api/sitemap), which applies the public
 * rule "published and due" and reads only what a feed prints. Each answer depends on every article
 * (for a read cache: "all article lists").
 */
/** Sitemap file n: the visible articles with row ids in `((n-1)·size, n·size]` (their number, first and last id, newest updatedAt). */
export type SitemapPage = { n: number; first: number; last: number; count: number; lastmod: string | null };
/**
 * A visible article in a sitemap file: its row id, slug, language, lastmod (updatedAt, else publishDate; ISO) and
 * the visible other languages of its story.
 */
export type SitemapRow = { id: number; slug: string; locale: string; lastmod: string | null; alternates: Array<{ locale: string; slug: string }> };
export type NewsRow = { slug: string; title: string; locale: string; publishDate: string | null; tags: string[] };
export type FeedArticle = {
  slug: string;
  title: string;
  summary: string;
  publishDate: string | null;
  updatedAt: string | null;
  tags: unknown[];
  /** The author's name, or the newsroom's byline. */
  author: string;
  /** The co-authors' names, in the byline's order (docs/product.md#author-pages). */
  coAuthors: string[];
  category: { name: string; slug: string } | null;
  /** `bytes`: the stored file's exact byte count, null when unknown. */
  image: { url: string; mime: string | null; bytes: number | null; width: number | null; height: number | null } | null;
};
export type Feed = {
  locale: Locale;
  category: { name: string; slug: string; description: string } | null;
  /** An author's feed: whose (their author page's slug). */
  author?: { name: string; slug: string } | null;
  articles: FeedArticle[];
};

/** Rows per call while a sitemap page is streamed (Strapi answers at most 10,000). */
export const ROWS_PER_CALL = 5_000;

/** The sitemap files that hold at least one visible article, in order (for the sitemap index). */
export const sitemapPages = async (strapi: StrapiClient, size: number) =>
  (await strapi.get<{ data: SitemapPage[] }>('/sitemap/pages', { size })).data;

export const sitemapRows = async (strapi: StrapiClient, after: number, through: number, limit = ROWS_PER_CALL) =>
  (await strapi.get<{ data: SitemapRow[] }>('/sitemap/articles', { after, through, limit })).data;

export const newsRows = async (strapi: StrapiClient, since: Date, limit: number) =>
  (await strapi.get<{ data: NewsRow[] }>('/sitemap/news', { since: since.toISOString(), limit })).data;

/** The latest visible articles of one language (optionally of one category), for RSS. */
export const feedArticles = async (strapi: StrapiClient, limit: number, locale: Locale, category?: string, author?: string) =>
  (await strapi.get<{ data: Feed }>('/sitemap/feed', { limit, locale, category, author })).data;

/** The authors whose page is public (docs/product.md#author-pages), for /sitemaps/authors.xml. */
export const authorRows = async (strapi: StrapiClient) =>
  (await strapi.get<{ data: Array<{ slug: string; lastmod: string | null }> }>('/authors')).data;

/** The categories with at least one visible article of their own, each with the languages it has them in. */
export const sitemapCategories = async (strapi: StrapiClient) =>
  (await strapi.get<{ data: Array<{ slug: string; locales: string[] }> }>('/sitemap/categories')).data;

/** Live stories for /sitemaps/live.xml (at most one file: 50,000). */
export const liveRows = async (strapi: StrapiClient) =>
  (await strapi.get<{ data: Array<{ slug: string; lastmod: string | null }> }>('/sitemap/live')).data;
