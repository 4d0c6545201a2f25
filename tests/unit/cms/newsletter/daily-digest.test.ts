import { describe, expect, it } from 'vitest';
import { readMailConfig } from '../../../../cms/config/mail.js';
import { readNewsroomConfig } from '../../../../cms/config/newsroom.js';
import { dailyDigestMail, digestLink } from '../../../../cms/src/mail/digest-mail.js';
import { renderMail } from '../../../../cms/src/mail/layout.js';
import { newsroomDay } from '../../../../cms/src/newsletter/newsroom-day.js';
import { dayIn } from '../../../../cms/src/mail/texts/index.js';

describe("the newsroom's day", () => {
  it('is the calendar day and hour in its time zone, not the server\'s', () => {
    const at = Date.parse('2026-11-26T20:30:00Z');
    expect(newsroomDay(at, 'UTC')).toEqual({ day: 20261126, hour: 20 });
    expect(newsroomDay(at, 'Asia/Kolkata')).toEqual({ day: 20261127, hour: 2 });
    expect(newsroomDay(Date.parse('2027-01-01T04:59:59Z'), 'America/New_York')).toEqual({ day: 20261231, hour: 23 });
  });

  it('is written out for readers, in their language', () => {
    expect(dayIn(20261126)).toBe('26 November 2026');
    expect(dayIn(20270101)).toBe('1 January 2027');
    expect(dayIn(20261126, 'hi')).toBe('26 नवंबर 2026');
    expect(dayIn(20261126, 'bn')).toBe('২৬ নভেম্বর, ২০২৬');
  });
});

describe("the digest's and the newsroom's settings", () => {
  const envOf = (values: Record<string, string>) => {
    const env = ((name: string, fallback?: string) => values[name] ?? fallback) as Parameters<typeof readMailConfig>[0];
    env.int = (name: string, fallback?: number) => (values[name] === undefined ? fallback : Number(values[name])) as number;
    return env;
  };

  it('default to seven in the morning, UTC', () => {
    expect(readMailConfig(envOf({})).digestHour).toBe(7);
    expect(readNewsroomConfig(envOf({}))).toEqual({ timeZone: 'UTC' });
  });

  it('take an hour from 0 to 23 or off, and a time zone by its name', () => {
    expect(readMailConfig(envOf({ DIGEST_HOUR: '0' })).digestHour).toBe(0);
    expect(readMailConfig(envOf({ DIGEST_HOUR: 'off' })).digestHour).toBeNull();
    for (const hour of ['24', '-1', '7.5', 'seven', '']) expect(() => readMailConfig(envOf({ DIGEST_HOUR: hour }))).toThrow(/DIGEST_HOUR must be an hour from 0 to 23, or off/);
    expect(readNewsroomConfig(envOf({ NEWSROOM_TIME_ZONE: 'europe/london' }))).toEqual({ timeZone: 'Europe/London' });
    for (const zone of ['+05:30', 'Mars/Olympus', '']) expect(() => readNewsroomConfig(envOf({ NEWSROOM_TIME_ZONE: zone }))).toThrow(/NEWSROOM_TIME_ZONE/);
  });
});

describe('the daily digest', () => {
  const stories = [
    { title: 'Harbour <reopens>', excerpt: 'Ferries sail again.', slug: 'harbour-reopens', language: 'en' },
    { title: 'बंदरगाह खुला', excerpt: null, slug: 'bandargah', language: 'hi' },
  ];
  const unsubscribeLink = 'https://news.example/api/newsletter/unsubscribe?token=abc';
  const preferencesLink = 'https://news.example/newsletter/preferences?token=abc';
  const mail = renderMail(dailyDigestMail({ day: 20261126, stories, publicUrl: 'https://news.example', unsubscribeLink, preferencesLink }));

  it('names the day, and links each story in its language, tagged as the digest', () => {
    expect(mail.subject).toBe('Your Bulletin digest for 26 November 2026');
    const first = digestLink('https://news.example', stories[0]!);
    expect(first).toBe('https://news.example/article/harbour-reopens?utm_source=bulletin&utm_medium=email&utm_campaign=daily-digest');
    expect(digestLink('https://news.example', stories[1]!)).toMatch(/^https:\/\/news\.example\/hi\/article\/bandargah\?/);
    expect(mail.text).toContain(`Harbour <reopens>\nFerries sail again.\n${first}`);
    expect(mail.html).toContain(`<a href="${first.replace(/&/g, '&amp;')}" style="color:#1a1a1a;font-weight:bold">Harbour &lt;reopens&gt;</a>`);
    expect(mail.text.indexOf('Harbour')).toBeLessThan(mail.text.indexOf('बंदरगाह'));
  });

  it('ends with the newsletter footer, its preferences link beside its unsubscribe link', () => {
    expect(mail.text).toContain('You get this e-mail because you asked Bulletin for its daily digest.');
    expect(mail.text).toContain(`Manage your newsletter preferences: ${preferencesLink}\n\nUnsubscribe: ${unsubscribeLink}`);
    expect(mail.html).toContain(`href="${preferencesLink}"`);
  });
});
