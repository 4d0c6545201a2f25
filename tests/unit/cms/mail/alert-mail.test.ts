import { describe, expect, it } from 'vitest';
import { alertLink, breakingAlertMail } from '../../../../cms/src/mail/alert-mail.js';
import { renderMail } from '../../../../cms/src/mail/layout.js';

const article = { title: 'Harbour <closed> after storm', excerpt: 'Ferries are cancelled until Monday.', slug: 'harbour-closed', language: 'en' };
const unsubscribeLink = 'https://news.example/api/newsletter/unsubscribe?token=abc';
const preferencesLink = 'https://news.example/hi/newsletter/preferences?token=abc';

describe("a breaking-news alert's link", () => {
  it("is the article's reader address, tagged as coming from the alert e-mail", () => {
    const link = new URL(alertLink('https://news.example', article));
    expect(`${link.origin}${link.pathname}`).toBe('https://news.example/article/harbour-closed');
    expect(Object.fromEntries(link.searchParams)).toEqual({ utm_source: 'bulletin', utm_medium: 'email', utm_campaign: 'breaking-news' });
  });

  it("carries the language's prefix for a non-English article, and none for English or an unknown language", () => {
    expect(alertLink('https://news.example/site', { slug: 'bandargah', language: 'hi' })).toMatch(/^https:\/\/news\.example\/site\/hi\/article\/bandargah\?/);
    expect(alertLink('https://news.example', { slug: 's', language: null })).toMatch(/^https:\/\/news\.example\/article\/s\?/);
    expect(alertLink('https://news.example', { slug: 's', language: 'xx' })).toMatch(/^https:\/\/news\.example\/article\/s\?/);
  });
});

describe('a breaking-news alert', () => {
  const link = alertLink('https://news.example', article);
  const mail = renderMail(breakingAlertMail({ article, link, unsubscribeLink, preferencesLink }));

  it('names the article in its subject and headline, gives its excerpt and a button to it', () => {
    expect(mail.subject).toBe('Breaking: Harbour <closed> after storm');
    expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1a1a1a">Harbour &lt;closed&gt; after storm</h1>');
    expect(mail.text.split('\n\n').slice(0, 2)).toEqual(['Harbour <closed> after storm', 'Ferries are cancelled until Monday.']);
    expect(mail.text).toContain(`Read the story: ${link}`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it("ends with the newsletter's footer, its preferences link beside its unsubscribe link", () => {
    expect(mail.text).toContain('You get this e-mail because you asked Bulletin for breaking-news alerts.');
    expect(mail.text).toContain(`Manage your newsletter preferences: ${preferencesLink}\n\nUnsubscribe: ${unsubscribeLink}`);
    expect(mail.html).toContain(`<a href="${preferencesLink}" style="color:#555555">Manage your newsletter preferences</a> · <a href="${unsubscribeLink}"`);
  });

  it('has no empty paragraph when the article has no excerpt', () => {
    const bare = renderMail(breakingAlertMail({ article: { ...article, excerpt: '  ' }, link, unsubscribeLink, preferencesLink }));
    expect(bare.text.split('\n\n').slice(0, 2)).toEqual(['Harbour <closed> after storm', `Read the story: ${link}`]);
  });
});
