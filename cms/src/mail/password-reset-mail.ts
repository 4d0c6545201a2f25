import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import type { MailContent } from './layout';
import { durationIn, mailTexts } from './texts';

/** The e-mail with a password-reset link (accounts/password-reset.ts), in the language of the page it was asked from. */
export function passwordResetMail({
  firstName,
  link,
  ttlMs,
  language = DEFAULT_LOCALE,
}: {
  firstName: string | null;
  link: string;
  ttlMs: number;
  language?: Locale;
}): MailContent {
  const texts = mailTexts(language);
  return {
    language,
    subject: texts.reset.subject,
    paragraphs: [firstName ? texts.helloName(firstName) : texts.hello, texts.reset.body],
    action: { label: texts.reset.action, url: link },
    after: [texts.reset.once(durationIn(ttlMs, language)), texts.reset.ignore],
    footer: { text: texts.reset.why },
  };
}
