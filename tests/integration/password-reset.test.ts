import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin, unique, useStack } from '../support/api.js';
import { lastInOutbox, linkIn, startMailServer, type MailServer } from '../support/mail.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * Password reset end to end (docs/product.md#password-reset), with the e-mail delivered to a real SMTP server on
 * loopback through SMTP_URL: the answer is the same for every address, the link sets a new password that works,
 * the old password and every earlier session stop working, the link works once and expires (RESET_TOKEN_TTL short
 * here), and a bad token is refused in the same words.
 */
const PUBLIC_URL = 'https://news.example';
const SENT = 'If an account exists for that e-mail, a reset link is on its way.';
const INVALID = 'This reset link is invalid or has expired.';
const TTL_SECONDS = 10;

let stack: Stack;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({
    postgresUrl,
    extraEnv: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Bulletin News <news@news.example>',
      PUBLIC_URL,
      RESET_TOKEN_TTL: `${TTL_SECONDS}s`,
      RESET_LIMIT_PER_IP: '10000',
      RESET_LIMIT_PER_ACCOUNT: '10000',
    },
  });
  useStack(stack);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
});

async function signUp() {
  const email = `${unique('reset')}@example.test`.toLowerCase();
  const res = await api('POST', '/auth/register', {
    body: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Original123', confirmPassword: 'Original123', terms: true },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token as string };
}

const forgot = (email: string) => api('POST', '/auth/forgot-password', { body: { email } });
const reset = (token: string, password: string) => api('POST', '/auth/reset-password', { body: { token, password } });
const login = (email: string, password: string) => api('POST', '/auth/login', { body: { email, password } });

/** Asks for a link and returns the token of the e-mail that arrives. */
async function resetToken(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const message = await mail.next(email);
  return new URL(linkIn(message.text, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get('token')!;
}

describe('password reset', () => {
  it('e-mails a link, in HTML and plain text, from MAIL_FROM, that sets a new password and signs the reader in', async () => {
    const { email, token: oldSession } = await signUp();
    const answer = await forgot(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { message: SENT } });

    const message = await mail.next(email);
    expect(message.from?.value[0]?.address).toBe('news@news.example');
    expect(message.subject).toBe('Reset your Bulletin password');
    const link = linkIn(message.text, `${PUBLIC_URL}/reset-password?token=`);
    expect(message.html).toContain(`href="${link}"`);
    const token = new URL(link).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const done = await reset(token, 'Brand-New-456');
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect((await api('GET', '/auth/me', { token: done.body.token })).status).toBe(200);

    // The new password works, the old one does not, and the session from before the reset has ended.
    expect((await login(email, 'Brand-New-456')).status).toBe(200);
    expect((await login(email, 'Original123')).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: oldSession })).status).toBe(401);
  });

  it("is written in the language of the page it was asked from (docs/product.md#e-mail-languages); an unknown one is a 400", async () => {
    const { email } = await signUp();
    expect((await api('POST', '/auth/forgot-password', { body: { email, language: 'xx' } })).status).toBe(400);
    expect((await api('POST', '/auth/forgot-password', { body: { email, language: 'bn' } })).status).toBe(200);
    const message = await mail.next(email);
    expect(message.subject).toBe('আপনার Bulletin পাসওয়ার্ড রিসেট করুন');
    expect(message.html).toContain('<html lang="bn">');
    expect(message.text).toContain(`নতুন পাসওয়ার্ড বেছে নিন: ${PUBLIC_URL}/reset-password?token=`);
  });

  it('works once: the same link again is refused, and the password stays the one it set', async () => {
    const { email } = await signUp();
    const token = await resetToken(email);
    expect((await reset(token, 'First-Choice-1')).status).toBe(200);
    const again = await reset(token, 'Second-Choice-2');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: INVALID });
    expect((await login(email, 'First-Choice-1')).status).toBe(200);
    expect((await login(email, 'Second-Choice-2')).status).toBe(401);
  });

  it('a newer link replaces the earlier one', async () => {
    const { email } = await signUp();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await reset(first, 'Replaced-Link-1')).body.message).toBe(INVALID);
    expect((await reset(second, 'Latest-Link-22')).status).toBe(200);
  });

  it(`expires after RESET_TOKEN_TTL (${TTL_SECONDS} s here)`, async () => {
    const { email } = await signUp();
    const token = await resetToken(email);
    await new Promise((resolve) => setTimeout(resolve, (TTL_SECONDS + 1) * 1000));
    const late = await reset(token, 'Too-Late-789');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(INVALID);
    expect((await login(email, 'Original123')).status).toBe(200);
  }, 60_000);

  it('refuses an unknown token in the same words, and a weak password with the sign-up rule', async () => {
    const unknown = await reset('not-a-token-the-site-ever-made', 'Strong-Pass-123');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: INVALID });

    const { email } = await signUp();
    const token = await resetToken(email);
    const weak = await reset(token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toContainEqual({
      field: 'password',
      message: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    // The refused attempt did not spend the link.
    expect((await reset(token, 'Strong-Pass-123')).status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, in about the same time, and sends it nothing', async () => {
    const { email: known } = await signUp();
    const unknown = `${unique('nobody')}@example.test`.toLowerCase();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await timed(known);
      const b = await timed(unknown);
      expect(b.res.status).toBe(a.res.status);
      expect(b.res.body).toEqual(a.res.body);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1]!;
    // The e-mail is sent after the answer, so the SMTP server's time does not show in it.
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(400);

    await mail.next(known);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mail.to(unknown)).toHaveLength(0);
  });

  it('refuses a malformed address as input', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'email', message: 'Invalid email address' });
  });
});

describe('with SMTP_URL', () => {
  it('has no outbox for the newsroom to read (docs/product.md#outbox)', async () => {
    const res = await api('GET', '/outbox', { token: await loginAdmin() });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'There is no outbox: e-mail is sent through the SMTP server (SMTP_URL).' });
  });
});

describe('without SMTP_URL', () => {
  it('writes the e-mail to the outbox folder, whole: both parts and the link', async () => {
    // The suite's shared stack, which names no SMTP server.
    const site = inject('apiUrl');
    const post = (path: string, body: unknown) =>
      fetch(`${site}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const email = `${unique('outbox')}@example.test`.toLowerCase();
    const password = 'Original123';
    expect((await post('/auth/register', { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password, terms: true })).status).toBe(201);
    expect((await post('/auth/forgot-password', { email })).status).toBe(200);
    const message = await lastInOutbox(inject('outboxDir'), email);
    expect(message.subject).toBe('Reset your Bulletin password');
    if (!process.env.MAIL_FROM) expect(message.from?.value[0]?.address).toBe('no-reply@localhost');
    const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:5000').replace(/\/+$/, '');
    const link = linkIn(message.text, `${publicUrl}/reset-password?token=`);
    expect(message.html).toContain(`href="${link}"`);
  });
});
