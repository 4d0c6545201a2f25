import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { stackRows } from '../support/database.js';
import { rawHeader, startMailServer, unsubscribeAddress, type MailServer } from '../support/mail.js';
import { newSubscriber } from '../support/newsletter.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Breaking-news alerts (docs/product.md#newsletter, docs/decisions/0027-mail-queue.md), delivered to a real SMTP
 * server on loopback: an article marked breaking that becomes public — published now, or its scheduled time arriving
 * — sends one e-mail to each confirmed subscriber who chose alerts and to no one else; publishing it again or editing
 * it sends nothing more; one that came due while Strapi was stopped is alerted at its next start; a refusing server
 * is tried again later and the message arrives once (or is kept as failed with the reason); a Strapi restart
 * halfway through loses nothing and repeats nothing; two Strapi processes over one PostgreSQL send each alert once,
 * and the rows of one that froze are sent by the other when its claim expires.
 *
 * Every confirmed subscriber with alerts made here gets every alert of this file, so each test checks the whole
 * list (`wanting`). Sending is slowed to MAIL_RATE_PER_SECOND=5 so that a restart falls in the middle of it, and
 * the rate is checked on the arrival times.
 */
const PUBLIC_URL = 'https://news.example';
const RATE = 5;

let stack: Stack;
let mail: MailServer;
let editor: Account;
let category: string;
/** Confirmed subscribers who chose alerts: every alert goes to each of them. */
const wanting: string[] = [];
/** Subscribers who must never get an alert: pending, unsubscribed, confirmed without alerts. */
const notWanting: string[] = [];

