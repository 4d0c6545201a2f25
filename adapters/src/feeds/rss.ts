import { localePath, type Locale } from '@bulletin/contract';
import type { Feed, FeedArticle } from './source.js';
import { absoluteUrl, articlePath, authorPath, categoryPath, element, escapeXml, rfc822, XML_DECLARATION } from './xml.js';

/**
 * RSS 2.0 (/rss.xml, /category/<slug>/rss.xml, /author/<slug>/rss.xml; in another language /<code>/rss.xml, /<code>/category/<slug>/rss.xml:
 * docs/product.md#languages): the latest 50 published articles of the feed's language, newest first, with a summary,
 * every credited author's name (one `dc:creator` each: RSS's own `author` wants an e-mail address), the category (named in that language)
 * and the featured image as an enclosure. Dates in RFC 822 (`toUTCString`). The enclosure's length is the exact byte
 * count of the stored file, 0 when unknown (docs/decisions/0031-feeds-and-head-validators.md).
 */
export const RSS_ITEMS = 50;

/** Dublin Core's elements: `dc:creator` names one of an item's authors, repeated for a shared byline. */
const DC_NS = 'http://purl.org/dc/elements/1.1/';

function item(publicUrl: string, locale: Locale, a: FeedArticle): string {
  const link = absoluteUrl(publicUrl, articlePath(locale, a.slug));
  const parts = [element('title', a.title), element('link', link), `<guid isPermaLink="true">${escapeXml(link)}</guid>`];
  if (a.publishDate) parts.push(element('pubDate', rfc822(a.publishDate)));
  parts.push(element('description', a.summary));
  for (const name of [a.author, ...a.coAuthors]) parts.push(element('dc:creator', name));
  if (a.category) parts.push(`<category domain="${escapeXml(absoluteUrl(publicUrl, categoryPath(locale, a.category.slug)))}">${escapeXml(a.category.name)}</category>`);
  if (a.image?.mime) {
    const length = a.image.bytes ?? 0;
    parts.push(`<enclosure url="${escapeXml(absoluteUrl(publicUrl, a.image.url))}" type="${escapeXml(a.image.mime)}" length="${length}"/>`);
  }
  return `<item>${parts.join('')}</item>\n`;
}

export function rssXml(publicUrl: string, feed: Feed, selfPath: string): string {
  const { category, author, articles, locale } = feed;
  const title = category ? `${category.name} | Bulletin` : author ? `${author.name} | Bulletin` : 'Bulletin';
  const link = absoluteUrl(publicUrl, category ? categoryPath(locale, category.slug) : author ? authorPath(locale, author.slug) : localePath(locale, '/'));
  const description =
    category?.description ||
    (category ? `The latest ${category.name} stories from Bulletin` : author ? `The latest stories by ${author.name} from Bulletin` : 'The latest news from Bulletin');
  const newest = articles
    .map((a) => a.updatedAt ?? a.publishDate)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="${DC_NS}">\n<channel>\n` +
    element('title', title) +
    element('link', link) +
    element('description', description) +
    element('language', locale) +
    (newest ? element('lastBuildDate', rfc822(newest)) : '') +
    `<atom:link href="${escapeXml(absoluteUrl(publicUrl, selfPath))}" rel="self" type="application/rss+xml"/>\n` +
    articles.map((a) => item(publicUrl, locale, a)).join('') +
    '</channel>\n</rss>\n'
  );
}
