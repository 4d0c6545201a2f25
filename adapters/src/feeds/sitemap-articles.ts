import type { StrapiClient } from '../strapi/client.js';
import { ROWS_PER_CALL, sitemapRows, type SitemapRow } from './source.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@bulletin/contract';
import { absoluteUrl, alternateLinks, articlePath, element, escapeXml, SITEMAP_NS, XHTML_NS, XML_DECLARATION } from './xml.js';

/**
 * /sitemaps/articles-<n>.xml: the visible articles whose row id falls in file n's range (`after < id <= through`),
 * read from Strapi a few thousand rows at a time by keyset (`id > last id seen`) and written out as they come.
 * lastmod = updatedAt (else publishDate), as Strapi gives it. Each article's address is in its language
 * (docs/product.md#languages); one with published translations lists every version as `xhtml:link` alternates with
 * `x-default`.
 */

/** What Strapi's uid field allows in a slug, and an ISO date: nothing in them needs encoding or escaping. */
const PLAIN_SLUG = /^[A-Za-z0-9\-_.~]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * One `<url>` per row; each language's address prefix is escaped once per file, plain slugs and dates are written as
 * they are.
 */
function urlEntries(publicUrl: string): (row: SitemapRow) => string {
  const prefixes = new Map<Locale, string>();
  const prefix = (locale: Locale) => {
    if (!prefixes.has(locale)) prefixes.set(locale, escapeXml(absoluteUrl(publicUrl, articlePath(locale, ''))));
    return prefixes.get(locale)!;
  };
  return (row) => {
    const locale = localeOf(row.locale);
    const loc = PLAIN_SLUG.test(row.slug) ? prefix(locale) + row.slug : escapeXml(absoluteUrl(publicUrl, articlePath(locale, row.slug)));
    const mod = !row.lastmod ? '' : ISO_DATE.test(row.lastmod) ? `<lastmod>${row.lastmod}</lastmod>` : element('lastmod', row.lastmod);
    const versions = [row, ...row.alternates].map((v) => ({ locale: localeOf(v.locale), path: articlePath(localeOf(v.locale), v.slug) }));
    return `<url><loc>${loc}</loc>${mod}${alternateLinks(publicUrl, versions)}</url>\n`;
  };
}

/** Row ids are 32-bit integers (PostgreSQL `integer`): no file reaches past the last one. */
const MAX_ROW_ID = 2_147_483_647;

/** The row id range of sitemap file n (1, 2, …) when each file covers `size` ids; none past the last row id. */
export function fileRange(n: number, size: number): { after: number; through: number } | undefined {
  const after = (n - 1) * size;
  return after < MAX_ROW_ID ? { after, through: Math.min(n * size, MAX_ROW_ID) } : undefined;
}

export async function* articleSitemapXml(
  strapi: StrapiClient,
  publicUrl: string,
  range: { after: number; through: number },
  first: SitemapRow[],
): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
  const urlEntry = urlEntries(publicUrl);
  let rows = first;
  while (rows.length > 0) {
    yield rows.map(urlEntry).join('');
    const after = rows[rows.length - 1]!.id;
    // A call that came back full may have left rows of the range behind it.
    rows = rows.length >= ROWS_PER_CALL && after < range.through ? await sitemapRows(strapi, after, range.through) : [];
  }
  yield '</urlset>\n';
}
