import { expect } from 'vitest';
import { api, unique } from './api.js';
import { linkIn, unsubscribeAddress, type MailServer } from './mail.js';

/** What a reader signs up for. */
export type SignUp = { alerts?: boolean; digest?: boolean; language?: string };

/**
 * A new newsletter subscriber, as a reader makes one: signed up with `choices`, then (unless `confirm` is false)
 * confirmed by the link e-mailed to `mail`'s server, and with `leave` unsubscribed by the one-click POST a mail
 * program sends. `publicUrl` is the site's address in the e-mails, `siteUrl` where the test reaches it.
 */
export async function newSubscriber(
  mail: MailServer,
  { publicUrl, siteUrl }: { publicUrl: string; siteUrl: string },
  choices: SignUp,
  { confirm = true, leave = false } = {},
): Promise<string> {
  const email = `${unique('reader')}@example.test`.toLowerCase();
  expect((await api('POST', '/newsletter', { body: { email, ...choices } })).status).toBe(200);
  const confirmation = await mail.next(email);
  if (confirm) {
    const token = new URL(linkIn(confirmation.text, `${publicUrl}/newsletter/confirm?token=`)).searchParams.get('token');
    expect((await api('POST', '/newsletter/confirm', { body: { token } })).status).toBe(200);
  }
  if (leave) {
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    expect((await fetch(unsubscribeAddress(confirmation).replace(publicUrl, siteUrl), oneClick)).status).toBe(200);
  }
  return email;
}
