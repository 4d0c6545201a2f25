import { articleReaderPath, DEFAULT_LOCALE, isLocale } from '@bulletin/contract';

/** An article as an e-mail links to it. */
export type LinkedArticle = { slug: string; language: string | null };

/**
 * The article's reader address on the site at `publicUrl`, in its language (`/article/<slug>`, `/<code>/article/<slug>`
 * for any language but English), tagged with the e-mail's campaign: what the site's analytics count as visits from
 * the newsletter (`utm_medium=email`).
 */
export function emailArticleLink(publicUrl: string, article: LinkedArticle, campaign: string): string {
  const locale = isLocale(article.language) ? article.language : DEFAULT_LOCALE;
  const tags = new URLSearchParams({ utm_source: 'bulletin', utm_medium: 'email', utm_campaign: campaign });
  return `${publicUrl}${articleReaderPath(locale, article.slug)}?${tags.toString()}`;
}
