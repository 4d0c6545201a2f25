import type { MailContent } from './layout';

/**
 * The newsletter's e-mails. Every one carries the one-click unsubscribe headers (RFC 8058) and a footer link
 * that unsubscribes (newsletter/subscriptions.ts builds both from the subscriber's token).
 */
export function newsletterConfirmationMail({ confirmLink, unsubscribeLink }: { confirmLink: string; unsubscribeLink: string }): MailContent {
  return {
    subject: 'Confirm your Bulletin newsletter subscription',
    paragraphs: [
      'Hello,',
      'Someone, hopefully you, asked to receive the Bulletin newsletter at this address. Confirm it with the button below; until then we send you nothing else.',
    ],
    action: { label: 'Confirm my subscription', url: confirmLink },
    after: ['If you did not ask for this, ignore this e-mail and you will not hear from us again.'],
    footer: newsletterFooter('You get this e-mail because this address was entered in the newsletter form of Bulletin.', unsubscribeLink),
  };
}

/**
 * The foot of every newsletter e-mail: why it came, and the subscriber's own links: unsubscribe, and beside it, in what
 * a subscriber is sent (alerts, the digest), the page where they change their choices (docs/product.md#newsletter).
 */
export function newsletterFooter(text: string, unsubscribeLink: string, preferencesLink?: string): NonNullable<MailContent['footer']> {
  return {
    text,
    links: [
      ...(preferencesLink ? [{ label: 'Manage your newsletter preferences', url: preferencesLink }] : []),
      { label: 'Unsubscribe', url: unsubscribeLink },
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
