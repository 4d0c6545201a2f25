import type { StrapiClient } from '../strapi-client.js';
import { sitemapRows, type SitemapPage, type SitemapRow } from './source.js';
import { absoluteUrl, articlePath, element, escapeXml, SITEMAP_NS, XML_DECLARATION } from './xml.js';

/**
 * /sitemaps/articles-<n>.xml: the visible articles of page n (ids page.first..page.last), read from Strapi a few
 * thousand rows at a time by keyset (`id > last id seen`) and written out as they come. lastmod = updatedAt.
 */
function urlEntry(publicUrl: string, row: SitemapRow): string {
  const lastmod = row.updatedAt ?? row.publishDate;
  return `<url><loc>${escapeXml(absoluteUrl(publicUrl, articlePath(row.slug)))}</loc>${lastmod ? element('lastmod', lastmod) : ''}</url>\n`;
}

export async function* articleSitemapXml(strapi: StrapiClient, publicUrl: string, page: SitemapPage, first: SitemapRow[]): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
  let rows = first;
  let written = 0;
  while (rows.length > 0 && written < page.count) {
    const batch = rows.slice(0, page.count - written);
    yield batch.map((row) => urlEntry(publicUrl, row)).join('');
    written += batch.length;
    const after = batch[batch.length - 1]!.id;
    rows = written < page.count && after < page.last ? await sitemapRows(strapi, after, page.last) : [];
  }
  yield '</urlset>\n';
}
