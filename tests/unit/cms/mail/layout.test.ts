import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../../cms/src/mail/layout.js';

const content = {
  subject: 'Reset your password',
  paragraphs: ['Hello <Ada> & co,', 'Someone asked to reset your password.'],
  action: { label: 'Choose a new password', url: 'https://news.example/reset-password?token=a"b&c=1' },
  after: ['This link works for 1 hour.'],
  footer: { text: 'You get this because of your account.', links: [{ label: 'Unsubscribe', url: 'https://news.example/u?t=1' }] },
};

describe('an e-mail rendered from one content', () => {
  it('has the same words and the same link in its HTML and plain-text parts', () => {
    const mail = renderMail(content);
    expect(mail.subject).toBe('Reset your password');
    for (const words of ['Someone asked to reset your password.', 'This link works for 1 hour.', 'You get this because of your account.']) {
      expect(mail.html).toContain(words);
      expect(mail.text).toContain(words);
    }
    expect(mail.text).toContain('Choose a new password: https://news.example/reset-password?token=a"b&c=1');
    expect(mail.text).toContain('Unsubscribe: https://news.example/u?t=1');
    expect(mail.html).toContain('href="https://news.example/reset-password?token=a&quot;b&amp;c=1"');
  });

  it('escapes what it puts into the HTML', () => {
    const mail = renderMail(content);
    expect(mail.html).toContain('Hello &lt;Ada&gt; &amp; co,');
    expect(mail.html).not.toContain('<Ada>');
    expect(mail.text).toContain('Hello <Ada> & co,');
  });

  it('fits a phone: a viewport and one column of limited width', () => {
    const { html } = renderMail(content);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('max-width:560px');
  });
});
