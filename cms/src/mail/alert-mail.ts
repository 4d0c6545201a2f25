import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import type { MailContent } from './layout';
import { emailArticleLink, type LinkedArticle } from './article-link';
import { newsletterFooter } from './newsletter-mail';
import { mailTexts } from './texts';

/**
 * The breaking-news alert (docs/product.md#newsletter): the article's title as the headline, its excerpt, and a button
 * to the article's reader address in its language, tagged as coming from this e-mail. Its own words (subject prefix,
 * button, footer) are in the subscriber's language. The newsletter's footer, with its preferences and unsubscribe links.
 */
export type AlertArticle = LinkedArticle & { title: string; excerpt: string | null };

export const alertLink = (publicUrl: string, article: LinkedArticle): string => emailArticleLink(publicUrl, article, 'breaking-news');

export function breakingAlertMail({
  article,
  link,
  unsubscribeLink,
  preferencesLink,
  language = DEFAULT_LOCALE,
}: {
  article: AlertArticle;
  link: string;
  unsubscribeLink: string;
  preferencesLink: string;
  language?: Locale;
}): MailContent {
  const texts = mailTexts(language);
  const excerpt = article.excerpt?.trim();
  return {
    language,
    subject: texts.alert.subject(article.title),
    heading: article.title,
    paragraphs: excerpt ? [excerpt] : [],
    action: { label: texts.alert.action, url: link },
    footer: newsletterFooter(texts.alert.why, language, unsubscribeLink, preferencesLink),
  };
}
