import { DEFAULT_LOCALE, isLocale } from '@bulletin/contract';
import type { NewsRow } from './source.js';
import { absoluteUrl, articlePath, element, escapeXml, SITEMAP_NS, XML_DECLARATION } from './xml.js';

/**
 * /news-sitemap.xml (Google News): articles published in the last 48 hours, at most 1,000, in every language, each
 * at its language's address with its `<news:language>` (docs/product.md#languages).
 */
const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_MAX = 1_000;
const PUBLICATION_NAME = 'Bulletin';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

export const newsSince = (now = new Date()) => new Date(now.getTime() - NEWS_WINDOW_MS);

export function newsSitemapXml(publicUrl: string, rows: NewsRow[]): string {
  const entries = rows
    .filter((row) => row.publishDate)
    .map((row) => {
      const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      const publication = `<news:publication>${element('news:name', PUBLICATION_NAME)}${element('news:language', locale)}</news:publication>`;
      return (
        `<url><loc>${escapeXml(absoluteUrl(publicUrl, articlePath(locale, row.slug)))}</loc><news:news>${publication}` +
        `${element('news:publication_date', row.publishDate)}${element('news:title', row.title)}</news:news></url>\n`
      );
    });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">\n${entries.join('')}</urlset>\n`;
}
