import type { CorrectionList } from '@bulletin/contract';
import { absoluteUrl, articlePath, element, escapeXml, rfc822, XML_DECLARATION } from './xml.js';

/**
 * RSS 2.0 of the latest corrections across the site (/corrections/rss.xml; docs/product.md#corrections), newest
 * first: each item the corrected article's title, its address, the correction's text and when it was attached.
 * The guid is the correction's own (an article corrected twice is two items); text is escaped, never HTML.
 */
export const CORRECTIONS_RSS_PATH = '/corrections/rss.xml';

export function correctionsRssXml(publicUrl: string, list: CorrectionList): string {
  const items = list.corrections.map((c) => {
    const link = absoluteUrl(publicUrl, articlePath(c.article.locale, c.article.slug));
    return (
      '<item>' +
      element('title', `Correction: ${c.article.title}`) +
      element('link', link) +
      `<guid isPermaLink="false">${escapeXml(`correction:${c._id}`)}</guid>` +
      element('pubDate', rfc822(c.at)) +
      element('description', c.text) +
      '</item>\n'
    );
  });
  const newest = list.corrections[0]?.at;
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n` +
    element('title', 'Corrections | Bulletin') +
    element('link', absoluteUrl(publicUrl, '/corrections')) +
    element('description', 'The latest corrections of Bulletin articles') +
    (newest ? element('lastBuildDate', rfc822(newest)) : '') +
    `<atom:link href="${escapeXml(absoluteUrl(publicUrl, CORRECTIONS_RSS_PATH))}" rel="self" type="application/rss+xml"/>\n` +
    items.join('') +
    '</channel>\n</rss>\n'
  );
}
