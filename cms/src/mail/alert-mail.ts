import type { MailContent } from './layout';
import { emailArticleLink, type LinkedArticle } from './article-link';
import { newsletterFooter } from './newsletter-mail';

/**
 * The breaking-news alert (docs/product.md#newsletter): the article's title as the headline, its excerpt, and a button
 * to the article's reader address in its language, tagged as coming from this e-mail. The newsletter's footer, with
 * its preferences and unsubscribe links.
 */
export type AlertArticle = LinkedArticle & { title: string; excerpt: string | null };

export const alertLink = (publicUrl: string, article: LinkedArticle): string => emailArticleLink(publicUrl, article, 'breaking-news');

export function breakingAlertMail({ article, link, unsubscribeLink, preferencesLink }: { article: AlertArticle; link: string; unsubscribeLink: string; preferencesLink: string }): MailContent {
  const excerpt = article.excerpt?.trim();
  return {
    subject: `Breaking: ${article.title}`,
    heading: article.title,
    paragraphs: excerpt ? [excerpt] : [],
    action: { label: 'Read the story', url: link },
    footer: newsletterFooter('You get this e-mail because you asked Bulletin for breaking-news alerts.', unsubscribeLink, preferencesLink),
  };
}
