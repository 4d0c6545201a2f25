import { describe, expect, it } from 'vitest';
import { referrerDomain, sourceOf } from '../../../../adapters/src/analytics/sources.js';

const SITE = 'news.example.com';
const from = (referrer: string, utm: Record<string, string> = {}) => sourceOf({ referrer, utm }, SITE);

describe('source of a page view', () => {
  it('no referrer, or the site itself, is direct', () => {
    expect(from('')).toEqual({ source: 'direct', sourceName: null, referrerDomain: null, campaign: null });
    expect(from('https://news.example.com/article/x')).toEqual({ source: 'direct', sourceName: null, referrerDomain: null, campaign: null });
    expect(from('https://www.news.example.com/')).toMatchObject({ source: 'direct' });
  });

  it('known search engines, whatever their country domain or subdomain', () => {
    expect(from('https://www.google.com/')).toEqual({ source: 'search', sourceName: 'Google', referrerDomain: 'google.com', campaign: null });
    expect(from('https://www.google.co.uk/search?q=x')).toMatchObject({ source: 'search', sourceName: 'Google', referrerDomain: 'google.co.uk' });
    expect(from('https://news.google.com/')).toMatchObject({ source: 'search', sourceName: 'Google' });
    expect(from('https://www.bing.com/')).toMatchObject({ source: 'search', sourceName: 'Bing' });
    expect(from('https://duckduckgo.com/')).toMatchObject({ source: 'search', sourceName: 'DuckDuckGo' });
    expect(from('https://search.brave.com/')).toMatchObject({ source: 'search', sourceName: 'Brave Search' });
  });

  it('known social networks, including their link shorteners', () => {
    expect(from('https://t.co/abc')).toEqual({ source: 'social', sourceName: 'X', referrerDomain: 't.co', campaign: null });
    expect(from('https://l.facebook.com/l.php')).toMatchObject({ source: 'social', sourceName: 'Facebook', referrerDomain: 'l.facebook.com' });
    expect(from('https://www.reddit.com/r/news')).toMatchObject({ source: 'social', sourceName: 'Reddit' });
    expect(from('https://news.ycombinator.com/')).toMatchObject({ source: 'social', sourceName: 'Hacker News' });
    expect(from('https://www.linkedin.com/feed')).toMatchObject({ source: 'social', sourceName: 'LinkedIn' });
  });

  it('a known utm_source names the network when the browser sent no referrer', () => {
    expect(from('', { source: 'facebook' })).toEqual({ source: 'social', sourceName: 'Facebook', referrerDomain: null, campaign: null });
    expect(from('', { source: 'somewhere' })).toMatchObject({ source: 'direct' });
  });

  it('any other site is grouped by its domain, www. dropped', () => {
    expect(from('https://www.blog.example.org/post')).toEqual({ source: 'site', sourceName: 'blog.example.org', referrerDomain: 'blog.example.org', campaign: null });
    // Not a search engine because a label looks like one.
    expect(from('https://googleish.example/')).toMatchObject({ source: 'site', sourceName: 'googleish.example' });
    expect(from('https://x.example.com/')).toMatchObject({ source: 'site', sourceName: 'x.example.com' });
    expect(from('https://google.example.com/')).toMatchObject({ source: 'site', sourceName: 'google.example.com' });
  });

  it('utm_medium=email is the newsletter, named by its campaign, before any referrer', () => {
    expect(from('', { medium: 'email', campaign: 'Morning-Briefing' })).toEqual({ source: 'newsletter', sourceName: 'morning-briefing', referrerDomain: null, campaign: 'morning-briefing' });
    expect(from('https://mail.google.com/', { medium: 'Email' })).toEqual({ source: 'newsletter', sourceName: null, referrerDomain: 'mail.google.com', campaign: null });
  });

  it('another utm_campaign is a campaign, by its name, before the referrer', () => {
    expect(from('https://www.facebook.com/', { campaign: 'spring', source: 'facebook', medium: 'social' })).toEqual({
      source: 'campaign',
      sourceName: 'spring',
      referrerDomain: 'facebook.com',
      campaign: 'spring',
    });
  });

  it('only http(s) referrers have a domain', () => {
    expect(referrerDomain('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerDomain('not a url')).toBeNull();
    expect(referrerDomain('HTTPS://WWW.Example.COM./x')).toBe('example.com');
  });
});
