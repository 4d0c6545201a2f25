import type { MailContent } from './layout';
import { emailArticleLink, type LinkedArticle } from './article-link';
import { newsletterFooter } from './newsletter-mail';

/**
 * The daily digest (docs/product.md#newsletter): the day's top stories, each a linked headline with its excerpt, to
 * the article's reader address in its language, tagged as coming from the digest. The newsletter's footer, with its
 * unsubscribe link.
 */
export type DigestStory = LinkedArticle & { title: string; excerpt: string | null };

export const digestLink = (publicUrl: string, story: LinkedArticle): string => emailArticleLink(publicUrl, story, 'daily-digest');

export function dailyDigestMail({
  day,
  stories,
  publicUrl,
  unsubscribeLink,
  preferencesLink,
}: {
  day: string;
  stories: DigestStory[];
  publicUrl: string;
  unsubscribeLink: string;
  preferencesLink: string;
}): MailContent {
  return {
    subject: `Your Bulletin digest for ${day}`,
    heading: `The day's top stories`,
    paragraphs: [],
    stories: stories.map((story) => ({ title: story.title, summary: story.excerpt?.trim() || undefined, url: digestLink(publicUrl, story) })),
    footer: newsletterFooter('You get this e-mail because you asked Bulletin for its daily digest.', unsubscribeLink, preferencesLink),
  };
}
