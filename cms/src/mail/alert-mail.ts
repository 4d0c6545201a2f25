import { articleReaderPath, DEFAULT_LOCALE, isLocale } from '@bulletin/contract';
import type { MailContent } from './layout';
import { newsletterFooter } from './newsletter-mail';

/**
 * The breaking-news alert (docs/product.md#newsletter): the article's title as the headline, its excerpt, and a button
 * to the article's reader address in its language (`/article/<slug>`, `/<code>/article/<slug>` for any language but
 * English), tagged as coming from this e-mail (`utm_medium=email`). The newsletter's footer, with its unsubscribe link.
 */
export type AlertArticle = { title: string; excerpt: string | null; slug: string; language: string | null };

/** The campaign tags of an alert's link: what the site's analytics count as visits from the alert e-mail. */
export const ALERT_LINK_TAGS = { utm_source: 'bulletin', utm_medium: 'email', utm_campaign: 'breaking-news' } as const;

/** The article's reader address on the site at `publicUrl`, with the alert's campaign tags. */
export function alertLink(publicUrl: string, article: Pick<AlertArticle, 'slug' | 'language'>): string {
  const locale = isLocale(article.language) ? article.language : DEFAULT_LOCALE;
  return `${publicUrl}${articleReaderPath(locale, article.slug)}?${new URLSearchParams(ALERT_LINK_TAGS).toString()}`;
}

export function breakingAlertMail({ article, link, unsubscribeLink }: { article: AlertArticle; link: string; unsubscribeLink: string }): MailContent {
  const excerpt = article.excerpt?.trim();
  return {
    subject: `Breaking: ${article.title}`,
    heading: article.title,
    paragraphs: excerpt ? [excerpt] : [],
    action: { label: 'Read the story', url: link },
    footer: newsletterFooter('You get this e-mail because you asked Bulletin for breaking-news alerts.', unsubscribeLink),
  };
}
