import type { AnalyticsSource, PageView } from '@bulletin/contract';

/**
 * Where a view came from (docs/decisions/0028-analytics-storage.md), in this order:
 * 1. `utm_medium=email` → newsletter (links in Bulletin's e-mails carry it; named by `utm_campaign`);
 * 2. any other `utm_campaign` → campaign, by its name;
 * 3. a known search engine or social network, by the referrer's domain (or, without one, `utm_source`);
 * 4. another site → site, by its domain (`www.` dropped);
 * 5. no referrer, or the site itself → direct.
 */
export type Source = { source: AnalyticsSource; sourceName: string | null; referrerDomain: string | null; campaign: string | null };

/** Known engines and networks: a domain's last labels (before any country suffix) → the name shown. */
const SEARCH: Record<string, string> = {
  google: 'Google', bing: 'Bing', duckduckgo: 'DuckDuckGo', yahoo: 'Yahoo', yandex: 'Yandex', baidu: 'Baidu',
  ecosia: 'Ecosia', qwant: 'Qwant', 'search.brave': 'Brave Search', startpage: 'Startpage', naver: 'Naver', kagi: 'Kagi',
};
const SOCIAL: Record<string, string> = {
  facebook: 'Facebook', fb: 'Facebook', 'l.facebook': 'Facebook', 'm.facebook': 'Facebook', instagram: 'Instagram',
  't.co': 'X', twitter: 'X', x: 'X', linkedin: 'LinkedIn', 'lnkd.in': 'LinkedIn', reddit: 'Reddit', 'news.ycombinator': 'Hacker News',
  youtube: 'YouTube', tiktok: 'TikTok', pinterest: 'Pinterest', threads: 'Threads', mastodon: 'Mastodon',
  'mastodon.social': 'Mastodon', bsky: 'Bluesky', 'bsky.app': 'Bluesky', whatsapp: 'WhatsApp', telegram: 'Telegram', 't.me': 'Telegram',
};

/** `www.news.google.co.uk` → `news.google.co.uk`; null for no referrer or one that is no http(s) address. */
export function referrerDomain(referrer: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '') || null;
}

/**
 * A known name for a domain or a `utm_source` value: the value whole or without its subdomains, then without one or
 * two suffix labels of at most three letters (google.com, google.co.uk, news.google.com, l.facebook.com, t.co), so
 * that x.example.com is no X and google.example.com no Google.
 */
function known(table: Record<string, string>, value: string): string | null {
  const labels = value.toLowerCase().replace(/^www\./, '').split('.');
  const suffixOk = (cut: number) => labels.slice(labels.length - cut).every((label) => label.length <= 3);
  for (let start = 0; start < labels.length; start += 1) {
    for (let cut = 0; cut <= 2 && labels.length - start - cut >= 1 && suffixOk(cut); cut += 1) {
      const candidate = labels.slice(start, labels.length - cut).join('.');
      if (candidate in table) return table[candidate] ?? null;
    }
  }
  return null;
}

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed.slice(0, 200) : null;
};

/** The view's source; `siteHost` is the site's own host name (its views from itself are direct). */
export function sourceOf(view: Pick<PageView, 'referrer' | 'utm'>, siteHost: string): Source {
  const domain = referrerDomain(view.referrer);
  const ownSite = domain !== null && domain === siteHost.toLowerCase().replace(/^www\./, '');
  const referrer = ownSite ? null : domain;
  const campaign = clean(view.utm.campaign);
  const medium = clean(view.utm.medium);
  if (medium === 'email') return { source: 'newsletter', sourceName: campaign, referrerDomain: referrer, campaign };
  if (campaign) return { source: 'campaign', sourceName: campaign, referrerDomain: referrer, campaign };
  const hint = referrer ?? clean(view.utm.source);
  if (hint) {
    const search = known(SEARCH, hint);
    if (search) return { source: 'search', sourceName: search, referrerDomain: referrer, campaign: null };
    const social = known(SOCIAL, hint);
    if (social) return { source: 'social', sourceName: social, referrerDomain: referrer, campaign: null };
  }
  if (referrer) return { source: 'site', sourceName: referrer, referrerDomain: referrer, campaign: null };
  return { source: 'direct', sourceName: null, referrerDomain: null, campaign: null };
}
