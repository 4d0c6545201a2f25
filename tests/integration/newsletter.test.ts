import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, unique, useStack } from '../support/api.js';
import { stackRows } from '../support/database.js';
import { linkIn, rawHeader, startMailServer, unsubscribeAddress, type Mail, type MailServer } from '../support/mail.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The newsletter with double opt-in and one-click unsubscribe (docs/product.md#newsletter), its e-mail delivered to
 * a real SMTP server on loopback: a sign-up is pending until the e-mailed link is followed, signing up again sends a
 * new link without telling whether the address was known, every newsletter e-mail names a one-click unsubscribe
 * address (RFC 8058) that a POST honours at once, and opening it in a browser shows a page that unsubscribes nothing.
 */
const PUBLIC_URL = 'https://news.example';
const CONFIRM_INVALID = 'This confirmation link is invalid or has already been used.';

let stack: Stack;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { SMTP_URL: mail.url, PUBLIC_URL } });
  useStack(stack);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
});

const freshEmail = () => `${unique('subscriber')}@example.test`.toLowerCase();
const subscribe = (body: Record<string, unknown>) => api('POST', '/newsletter', { body });
const confirmWith = (token: string) => api('POST', '/newsletter/confirm', { body: { token } });

/** The subscription as stored. */
async function stored(email: string) {
  const [row] = await stackRows(
    stack,
    {
      sqlite: 'SELECT status, language, digest, alerts, confirm_token_hash, unsubscribe_token FROM newsletter_subscribers WHERE email = ?',
      postgres: 'SELECT status, language, digest, alerts, confirm_token_hash, unsubscribe_token FROM newsletter_subscribers WHERE email = $1',
    },
    email,
  );
  return row;
}

const confirmToken = (message: Mail) => new URL(linkIn(message.text, `${PUBLIC_URL}/newsletter/confirm?token=`)).searchParams.get('token')!;

/** The stack's own address for a PUBLIC_URL address (the e-mail names the public site). */
const onStack = (address: string) => address.replace(PUBLIC_URL, stack.siteUrl);

describe('double opt-in', () => {
  it('a sign-up is pending, with its choices, until the e-mailed link confirms it; the link works once', async () => {
    const email = freshEmail();
    const res = await subscribe({ email, language: 'hi', digest: false, alerts: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: {} });

    const message = await mail.next(email);
    // In the language chosen at sign-up (docs/product.md#e-mail-languages).
    expect(message.subject).toBe('Bulletin न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें');
    expect(message.text).toContain('मेरी सदस्यता की पुष्टि करें: ');
    const token = confirmToken(message);
    expect(message.html).toContain(`${PUBLIC_URL}/newsletter/confirm?token=${token}`);
    expect(await stored(email)).toMatchObject({ status: 'pending', language: 'hi' });
    const row = await stored(email);
    expect(Boolean(row!.digest)).toBe(false);
    expect(Boolean(row!.alerts)).toBe(true);
    // The link's token is kept only as a hash.
    expect(row!.confirm_token_hash).not.toContain(token);

    expect((await confirmWith(token)).body).toEqual({ success: true, data: {} });
    expect(await stored(email)).toMatchObject({ status: 'confirmed' });
    const again = await confirmWith(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: CONFIRM_INVALID });
  });

  it('signing up again sends a new link, answered exactly as a new address; the older link stops working', async () => {
    const known = freshEmail();
    const first = await subscribe({ email: known });
    const older = confirmToken(await mail.next(known));
    const second = await subscribe({ email: known });
    const newer = confirmToken(await mail.next(known));
    const fresh = await subscribe({ email: freshEmail() });
    for (const res of [second, fresh]) {
      expect(res.status).toBe(first.status);
      expect(res.body).toEqual(first.body);
    }
    expect(newer).not.toBe(older);
    expect((await confirmWith(older)).status).toBe(400);
    expect((await confirmWith(newer)).status).toBe(200);

    // A confirmed address that signs up again gets a link too (nothing tells it apart) and stays confirmed.
    expect((await subscribe({ email: known, alerts: true })).body).toEqual(first.body);
    await mail.next(known);
    expect(await stored(known)).toMatchObject({ status: 'confirmed' });
    expect(Boolean((await stored(known))!.alerts)).toBe(false);
  });

  it('refuses an unknown token and an unknown language', async () => {
    const unknown = await confirmWith('never-issued');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CONFIRM_INVALID);
    const language = await subscribe({ email: freshEmail(), language: 'xx' });
    expect(language.status).toBe(400);
    expect(language.body.errors).toContainEqual({ field: 'language', message: 'Unknown language' });
  });
});

describe('one-click unsubscribe', () => {
  it('every newsletter e-mail names the unsubscribe address in List-Unsubscribe, with List-Unsubscribe-Post, and links it in the footer', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const message = await mail.next(email);
    const address = unsubscribeAddress(message);
    expect(address).toMatch(new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[\\w-]{40,}$`));
    expect(rawHeader(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(`Unsubscribe: ${address}`);
    expect(message.html).toContain(`href="${address.replace(/&/g, '&amp;')}"`);
  });

  it('a POST as a mail program sends it unsubscribes at once; again is a quiet success', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const message = await mail.next(email);
    expect((await confirmWith(confirmToken(message))).status).toBe(200);

    const oneClick = () =>
      fetch(onStack(unsubscribeAddress(message)), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: {} });
    expect(await stored(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await oneClick()).status).toBe(200);

    // The confirmation link cannot bring it back; only a new sign-up (and its new link) can.
    expect((await confirmWith(confirmToken(message))).status).toBe(400);
    await subscribe({ email });
    expect(await stored(email)).toMatchObject({ status: 'pending' });
    expect((await confirmWith(confirmToken(await mail.next(email)))).status).toBe(200);
    expect(await stored(email)).toMatchObject({ status: 'confirmed' });
  });

  it('opening the address in a browser shows a page that unsubscribes nothing; its button does', async () => {
    const email = freshEmail();
    await subscribe({ email });
    const address = onStack(unsubscribeAddress(await mail.next(email)));

    const opened = await fetch(address, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await opened.text();
    expect(page).toContain('<form method="post" action="/api/newsletter/unsubscribe?token=');
    expect(await stored(email)).toMatchObject({ status: 'pending' });

    const pressed = await fetch(address, {
      method: 'POST',
      headers: { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You are unsubscribed');
    expect(await stored(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('an unknown token unsubscribes no one: 400', async () => {
    const res = await fetch(`${stack.apiUrl}/newsletter/unsubscribe?token=never-issued`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: 'This unsubscribe link is invalid.' });
  });
});
