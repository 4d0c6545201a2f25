import { absoluteUrl, element, escapeXml, SITEMAP_NS, XML_DECLARATION } from './xml.js';

/** /sitemaps/live.xml: every live story's page (running and ended), with the time of its last change. */
export type LiveSitemapRow = { slug: string; lastmod: string | null };

export const livePath = (slug: string) => `/live/${encodeURIComponent(slug)}`;

export function liveSitemapXml(publicUrl: string, stories: LiveSitemapRow[]): string {
  const urls = stories.map(
    (s) => `<url><loc>${escapeXml(absoluteUrl(publicUrl, livePath(s.slug)))}</loc>${s.lastmod ? element('lastmod', s.lastmod) : ''}</url>\n`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('')}</urlset>\n`;
}
