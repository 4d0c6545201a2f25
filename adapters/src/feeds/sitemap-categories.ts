import { everyLanguage } from '@bulletin/contract';
import { absoluteUrl, alternateLinks, escapeXml, SITEMAP_NS, XHTML_NS, XML_DECLARATION } from './xml.js';

/**
 * /sitemaps/categories.xml: each category page in every language in which the category holds at least one published
 * article of its own. /sitemaps/authors.xml: every public author page in every language. /sitemaps/pages.xml: the home
 * page and the site's own pages in every language (docs/product.md#languages). Each address with its listed versions as
 * `xhtml:link` alternates and `x-default`.
 */
const SITE_PAGES = ['/', '/newsletters', '/weather', '/contact', '/terms', '/privacy', '/cookies'] as const;

/** The listed versions of each page (unprefixed paths, with the languages listed; all by default), each listing all of them. */
function urlset(publicUrl: string, pages: Array<{ path: string; locales?: readonly string[] }>): string {
  const urls = pages.flatMap(({ path, locales }) => {
    const versions = everyLanguage(path).filter((v) => !locales || locales.includes(v.locale));
    const links = alternateLinks(publicUrl, versions);
    return versions.map((v) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, v.path))}</loc>${links}</url>\n`);
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('')}</urlset>\n`;
}

export function categorySitemapXml(publicUrl: string, categories: Array<{ slug: string; locales: readonly string[] }>): string {
  return urlset(
    publicUrl,
    categories.map((c) => ({ path: `/category/${encodeURIComponent(c.slug)}`, locales: c.locales })),
  );
}

/** /sitemaps/authors.xml: every public author page (docs/product.md#author-pages), in every language. */
export function authorSitemapXml(publicUrl: string, authors: Array<{ slug: string }>): string {
  return urlset(publicUrl, authors.map((a) => ({ path: `/author/${encodeURIComponent(a.slug)}` })));
}

export function pagesSitemapXml(publicUrl: string): string {
  return urlset(publicUrl, SITE_PAGES.map((path) => ({ path })));
}

