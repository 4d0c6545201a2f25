import type { MailContent } from './layout';

/** How long a link works, in words: '1 hour', '30 minutes', '2 days'. */
export function duration(ms: number): string {
  const units: Array<[string, number]> = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1000]];
  for (const [name, size] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${Math.round(ms / 1000)} seconds`;
}

/** The e-mail with a password-reset link (accounts/password-reset.ts). */
export function passwordResetMail({ firstName, link, ttlMs }: { firstName: string | null; link: string; ttlMs: number }): MailContent {
  return {
    subject: 'Reset your Bulletin password',
    paragraphs: [
      firstName ? `Hello ${firstName},` : 'Hello,',
      'Someone asked to reset the password of your Bulletin account. Choose a new one with the button below.',
    ],
    action: { label: 'Choose a new password', url: link },
    after: [
      `This link works once, for ${duration(ttlMs)}. Choosing a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    footer: { text: 'You get this e-mail because a password reset was asked for your Bulletin account.' },
  };
}