beforeAll(async () => {
  // A server that hangs up on a client silent for 5 s, as every SMTP server does after a while: a process frozen in
  // the middle of a message (longer than its 10 s claim) cannot finish it when it wakes (docs/decisions/0027-mail-queue.md).
  mail = await startMailServer({ idleTimeoutMs: 5_000 });
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({
    postgresUrl,
    extraEnv: { SMTP_URL: mail.url, PUBLIC_URL, MAIL_RATE_PER_SECOND: String(RATE), MAIL_RETRY_AFTER: '1s', MAIL_MAX_ATTEMPTS: '3', MAIL_CLAIM_FOR: '10s' },
  });
  useStack(stack);
  editor = await signUpAs('editor');
  category = (await createCategory())._id;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new subscriber (support/newsletter.ts), listed among those who must or must not get every alert. */
async function subscriber({ alerts, confirm = true, leave = false }: { alerts: boolean; confirm?: boolean; leave?: boolean }) {
  const email = await newSubscriber(mail, { publicUrl: PUBLIC_URL, siteUrl: stack.siteUrl }, { alerts }, { confirm, leave });
  (alerts && confirm && !leave ? wanting : notWanting).push(email);
  return email;
}

/** The alerts of the article titled `title` that reached `address`. */
const alertsTo = (address: string, title: string) => mail.to(address).filter((message) => message.subject === `Breaking: ${title}`);

/** Waits until every subscriber in `wanting` has the alert of `title`, then a little longer for any extra copy. */
async function untilEveryoneHas(title: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = wanting.filter((address) => alertsTo(address, title).length === 0);
    if (!missing.length) break;
    if (Date.now() > deadline) throw new Error(`${missing.length} of ${wanting.length} subscribers got no alert of "${title}" within ${timeoutMs} ms`);
    await sleep(200);
  }
  await sleep(2_000);
}

/** Each wanting subscriber has exactly one alert of `title`; nobody else has any. */
function expectOnceEach(title: string): void {
  expect(wanting.map((address) => [address, alertsTo(address, title).length])).toEqual(wanting.map((address) => [address, 1]));
  expect(notWanting.map((address) => [address, alertsTo(address, title).length])).toEqual(notWanting.map((address) => [address, 0]));
}

/** The queue's rows of an article, by subscriber address. */
async function queueRows(articleId: string) {
  const sql = `SELECT s.email AS email, q.status AS status, q.attempts AS attempts, q.last_error AS last_error, q.claimed_by AS claimed_by
    FROM mail_queue q JOIN newsletter_subscribers s ON s.id = q.subscriber_id JOIN articles a ON a.id = q.article_id
    WHERE a.document_id = `;
  return stackRows(stack, { sqlite: `${sql}? ORDER BY s.email`, postgres: `${sql}$1 ORDER BY s.email` }, articleId);
}

const breaking = (overrides: Record<string, unknown> = {}) =>
  createArticle(editor.token, { category, title: unique('Breaking story'), excerpt: 'What happened, in one sentence.', breaking: true, ...overrides });

describe('an article marked breaking, published now', () => {
  let article: Awaited<ReturnType<typeof breaking>>;

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) await subscriber({ alerts: true });
    await subscriber({ alerts: false });
    await subscriber({ alerts: true, confirm: false });
    await subscriber({ alerts: true, leave: true });
  });

  it('sends one alert to each confirmed subscriber who chose alerts, and none to pending, unsubscribed or no-alerts ones', async () => {
    article = await breaking();
    await untilEveryoneHas(article.title);
    expectOnceEach(article.title);

    const message = alertsTo(wanting[0]!, article.title)[0]!;
    const link = `${PUBLIC_URL}/article/${article.slug}?utm_source=bulletin&utm_medium=email&utm_campaign=breaking-news`;
    expect(message.text).toContain(article.title);
    expect(message.text).toContain('What happened, in one sentence.');
    expect(message.text).toContain(`Read the story: ${link}`);
    expect(message.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // The newsletter's one-click unsubscribe, as every newsletter e-mail has, linked in the footer too.
    const unsubscribe = unsubscribeAddress(message);
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/api/newsletter/unsubscribe\\?token=[\\w-]{40,}$`));
    expect(rawHeader(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(message.text).toContain(`Unsubscribe: ${unsubscribe}`);

    const rows = await queueRows(article._id);
    expect(rows.map((row) => String(row.email)).sort()).toEqual([...wanting].sort());
    expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
  });

  it('sends nothing more when it is edited, or withdrawn and published again', async () => {
    const edit = (body: Record<string, unknown>) => api('PUT', `/articles/${article._id}`, { token: editor.token, body });
    expect((await edit({ excerpt: 'A corrected sentence.' })).status).toBe(200);
    expect((await edit({ status: 'draft' })).status).toBe(200);
    expect((await edit({ status: 'published', publishDate: new Date().toISOString() })).status).toBe(200);
    expect((await edit({ breaking: false })).status).toBe(200);
    expect((await edit({ breaking: true })).status).toBe(200);
    // Alerts are queued in the write's own transaction: none queued by now, none will be sent.
    await sleep(1_500);
    expectOnceEach(article.title);
    expect(await queueRows(article._id)).toHaveLength(wanting.length);
  });

  it('an article not marked breaking sends no alert', async () => {
    const plain = await createArticle(editor.token, { category, title: unique('Plain story') });
    await sleep(1_500);
    expect(mail.messages.filter((message) => message.subject?.includes(plain.title))).toEqual([]);
    expect(await queueRows(plain._id)).toEqual([]);
  });
});

describe('a breaking draft begun days before it is published', () => {
  const daysAgo = () => new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();

  it('is alerted when an editor publishes it, once each', async () => {
    const draft = await breaking({ status: 'draft', publishDate: daysAgo() });
    await sleep(2_000);
    expect(alertsTo(wanting[0]!, draft.title)).toEqual([]);
    expect((await api('PUT', `/articles/${draft._id}`, { token: editor.token, body: { status: 'published' } })).status).toBe(200);
    await untilEveryoneHas(draft.title);
    expectOnceEach(draft.title);
  });

  it('but an article written already public with a date days back (an import of old news) is not', async () => {
    const old = await breaking({ publishDate: daysAgo() });
    await sleep(1_500);
    expect(await queueRows(old._id)).toEqual([]);
  });
});

describe('a breaking article scheduled for later', () => {
  it('sends nothing before its time and one alert each when it arrives, with nobody writing; a Hindi article links to its Hindi address', async () => {
    const due = new Date(Date.now() + 6_000);
    const article = await breaking({ locale: 'hi', title: unique('बाढ़ की चेतावनी'), publishDate: due.toISOString() });
    await sleep(3_000);
    expect(wanting.flatMap((address) => alertsTo(address, article.title))).toEqual([]);
    expect(await queueRows(article._id)).toEqual([]);

    await untilEveryoneHas(article.title, 30_000);
    expectOnceEach(article.title);
    const first = alertsTo(wanting[0]!, article.title)[0]!;
    expect(first.date!.getTime()).toBeGreaterThanOrEqual(due.getTime() - 1_000);
    expect(first.text).toContain(`${PUBLIC_URL}/hi/article/${encodeURIComponent(article.slug)}?utm_source=bulletin&utm_medium=email`);
  });
});

describe('a breaking article that comes due while Strapi is stopped', () => {
  it('is alerted when Strapi starts again, once each', async () => {
    const due = new Date(Date.now() + 4_000);
    const article = await breaking({ publishDate: due.toISOString() });
    await stack.stopCms();
    await sleep(Math.max(0, due.getTime() - Date.now()) + 1_000);
    await stack.startCms();
    await untilEveryoneHas(article.title, 30_000);
    expectOnceEach(article.title);
  }, 180_000);
});

describe('an SMTP server that refuses', () => {
  it('is tried again later: each alert arrives once, the failed try recorded', async () => {
    mail.refuse({ code: 451, message: '4.3.0 Mailbox busy, try again later' });
    const refusedBefore = mail.refused.length;
    const article = await breaking();
    const deadline = Date.now() + 20_000;
    while (new Set(mail.refused.slice(refusedBefore)).size < wanting.length && Date.now() < deadline) await sleep(100);
    expect(new Set(mail.refused.slice(refusedBefore)).size).toBe(wanting.length);
    expect(wanting.flatMap((address) => alertsTo(address, article.title))).toEqual([]);
    mail.refuse(null);

    await untilEveryoneHas(article.title);
    expectOnceEach(article.title);
    for (const row of await queueRows(article._id)) {
      expect(row).toMatchObject({ status: 'sent' });
      expect(Number(row.attempts)).toBeGreaterThanOrEqual(2);
      expect(String(row.last_error)).toContain('451');
    }
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries, or at once on a final refusal, keeping the reason', async () => {
    const [busy, unknown] = [wanting[0]!, wanting[1]!];
    mail.refuse({ code: 451, message: '4.3.0 Mailbox busy' }, busy);
    mail.refuse({ code: 550, message: '5.1.1 No such user' }, unknown);
    const article = await breaking();
    try {
      // 3 tries, 1 s then 2 s apart.
      const deadline = Date.now() + 30_000;
      let rows = await queueRows(article._id);
      while (rows.some((row) => row.status === 'pending') && Date.now() < deadline) {
        await sleep(500);
        rows = await queueRows(article._id);
      }
      const of = (address: string) => rows.find((row) => row.email === address)!;
      expect(of(busy)).toMatchObject({ status: 'failed' });
      expect(Number(of(busy).attempts)).toBe(3);
      expect(String(of(busy).last_error)).toContain('451 4.3.0 Mailbox busy');
      expect(of(unknown)).toMatchObject({ status: 'failed' });
      expect(Number(of(unknown).attempts)).toBe(1);
      expect(String(of(unknown).last_error)).toContain('550 5.1.1 No such user');
      expect(alertsTo(busy, article.title)).toEqual([]);
      expect(alertsTo(unknown, article.title)).toEqual([]);
      expect(wanting.slice(2).map((address) => alertsTo(address, article.title).length)).toEqual(wanting.slice(2).map(() => 1));
    } finally {
      mail.refuse(null);
    }
  });
});

describe('a Strapi restart in the middle of sending', () => {
  it('loses nothing and sends nothing twice', async () => {
    while (wanting.length < 40) await subscriber({ alerts: true });
    const article = await breaking();
    const deadline = Date.now() + 20_000;
    while (wanting.filter((address) => alertsTo(address, article.title).length).length < 3 && Date.now() < deadline) await sleep(50);
    // The restart comes before the end (40 messages at 5 a second take eight seconds).
    expect(wanting.filter((address) => alertsTo(address, article.title).length).length).toBeLessThan(wanting.length);
    await stack.restart();

    await untilEveryoneHas(article.title, 90_000);
    expectOnceEach(article.title);
    const rows = await queueRows(article._id);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Sent partly by the process before the restart and partly by the one after it.
    expect(new Set(rows.map((row) => row.claimed_by)).size).toBe(2);
  }, 240_000);
});

describe('the rate', () => {
  it('is at most MAIL_RATE_PER_SECOND messages a second', async () => {
    const article = await breaking();
    await untilEveryoneHas(article.title, 60_000);
    const times = wanting.map((address) => alertsTo(address, article.title)[0]!.receivedAt).sort((a, b) => a - b);
    // n messages need (n - 1) / rate seconds at least; no second holds more than the rate (one of slack for timers).
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(((times.length - 1) / RATE) * 1000 - 250);
    const busiest = Math.max(...times.map((start) => times.filter((time) => time >= start && time < start + 1000).length));
    expect(busiest).toBeLessThanOrEqual(RATE + 1);
  }, 90_000);
});

// PostgreSQL only, not a silent pass: several Strapi processes share a database only on a server.
describe.runIf(inject('database') === 'postgres')('two Strapi processes over one PostgreSQL', () => {
  it('send each alert once between them', async () => {
    await stack.addCms();
    while (wanting.length < 50) await subscriber({ alerts: true });
    const article = await breaking();
    await untilEveryoneHas(article.title, 60_000);
    expectOnceEach(article.title);
    const rows = await queueRows(article._id);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Both processes took part (the second finds the rows at its next look).
    expect(new Set(rows.map((row) => row.claimed_by)).size).toBe(2);
  }, 240_000);

  it('the rows of a process that froze are sent by the other once its claim expires, and not again when it wakes', async () => {
    const article = await breaking();
    const deadline = Date.now() + 20_000;
    while (wanting.filter((address) => alertsTo(address, article.title).length).length < 3 && Date.now() < deadline) await sleep(50);
    stack.pauseCms();
    try {
      // A claim lasts 10 s here (MAIL_CLAIM_FOR) unless renewed.
      await untilEveryoneHas(article.title, 40_000);
    } finally {
      stack.resumeCms();
    }
    await sleep(3_000);
    expectOnceEach(article.title);
    expect((await queueRows(article._id)).every((row) => row.status === 'sent')).toBe(true);
  }, 90_000);
});
