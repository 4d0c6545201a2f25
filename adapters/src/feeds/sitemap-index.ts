import type { SitemapPage } from './source.js';
import { element, escapeXml, SITEMAP_NS, XML_DECLARATION } from './xml.js';

/**
 * /sitemap.xml: the index over the article files (file n: row ids ((n-1)·SITEMAP_PAGE_SIZE, n·SITEMAP_PAGE_SIZE],
 * listed when it holds a visible article), the categories, the authors' pages, the site's own pages and the live stories.
 */
const articlePageFile = (n: number) => `/sitemaps/articles-${n}.xml`;
const CATEGORIES_FILE = '/sitemaps/categories.xml';
const PAGES_FILE = '/sitemaps/pages.xml';
const AUTHORS_FILE = '/sitemaps/authors.xml';
const LIVE_FILE = '/sitemaps/live.xml';

export function sitemapIndexXml(publicUrl: string, pages: SitemapPage[]): string {
  const entry = (path: string, lastmod?: string | null) =>
    `<sitemap><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? element('lastmod', lastmod) : ''}</sitemap>\n`;
  return (
    XML_DECLARATION +
    `<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    pages.map((page) => entry(articlePageFile(page.n), page.lastmod)).join('') +
    entry(CATEGORIES_FILE) +
    entry(AUTHORS_FILE) +
    entry(PAGES_FILE) +
    entry(LIVE_FILE) +
    '</sitemapindex>\n'
  );
}
