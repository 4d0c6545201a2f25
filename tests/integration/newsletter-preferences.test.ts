import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { stackRows } from '../support/database.js';
import { linkIn, startMailServer, unsubscribeAddress, type Mail, type MailServer } from '../support/mail.js';
import { newSubscriber } from '../support/newsletter.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Newsletter preferences (docs/product.md#newsletter), with alerts delivered to a real SMTP server on loopback: an
 * alert's footer links to the preferences page with the subscriber's token (the unsubscribe one); with it the
 * subscriber reads and changes their choices, and what they turn off is not sent, even a message queued before.
 */
const PUBLIC_URL = 'https://news.example';
const INVALID = 'This preferences link is invalid.';

let stack: Stack;
let mail: MailServer;
let editor: Account;
let category: string;

beforeAll(async () => {
  mail = await startMailServer();
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { SMTP_URL: mail.url, PUBLIC_URL, MAIL_RETRY_AFTER: '2s', MAIL_MAX_ATTEMPTS: '5' } });
  useStack(stack);
  editor = await signUpAs('editor');
  category = (await createCategory())._id;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subscriber = (choices: { alerts?: boolean; digest?: boolean; language?: string }) =>
  newSubscriber(mail, { publicUrl: PUBLIC_URL, siteUrl: stack.siteUrl }, choices);
const breaking = () => createArticle(editor.token, { category, title: unique('Breaking story'), excerpt: 'What happened.', breaking: true });
const alertOf = (address: string, title: string, subject = `Breaking: ${title}`) =>
  mail.next(address).then((message) => (expect(message.subject).toBe(subject), message));
/** Alerts about `title` in any language. */
const alertsAbout = (address: string, title: string) => mail.to(address).filter((message) => message.subject?.endsWith(`: ${title}`));
const tokenOf = (message: Mail, prefix: string) => new URL(linkIn(message.text, prefix)).searchParams.get('token')!;
const read = (token: string) => api('GET', `/newsletter/preferences?token=${encodeURIComponent(token)}`);
const change = (body: Record<string, unknown>) => api('PUT', '/newsletter/preferences', { body });

async function queueStatus(address: string, articleId: string): Promise<string | undefined> {
  const sql = `SELECT q.status AS status FROM mail_queue q JOIN newsletter_subscribers s ON s.id = q.subscriber_id JOIN articles a ON a.id = q.article_id
    WHERE s.email = `;
  const rows = await stackRows(stack, { sqlite: `${sql}? AND a.document_id = ?`, postgres: `${sql}$1 AND a.document_id = $2` }, address, articleId);
  return rows[0]?.status as string | undefined;
}

describe("a subscriber's preferences", () => {
  let reader: string;
  let token: string;

  beforeAll(async () => {
    reader = await subscriber({ alerts: true, digest: false, language: 'hi' });
  });

  it("an alert is in the subscriber's language; its footer links to the preferences page in it, with their unsubscribe token", async () => {
    const article = await breaking();
    const alert = await alertOf(reader, article.title, `ब्रेकिंग न्यूज़: ${article.title}`);
    expect(alert.html).toContain('<html lang="hi">');
    expect(alert.text).toContain('पूरी ख़बर पढ़ें: ');
    token = tokenOf(alert, `${PUBLIC_URL}/hi/newsletter/preferences?token=`);
    expect(unsubscribeAddress(alert)).toBe(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`);
    const link = `${PUBLIC_URL}/hi/newsletter/preferences?token=${token}`;
    expect(alert.text).toContain(`न्यूज़लेटर की अपनी पसंद बदलें: ${link}`);
    expect(alert.html).toContain(`<a href="${link}" style="color:#555555">न्यूज़लेटर की अपनी पसंद बदलें</a>`);
  });

  it('GET shows the choices made at sign-up; PUT changes them and answers them', async () => {
    const before = await read(token);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.body.data).toEqual({ email: reader, language: 'hi', digest: false, alerts: true, status: 'confirmed' });

    const saved = await change({ token, digest: true, language: 'ta' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ email: reader, language: 'ta', digest: true, alerts: true, status: 'confirmed' });
    expect((await read(token)).body.data).toEqual(saved.body.data);
  });

  it('after turning alerts off, a new breaking article sends the subscriber nothing', async () => {
    const other = await subscriber({ alerts: true });
    expect((await change({ token, alerts: false })).body.data).toMatchObject({ alerts: false, digest: true, status: 'confirmed' });
    const article = await breaking();
    await alertOf(other, article.title);
    await sleep(1_000);
    expect(alertsAbout(reader, article.title)).toEqual([]);
  });

  it('an alert queued before the subscriber turned alerts off is skipped, not sent', async () => {
    const late = await subscriber({ alerts: true });
    const lateToken = tokenOf(mail.to(late).at(-1)!, `${PUBLIC_URL}/api/newsletter/unsubscribe?token=`);
    // The server refuses the address for now: the alert stays queued, to be tried again after MAIL_RETRY_AFTER.
    mail.refuse({ code: 451, message: '4.3.0 Try again later' }, late);
    const article = await breaking();
    const deadline = Date.now() + 15_000;
    while (!mail.refused.includes(late) && Date.now() < deadline) await sleep(100);
    expect(mail.refused).toContain(late);
    expect((await change({ token: lateToken, alerts: false })).status).toBe(200);
    mail.refuse(null, late);
    while ((await queueStatus(late, article._id)) !== 'skipped' && Date.now() < deadline + 10_000) await sleep(200);
    expect(await queueStatus(late, article._id)).toBe('skipped');
    expect(alertsAbout(late, article.title)).toEqual([]);
  });

  it('neither digest nor alerts is allowed: the address stays subscribed and is sent nothing', async () => {
    const { body } = await change({ token, digest: false, alerts: false });
    expect(body.data).toEqual({ email: reader, language: 'ta', digest: false, alerts: false, status: 'confirmed' });
  });

  it('an unsubscribed address subscribes again at once with `resubscribe`, its token proving the address', async () => {
    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    expect((await fetch(`${stack.siteUrl}/api/newsletter/unsubscribe?token=${token}`, oneClick)).status).toBe(200);
    expect((await read(token)).body.data.status).toBe('unsubscribed');
    // Choices alone do not subscribe again.
    expect((await change({ token, alerts: true })).body.data).toMatchObject({ alerts: true, status: 'unsubscribed' });
    expect((await change({ token, resubscribe: true })).body.data).toMatchObject({ alerts: true, status: 'confirmed' });
  });

  it('an unknown or missing token is a 400 saying the link is invalid', async () => {
    for (const answer of [await read('not-a-token'), await api('GET', '/newsletter/preferences'), await change({ token: 'not-a-token', digest: true })]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(INVALID);
    }
  });

  it('bad values are a 400 naming each field, and change nothing', async () => {
    const before = (await read(token)).body.data;
    const answer = await change({ token, language: 'xx', digest: 'yes', alerts: 1, resubscribe: false });
    expect(answer.status).toBe(400);
    const fields = (answer.body.errors as Array<{ field: string; message: string }>).map((error) => error.field).sort();
    expect(fields).toEqual(['alerts', 'digest', 'language', 'resubscribe']);
    expect(answer.body.errors).toContainEqual({ field: 'digest', message: 'digest must be true or false' });
    expect(answer.body.errors).toContainEqual({ field: 'language', message: 'Unknown language' });
    expect((await read(token)).body.data).toEqual(before);
  });
});
