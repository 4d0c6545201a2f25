import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import type { MailContent } from './layout';
import { emailArticleLink, type LinkedArticle } from './article-link';
import { newsletterFooter } from './newsletter-mail';
import { dayIn, mailTexts } from './texts';

/**
 * The daily digest (docs/product.md#newsletter): the day's top stories, each a linked headline with its excerpt, to
 * the article's reader address in its language, tagged as coming from the digest; its own words and the day in the
 * subscriber's language. The newsletter's footer, with its unsubscribe link.
 */
export type DigestStory = LinkedArticle & { title: string; excerpt: string | null };

export const digestLink = (publicUrl: string, story: LinkedArticle): string => emailArticleLink(publicUrl, story, 'daily-digest');

export function dailyDigestMail({
  day,
  stories,
  publicUrl,
  unsubscribeLink,
  preferencesLink,
  language = DEFAULT_LOCALE,
}: {
  /** The day (YYYYMMDD). */
  day: number;
  stories: DigestStory[];
  publicUrl: string;
  unsubscribeLink: string;
  preferencesLink: string;
  language?: Locale;
}): MailContent {
  const texts = mailTexts(language);
  return {
    language,
    subject: texts.digest.subject(dayIn(day, language)),
    heading: texts.digest.heading,
    paragraphs: [],
    stories: stories.map((story) => ({ title: story.title, summary: story.excerpt?.trim() || undefined, url: digestLink(publicUrl, story) })),
    footer: newsletterFooter(texts.digest.why, language, unsubscribeLink, preferencesLink),
  };
}
