import { absoluteUrl, categoryPath, escapeXml, SITEMAP_NS, XML_DECLARATION } from './xml.js';

/** /sitemaps/categories.xml: every category page. /sitemaps/pages.xml: the home page and the site's own pages. */
const SITE_PAGES = ['/', '/newsletters', '/weather', '/contact', '/terms', '/privacy', '/cookies'] as const;

const urlset = (urls: string[]) =>
  `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join('')}</urlset>\n`;

export function categorySitemapXml(publicUrl: string, categories: Array<{ slug: string }>): string {
  return urlset(categories.map((c) => absoluteUrl(publicUrl, categoryPath(c.slug))));
}

export function pagesSitemapXml(publicUrl: string): string {
  return urlset(SITE_PAGES.map((path) => absoluteUrl(publicUrl, path)));
}
