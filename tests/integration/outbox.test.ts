import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, signUpAs, type Account } from '../support/api.js';

/**
 * The outbox screen's API (docs/product.md#outbox), on the suite's shared stack, which names no SMTP server: every
 * e-mail the site sends is listed for admins, newest first, and read whole; nobody else may read it.
 */
type Summary = { _id: string; to: string; subject: string; date: string | null };

let admin: string;
let editor: Account;
let reporter: Account;

beforeAll(async () => {
  admin = await loginAdmin();
  [editor, reporter] = await Promise.all([signUpAs('editor'), signUpAs('reporter')]);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox's message to `email`, once it is written (the e-mail leaves after the answer). */
async function messageTo(email: string): Promise<Summary> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await api('GET', '/outbox?limit=100', { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = (res.body.data.messages as Summary[]).find((message) => message.to === email);
    if (found) return found;
    await sleep(100);
  }
  throw new Error(`no e-mail to ${email} in the outbox`);
}

describe('the outbox', () => {
  let email: string;
  let summary: Summary;

  beforeAll(async () => {
    const reader = await signUpAs('user');
    email = reader.user.email;
    expect((await api('POST', '/auth/forgot-password', { body: { email, language: 'ta' } })).status).toBe(200);
    summary = await messageTo(email);
  });

  it('lists what the site sent, newest first, with recipient, subject and date', async () => {
    expect(summary).toMatchObject({ to: email, subject: 'உங்கள் Bulletin கடவுச்சொல்லை மீட்டமைக்கவும்' });
    expect(Date.now() - Date.parse(summary.date!)).toBeLessThan(60_000);
    const { body } = await api('GET', '/outbox?limit=100', { token: admin });
    const dates = (body.data.messages as Summary[]).map((message) => message._id);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data).toMatchObject({ page: 1 });
    expect(body.data.total).toBeGreaterThanOrEqual(1);
  });

  it('pages', async () => {
    const { body } = await api('GET', '/outbox?limit=1&page=1', { token: admin });
    expect(body.data.messages).toHaveLength(1);
    expect(body.data.pages).toBe(body.data.total);
    const bad = await api('GET', '/outbox?page=0', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('reads one message whole: both parts, as its recipient gets them', async () => {
    const res = await api('GET', `/outbox/${summary._id}`, { token: admin });
    expect(res.status).toBe(200);
    const message = res.body.data;
    expect(message).toMatchObject({ _id: summary._id, to: email, subject: summary.subject });
    expect(message.from).toContain('@');
    expect(message.html).toContain('<html lang="ta">');
    expect(message.text).toMatch(/\/reset-password\?token=[\w-]{40,}/);
  });

  it('is for admins only', async () => {
    for (const token of [editor.token, reporter.token]) {
      expect((await api('GET', '/outbox', { token })).status).toBe(403);
      expect((await api('GET', `/outbox/${summary._id}`, { token })).status).toBe(403);
      // A bad query from someone who may not read the outbox is still their 403.
      expect((await api('GET', '/outbox?page=0', { token })).status).toBe(403);
    }
    expect((await api('GET', '/outbox')).status).toBe(401);
  });

  it('answers 404 for a message it does not hold, and reads no file outside the outbox', async () => {
    for (const id of ['2020-01-01T00-00-00-000Z-00000000', '..%2F..%2Fpackage', '..%2F..%2F..%2Fpackage.json', 'x.eml']) {
      const res = await api('GET', `/outbox/${id}`, { token: admin });
      expect(res.status, id).toBe(404);
      expect(res.body, id).toMatchObject({ success: false, message: 'E-mail not found' });
    }
  });
});
