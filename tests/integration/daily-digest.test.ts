import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createArticle, createCategory, signUpAs, unique, useStack, type Account } from '../support/api.js';
import { rawHeader, startMailServer, unsubscribeAddress, type Mail, type MailServer } from '../support/mail.js';
import { newSubscriber, type SignUp } from '../support/newsletter.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The daily digest (docs/product.md#newsletter), delivered to a real SMTP server on loopback: at its hour, every
 * confirmed subscriber who chose the digest gets one e-mail with the day's top stories in their language, most read
 * first; nobody else gets one, and a restart the same day sends none again. The stack starts with the digest off
 * (DIGEST_HOUR=off), so the readers and stories are in place when Strapi starts again with the hour passed (0).
 * An admin's test digest (docs/product.md#newsletter-desk) reaches their own address only, and the real one still goes.
 */
const PUBLIC_URL = 'https://news.example';
const SUBJECT = /^Your Bulletin digest for \d{1,2} [A-Z][a-z]+ \d{4}$/;

let stack: Stack;
let mail: MailServer;
let editor: Account;
let category: string;

beforeAll(async () => {
  mail = await startMailServer();
  const postgresUrl = inject('database') === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  stack = await startStack({ postgresUrl, extraEnv: { SMTP_URL: mail.url, PUBLIC_URL, DIGEST_HOUR: 'off' } });
  useStack(stack);
  editor = await signUpAs('editor');
  category = (await createCategory())._id;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await mail?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A digest in any language: its Message-ID names the day and the subscriber. */
const isDigest = (message: Mail) => (message.messageId ?? '').startsWith('<digest-');
const digestsTo = (address: string) => mail.to(address).filter(isDigest);

const subscriber = (choices: SignUp, options?: { confirm?: boolean; leave?: boolean }) =>
  newSubscriber(mail, { publicUrl: PUBLIC_URL, siteUrl: stack.siteUrl }, choices, options);

describe('the daily digest', () => {
  it('a test digest on a day with no story is refused, saying why', async () => {
    const admin = await signUpAs('admin');
    const res = await api('POST', '/newsletter/digest/test', { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: 'No story was published in the last day, so there is no digest to send.' });
  });

  it('reaches each confirmed subscriber who chose it once, with the top stories of the day in their language', async () => {
    const english = await subscriber({});
    const hindi = await subscriber({ language: 'hi' });
    const tamil = await subscriber({ language: 'ta' });
    const noDigest = await subscriber({ digest: false });
    const pending = await subscriber({}, { confirm: false });
    const left = await subscriber({}, { leave: true });

    const quiet = await createArticle(editor.token, { category, title: unique('Quiet story'), excerpt: 'Few read it.' });
    const popular = await createArticle(editor.token, { category, title: unique('Popular story'), excerpt: 'Everyone read it.' });
    for (const address of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      expect((await api('POST', `/articles/${popular._id}/view`, { headers: { 'x-forwarded-for': address, 'user-agent': 'Test browser' } })).status).toBe(200);
    }
    const hindiStory = await createArticle(editor.token, { category, locale: 'hi', title: unique('बाढ़ का पानी उतरा') });
    const old = await createArticle(editor.token, { category, title: unique('Old story'), publishDate: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString() });
    const draft = await createArticle(editor.token, { category, title: unique('Draft story'), status: 'draft' });

    // An admin's test digest: the same e-mail, to their own address only, at once; it does not stand for the day's.
    const admin = await signUpAs('admin');
    const test = await api('POST', '/newsletter/digest/test', { token: admin.token });
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ success: true, data: { sentTo: admin.user.email } });
    const sample = await mail.next(admin.user.email);
    expect(sample.subject).toMatch(SUBJECT);
    expect(sample.to).toEqual([admin.user.email]);
    expect(sample.text).toContain(`${popular.title}\nEveryone read it.\n`);
    expect(sample.text!.indexOf(popular.title)).toBeLessThan(sample.text!.indexOf(quiet.title));
    // In the newsroom's language: the Hindi e-mail with the Hindi story; a language the site lacks is a 400.
    expect((await api('POST', '/newsletter/digest/test', { token: admin.token, body: { language: 'hi' } })).status).toBe(200);
    const hindiSample = await mail.next(admin.user.email);
    expect(hindiSample.subject).toMatch(/ का आपका Bulletin डाइजेस्ट$/);
    expect(hindiSample.text).toContain(hindiStory.title);
    expect(hindiSample.text).not.toContain(popular.title);
    const unknown = await api('POST', '/newsletter/digest/test', { token: admin.token, body: { language: 'xx' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: 'Unknown language' });
    expect([english, hindi, tamil].map((address) => digestsTo(address).length)).toEqual([0, 0, 0]);
    const audit = await api('GET', '/audit?action=newsletter.test-digest&limit=1', { token: admin.token });
    expect(audit.body.data.entries[0]).toMatchObject({ actor: { _id: admin.user._id, role: 'admin' }, entity: { type: 'newsletter', label: admin.user.email } });

    await stack.stopCms();
    await stack.startCms({ DIGEST_HOUR: '0' });
    const deadline = Date.now() + 30_000;
    while ([english, hindi, tamil].some((address) => digestsTo(address).length === 0) && Date.now() < deadline) await sleep(200);
    await sleep(2_000);

    expect([english, hindi, tamil, noDigest, pending, left].map((address) => digestsTo(address).length)).toEqual([1, 1, 1, 0, 0, 0]);

    const en = digestsTo(english)[0]!;
    const link = (slug: string, prefix = '') => `${PUBLIC_URL}${prefix}/article/${slug}?utm_source=bulletin&utm_medium=email&utm_campaign=daily-digest`;
    expect(en.text).toContain(`${popular.title}\nEveryone read it.\n${link(popular.slug)}`);
    expect(en.subject).toMatch(SUBJECT);
    expect(en.text!.indexOf(popular.title)).toBeLessThan(en.text!.indexOf(quiet.title));
    for (const left of [hindiStory.title, old.title, draft.title]) expect(en.text).not.toContain(left);
    expect(rawHeader(en, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The preferences page, with the unsubscribe link's token, in the subscriber's language (docs/product.md#newsletter).
    const token = new URL(unsubscribeAddress(en)).searchParams.get('token')!;
    expect(en.text).toContain(`Manage your newsletter preferences: ${PUBLIC_URL}/newsletter/preferences?token=${token}`);

    // In Hindi, the Hindi story, in a Hindi e-mail; in Tamil, with no Tamil story that day, the English ones, in a
    // Tamil e-mail (docs/product.md#e-mail-languages).
    const hi = digestsTo(hindi)[0]!;
    expect(hi.subject).toMatch(/^\S+ \S+ \d{4} का आपका Bulletin डाइजेस्ट$/);
    expect(hi.html).toContain('<html lang="hi">');
    expect(hi.text).toContain(link(hindiStory.slug, '/hi'));
    expect(hi.text).toContain(`न्यूज़लेटर की अपनी पसंद बदलें: ${PUBLIC_URL}/hi/newsletter/preferences?token=`);
    expect(hi.text).not.toContain(popular.title);
    const ta = digestsTo(tamil)[0]!;
    expect(ta.subject).toMatch(/ க்கான உங்கள் Bulletin தொகுப்பு$/);
    expect(ta.text).toContain(popular.title);
  }, 180_000);

  it('is not sent again when Strapi starts again the same day', async () => {
    const before = mail.messages.length;
    await stack.stopCms();
    await stack.startCms({ DIGEST_HOUR: '0' });
    await sleep(5_000);
    expect(mail.messages.slice(before).filter(isDigest)).toEqual([]);
  }, 120_000);
});
