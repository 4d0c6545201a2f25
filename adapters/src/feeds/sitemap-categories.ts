import { everyLanguage } from '@bulletin/contract';
import { absoluteUrl, alternateLinks, escapeXml, SITEMAP_NS, XHTML_NS, XML_DECLARATION } from './xml.js';

/**
 * /sitemaps/categories.xml: every category page. /sitemaps/authors.xml: every public author page. /sitemaps/pages.xml: the home page and the site's own pages. Each
 * in every language (docs/product.md#languages), with the others as `xhtml:link` alternates and `x-default`.
 */
const SITE_PAGES = ['/', '/newsletters', '/weather', '/contact', '/terms', '/privacy', '/cookies'] as const;

/** Every language's version of each page (unprefixed paths), each listing all of them. */
function urlset(publicUrl: string, paths: string[]): string {
  const urls = paths.flatMap((path) => {
    const versions = everyLanguage(path);
    const links = alternateLinks(publicUrl, versions);
    return versions.map((v) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, v.path))}</loc>${links}</url>\n`);
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('')}</urlset>\n`;
}

export function categorySitemapXml(publicUrl: string, categories: Array<{ slug: string }>): string {
  return urlset(publicUrl, categories.map((c) => `/category/${encodeURIComponent(c.slug)}`));
}

/** /sitemaps/authors.xml: every public author page (docs/product.md#author-pages), in every language. */
export function authorSitemapXml(publicUrl: string, authors: Array<{ slug: string }>): string {
  return urlset(publicUrl, authors.map((a) => `/author/${encodeURIComponent(a.slug)}`));
}

export function pagesSitemapXml(publicUrl: string): string {
  return urlset(publicUrl, [...SITE_PAGES]);
}

