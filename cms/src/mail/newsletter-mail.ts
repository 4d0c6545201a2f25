import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import type { MailContent } from './layout';
import { mailTexts } from './texts';

/**
 * The newsletter's e-mails, in the subscriber's language. Every one carries the one-click unsubscribe headers
 * (RFC 8058) and a footer link that unsubscribes (newsletter/subscriptions.ts builds both from the subscriber's token).
 */
export function newsletterConfirmationMail({
  confirmLink,
  unsubscribeLink,
  language = DEFAULT_LOCALE,
}: {
  confirmLink: string;
  unsubscribeLink: string;
  language?: Locale;
}): MailContent {
  const texts = mailTexts(language);
  return {
    language,
    subject: texts.confirm.subject,
    paragraphs: [texts.hello, texts.confirm.body],
    action: { label: texts.confirm.action, url: confirmLink },
    after: [texts.confirm.ignore],
    footer: newsletterFooter(texts.confirm.why, language, unsubscribeLink),
  };
}

/**
 * The foot of every newsletter e-mail: why it came, and the subscriber's own links: unsubscribe, and beside it, in what
 * a subscriber is sent (alerts, the digest), the page where they change their choices (docs/product.md#newsletter).
 */
export function newsletterFooter(text: string, language: Locale, unsubscribeLink: string, preferencesLink?: string): NonNullable<MailContent['footer']> {
  const { footer } = mailTexts(language);
  return {
    text,
    links: [
      ...(preferencesLink ? [{ label: footer.preferences, url: preferencesLink }] : []),
      { label: footer.unsubscribe, url: unsubscribeLink },
    ],
  };
}

/** The headers of every newsletter e-mail: a one-click unsubscribe address a mail program can POST to (RFC 8058). */
export function unsubscribeHeaders(unsubscribeLink: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
