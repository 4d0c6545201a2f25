import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@bulletin/contract';
import { breakingAlertMail } from '../../../../cms/src/mail/alert-mail.js';
import { dailyDigestMail } from '../../../../cms/src/mail/digest-mail.js';
import { renderMail, type MailContent } from '../../../../cms/src/mail/layout.js';
import { newsletterConfirmationMail } from '../../../../cms/src/mail/newsletter-mail.js';
import { passwordResetMail } from '../../../../cms/src/mail/password-reset-mail.js';
import { durationIn, mailLanguage } from '../../../../cms/src/mail/texts/index.js';

/**
 * Every e-mail in the recipient's language (docs/product.md#e-mail-languages): its words, the line under its button,
 * its date and `<html lang>`; the article's title and excerpt stay as written.
 */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  kn: /\p{Script=Kannada}/u,
  ta: /\p{Script=Tamil}/u,
  bn: /\p{Script=Bengali}/u,
  ml: /\p{Script=Malayalam}/u,
  te: /\p{Script=Telugu}/u,
  gu: /\p{Script=Gujarati}/u,
};
const link = 'https://news.example/x?token=abc';
const article = { title: 'Harbour closed', excerpt: 'Ferries are cancelled.', slug: 'harbour-closed', language: 'en' };

const mailsIn = (language: Locale): Record<string, MailContent> => ({
  confirmation: newsletterConfirmationMail({ confirmLink: link, unsubscribeLink: link, language }),
  alert: breakingAlertMail({ article, link, unsubscribeLink: link, preferencesLink: link, language }),
  digest: dailyDigestMail({ day: 20261126, stories: [article], publicUrl: 'https://news.example', unsubscribeLink: link, preferencesLink: link, language }),
  reset: passwordResetMail({ firstName: 'Asha', link, ttlMs: 3_600_000, language }),
});

/** A mail's own words: its text without addresses, the article's words and the brand. */
const ownWords = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/Harbour closed|Ferries are cancelled\.|Bulletin|Asha/g, '');

describe('e-mails in the recipient’s language', () => {
  const english = mailsIn('en');

  for (const language of LOCALES.filter((code): code is Exclude<Locale, 'en'> => code !== 'en')) {
    it(`are written in ${language}: subject, words, button line and html lang`, () => {
      for (const [kind, content] of Object.entries(mailsIn(language))) {
        const mail = renderMail(content);
        expect(mail.html, kind).toContain(`<html lang="${language}">`);
        expect(mail.subject, kind).not.toBe(renderMail(english[kind]!).subject);
        expect(mail.subject, kind).toMatch(SCRIPT[language]);
        // No English sentence is left: every paragraph of the mail's own words is in the language's script.
        for (const paragraph of ownWords(mail.text).split('\n\n').map((part) => part.replace(/[\s\d:.,;!?'’()-]+/g, ''))) {
          if (paragraph) expect(paragraph, `${kind}: ${paragraph}`).toMatch(SCRIPT[language]);
          expect(paragraph, `${kind}: ${paragraph}`).not.toMatch(/[A-Za-z]{3,}/);
        }
      }
    });
  }

  it('keep the article as written, and greet by name', () => {
    const alert = renderMail(mailsIn('ta').alert!);
    expect(alert.subject).toBe('முக்கியச் செய்தி: Harbour closed');
    expect(alert.text).toContain('Ferries are cancelled.');
    expect(renderMail(mailsIn('hi').reset!).text).toMatch(/^नमस्ते Asha,/);
  });

  it('say how long a link works in the language', () => {
    expect(durationIn(3_600_000)).toBe('1 hour');
    expect(durationIn(1_800_000)).toBe('30 minutes');
    expect(durationIn(3_600_000, 'hi')).toBe('1 घंटा');
    expect(renderMail(mailsIn('hi').reset!).text).toContain('1 घंटा तक मान्य');
  });

  it('fall back to English for a language the site does not have', () => {
    expect(mailLanguage('xx')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('gu')).toBe('gu');
  });
});
