import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, loginAdmin, signUpAs, unique, useStack } from '../support/api.js';
import { stackRows } from '../support/database.js';
import { linkIn, rawHeader, startMailServer, unsubscribeAddress, type Mail, type MailServer } from '../support/mail.js';
import { newSubscriber } from '../support/newsletter.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The newsletter with double opt-in and one-click unsubscribe (docs/product.md#newsletter), its e-mail delivered to
 * a real SMTP server on loopback: a sign-up is pending until the e-mailed link is followed, signing up again sends a
 * new link without telling whether the address was known, every newsletter e-mail names a one-click unsubscribe
 * address (RFC 8058) that a POST honours at once, and opening it in a browser shows a page that unsubscribes nothing.
 * The newsletter desk (docs/product.md#newsletter-desk): admins list, search and export the subscribers, see the
 * delivery queue and send a failed message again. The daily digest is off here (its own file tests it).
 */
const PUBLIC_URL = 'https://news.example';
const CONFIRM_INVALID = 'This confirmation link is invalid or has already been used.';

let stack: Stack;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { SMTP_URL: mail.url, PUBLIC_URL, DIGEST_HOUR: 'off' } });
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

describe('the newsletter desk', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const site = () => ({ publicUrl: PUBLIC_URL, siteUrl: stack.siteUrl });

  it('is for admins only: editors and reporters get 403, anonymous callers 401', async () => {
    const admin = await loginAdmin();
    const editor = (await signUpAs('editor')).token;
    const reporter = (await signUpAs('reporter')).token;
    const calls: Array<[string, string]> = [
      ['GET', '/newsletter/subscribers'],
      ['GET', '/newsletter/subscribers.csv'],
      ['GET', '/newsletter/queue'],
      ['POST', '/newsletter/queue/1/retry'],
      ['POST', '/newsletter/digest/test'],
    ];
    for (const [method, path] of calls) {
      expect([path, (await api(method, path, { token: editor })).status]).toEqual([path, 403]);
      expect([path, (await api(method, path, { token: reporter })).status]).toEqual([path, 403]);
      expect([path, (await api(method, path)).status]).toEqual([path, 401]);
    }
    expect((await api('GET', '/newsletter/subscribers', { token: admin })).status).toBe(200);
    expect((await api('GET', '/newsletter/queue', { token: admin })).status).toBe(200);
    // A bad query is the editor's 403 first, the admin's 400.
    expect((await api('GET', '/newsletter/subscribers?status=gone', { token: editor })).status).toBe(403);
    const bad = await api('GET', '/newsletter/subscribers?status=gone', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: [{ field: 'status', message: 'status must be one of pending, confirmed, unsubscribed' }] });
    expect((await api('GET', '/newsletter/queue?status=skipped', { token: admin })).status).toBe(400);
  });

  it('lists the subscribers newest first, by state, with the count of each and a search on the address; exports them as CSV, audited', async () => {
    const admin = await loginAdmin();
    const tag = unique('desk');
    const email = (name: string) => `${name}.${tag}@example.test`.toLowerCase();
    // Sign-ups, in this order: one pending, one confirmed, one unsubscribed, one whose address a spreadsheet would run.
    const pending = email('a');
    await subscribe({ email: pending, language: 'hi' });
    await mail.next(pending);
    const confirmed = email('b');
    await subscribe({ email: confirmed, alerts: true });
    expect((await confirmWith(confirmToken(await mail.next(confirmed)))).status).toBe(200);
    const left = email('c');
    await subscribe({ email: left });
    const leftMessage = await mail.next(left);
    expect((await fetch(onStack(unsubscribeAddress(leftMessage)), { method: 'POST' })).status).toBe(200);
    const formula = `-d.${tag}@example.test`.toLowerCase();
    await subscribe({ email: formula });
    await mail.next(formula);

    const list = await api('GET', `/newsletter/subscribers?q=${tag.toUpperCase()}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([formula, left, confirmed, pending]);
    expect(list.body.data).toMatchObject({ total: 4, page: 1, pages: 1, counts: { pending: 2, confirmed: 1, unsubscribed: 1 } });
    expect(list.body.data.subscribers[3]).toEqual({
      _id: expect.any(String),
      email: pending,
      status: 'pending',
      language: 'hi',
      digest: true,
      alerts: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const confirmedOnly = await api('GET', `/newsletter/subscribers?q=${tag}&status=confirmed`, { token: admin });
    expect(confirmedOnly.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([confirmed]);
    expect(confirmedOnly.body.data).toMatchObject({ total: 1, counts: { pending: 2, confirmed: 1, unsubscribed: 1 } });
    const paged = await api('GET', `/newsletter/subscribers?q=${tag}&limit=3&page=2`, { token: admin });
    expect(paged.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([pending]);
    expect(paged.body.data).toMatchObject({ total: 4, page: 2, pages: 2 });

    const csv = await fetch(`${stack.apiUrl}/newsletter/subscribers.csv?q=${tag}&status=pending`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?bulletin-subscribers-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('email,status,language,digest,alerts,created_at');
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([`'${formula},pending,,true,false`, `${pending},pending,hi,true,false`]);
    expect(lines.at(-1)).toBe('');

    const audit = await api('GET', '/audit?action=newsletter.export&limit=1', { token: admin });
    expect(audit.body.data.entries[0]).toMatchObject({
      action: 'newsletter.export',
      actor: { role: 'admin' },
      entity: { type: 'newsletter', label: `2 subscribers (pending, "${tag}")` },
    });
  });

  it('shows a message the mail server refused as failed with the reason; Retry sends it, once, audited', async () => {
    const admin = await loginAdmin();
    const editor = await signUpAs('editor');
    const reader = await newSubscriber(mail, site(), { alerts: true });
    mail.refuse({ code: 550, message: '5.1.1 Mailbox unavailable' }, reader);
    const article = await createArticle(editor.token, { category: (await createCategory())._id, title: unique('Desk breaking'), breaking: true });

    const queued = async (status: string) => {
      const res = await api('GET', `/newsletter/queue?status=${status}&limit=100`, { token: admin });
      expect(res.status).toBe(200);
      return (res.body.data.messages as Array<Record<string, any>>).find((m) => m.recipient === reader && m.articleTitle === article.title);
    };
    let failed: Record<string, any> | undefined;
    for (const deadline = Date.now() + 30_000; !failed && Date.now() < deadline; ) {
      failed = await queued('failed');
      if (!failed) await sleep(300);
    }
    expect(failed).toMatchObject({ kind: 'alert', status: 'failed', attempts: 1, sentAt: null, lastError: expect.stringContaining('Mailbox unavailable') });
    expect(Date.parse(failed!.queuedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mail.to(reader).filter((m) => m.subject === `Breaking: ${article.title}`)).toEqual([]);

    mail.refuse(null, reader);
    const retried = await api('POST', `/newsletter/queue/${failed!._id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ success: true, data: {} });
    const message = await mail.next(reader);
    expect(message.subject).toBe(`Breaking: ${article.title}`);
    let sent: Record<string, any> | undefined;
    for (const deadline = Date.now() + 10_000; !sent && Date.now() < deadline; ) {
      sent = await queued('sent');
      if (!sent) await sleep(200);
    }
    expect(sent).toMatchObject({ _id: failed!._id, status: 'sent', sentAt: expect.any(String) });

    const again = await api('POST', `/newsletter/queue/${failed!._id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: 'Only a failed message can be sent again' });
    const unknown = await api('POST', '/newsletter/queue/999999999/retry', { token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Message not found');
    const audit = await api('GET', '/audit?action=newsletter.retry&limit=1', { token: admin });
    expect(audit.body.data.entries[0]).toMatchObject({ actor: { role: 'admin' }, entity: { type: 'newsletter', _id: failed!._id, label: reader } });
    await sleep(1_000);
    expect(mail.to(reader).filter((m) => m.subject === `Breaking: ${article.title}`)).toHaveLength(1);
  }, 90_000);
});
