import type { MailTexts } from './types';

export const en: MailTexts = {
  buttonFallback: 'If the button does not work, open this address:',
  hello: 'Hello,',
  helloName: (name) => `Hello ${name},`,
  footer: { preferences: 'Manage your newsletter preferences', unsubscribe: 'Unsubscribe' },
  confirm: {
    subject: 'Confirm your Bulletin newsletter subscription',
    body: 'Someone, hopefully you, asked to receive the Bulletin newsletter at this address. Confirm it with the button below; until then we send you nothing else.',
    action: 'Confirm my subscription',
    ignore: 'If you did not ask for this, ignore this e-mail and you will not hear from us again.',
    why: 'You get this e-mail because this address was entered in the newsletter form of Bulletin.',
  },
  alert: {
    subject: (title) => `Breaking: ${title}`,
    action: 'Read the story',
    why: 'You get this e-mail because you asked Bulletin for breaking-news alerts.',
  },
  digest: {
    subject: (day) => `Your Bulletin digest for ${day}`,
    heading: `The day's top stories`,
    why: 'You get this e-mail because you asked Bulletin for its daily digest.',
  },
  reset: {
    subject: 'Reset your Bulletin password',
    body: 'Someone asked to reset the password of your Bulletin account. Choose a new one with the button below.',
    action: 'Choose a new password',
    once: (duration) => `This link works once, for ${duration}. Choosing a new password signs you out everywhere.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    why: 'You get this e-mail because a password reset was asked for your Bulletin account.',
  },
};
