import {
  articleReaderPath,
  authorReaderPath,
  authorName,
  everyLanguage,
  hreflangLinks,
  localePath,
  splitLocalePath,
  type Article,
  type AuthorProfile,
  type HreflangLink,
  type LiveStoryPage,
  type Locale,
  type PageFacts,
} from '@bulletin/contract';
import { imageMime, imageSizes, socialImage } from './images.js';
import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from './site.js';

/**
 * The head of a server-rendered page (docs/product.md#reader-urls): a specific title ('Article title | Bulletin'),
 * the meta description, the canonical address (from PUBLIC_URL), Open Graph and Twitter cards with the featured image,
 * its size and type, `twitter:site` when the site has an X account, and on articles `article:published_time` /
 * `modified_time` / `author` / `section` / `tag` and the author's `twitter:creator`. Pure: `buildHead` says what the
 * head holds (unit-tested), `headHtml` writes it.
 */
export type MetaTag = { name?: string; property?: string; content: string };
export type LinkTag = { rel: string; href: string; type?: string; title?: string; hreflang?: string };
export type Head = { title: string; meta: MetaTag[]; links: LinkTag[] };
/** The site's own settings a head names: its X (Twitter) account, `@name`, when one is configured (`SITE_X_HANDLE`). */
export type HeadSite = { xHandle?: string };

const DESCRIPTION_MAX = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A plain one-line description of at most 200 characters (cut at a word), from text or stored HTML. */
export function describe(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** The canonical address: the path without its query, but a listing's page number (page 2 is its own page). */
export function canonicalPath(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? `${url.pathname}?page=${page}` : url.pathname;
}

function articleDescription(article: Article): string {
  return describe(article.excerpt) || describe(article.content) || SITE_DESCRIPTION;
}

/** A live story: its latest update, else what it is. */
export function liveDescription(live: LiveStoryPage): string {
  return describe(live.entries[0]?.content) || `Live coverage from ${SITE_NAME}: ${live.title}`;
}

/** The first picture of a live story's latest updates, if any. */
export const liveImage = (publicUrl: string, live: LiveStoryPage) => {
  const entry = live.entries.find((e) => e.image);
  return entry ? imageSizes(publicUrl, entry.image, entry.imageMeta)[0] : undefined;
};

export const livePath = (slug: string) => `/live/${encodeURIComponent(slug)}`;

/** An author page's description: their biography, else what the page is. */
export function authorDescription(author: AuthorProfile): string {
  return describe(author.bio) || `Articles by ${authorName(author)} on ${SITE_NAME}.`;
}

/** The language of a page: its article's, else its address's (docs/product.md#languages). */
export function pageLocale(facts: PageFacts): Locale {
  return facts.article?.locale ?? splitLocalePath(new URL(facts.path, 'http://site.invalid').pathname).locale;
}

/** Open Graph's locale of a language: en_US as before, the others as written in India. */
const ogLocale = (locale: Locale) => (locale === 'en' ? 'en_US' : `${locale}_IN`);

/**
 * The pages of a link e-mailed to one subscriber, its token in the address (docs/product.md#newsletter): `noindex`,
 * and named in no other language.
 */
const PERSONAL_LINK_PAGES = new Set(['/newsletter/confirm', '/newsletter/preferences']);
const isPersonalLinkPage = (facts: PageFacts) => PERSONAL_LINK_PAGES.has(splitLocalePath(new URL(facts.path, 'http://site.invalid').pathname).path);

/**
 * The page's versions in other languages (docs/product.md#languages): an article's translations, when it has any;
 * home, category, section, author and the site's own pages in every language; none for search, missing and personal link pages.
 */
function alternates(facts: PageFacts): HreflangLink[] {
  const { article } = facts;
  if (isPersonalLinkPage(facts)) return [];
  if (article) {
    if (!article.translations?.length) return [];
    return hreflangLinks([
      { locale: article.locale, path: articleReaderPath(article.locale, article.slug) },
      ...article.translations.map((t) => ({ locale: t.locale, path: articleReaderPath(t.locale, t.slug) })),
    ]);
  }
  if (facts.kind !== 'home' && facts.kind !== 'category' && facts.kind !== 'author' && facts.kind !== 'content') return [];
  const url = new URL(facts.path, 'http://site.invalid');
  return hreflangLinks(everyLanguage(canonicalPath(splitLocalePath(url.pathname).path + url.search)));
}

export function buildHead(facts: PageFacts, publicUrl: string, site: HeadSite = {}): Head {
  const { article, category, live } = facts;
  const locale = pageLocale(facts);
  const title = pageTitle(facts.title);
  const description = article
    ? articleDescription(article)
    : category
      ? describe(category.description) || `${category.name}: the latest stories from ${SITE_NAME}.`
      : live
        ? liveDescription(live)
        : facts.author
          ? authorDescription(facts.author)
          : SITE_DESCRIPTION;
  const path = article
    ? articleReaderPath(article.locale ?? locale, article.slug)
    : live
      ? localePath(locale, livePath(live.slug))
      : canonicalPath(facts.path);
  const canonical = absoluteUrl(publicUrl, path);
  const indexable =
    facts.status < 400 && !(facts.kind === 'search' && new URL(facts.path, 'http://site.invalid').search !== '') && !isPersonalLinkPage(facts);

  const meta: MetaTag[] = [{ name: 'description', content: description }];
  if (!indexable) meta.push({ name: 'robots', content: 'noindex, follow' });
  // An article's photo may be shown large in search results (its social preview is 1200 px wide).
  else if (article) meta.push({ name: 'robots', content: 'max-image-preview:large' });

  const links: LinkTag[] = [];
  if (facts.status < 400) {
    links.push({ rel: 'canonical', href: canonical });
    for (const alt of alternates(facts)) links.push({ rel: 'alternate', hreflang: alt.hreflang, href: absoluteUrl(publicUrl, alt.path) });
  }

  meta.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: article || live ? 'article' : facts.author ? 'profile' : 'website' },
    { property: 'og:title', content: facts.title ?? SITE_NAME },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale(locale) },
  );

  const image = article
    ? (socialImage(publicUrl, article.featuredImageMeta) ?? imageSizes(publicUrl, article.featuredImage, article.featuredImageMeta)[0])
    : live ? liveImage(publicUrl, live) : undefined;
  const imageAlt = article?.title ?? live?.title ?? '';
  if (image) {
    meta.push({ property: 'og:image', content: image.url });
    const type = imageMime(image.url);
    if (type) meta.push({ property: 'og:image:type', content: type });
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) });
    meta.push({ property: 'og:image:alt', content: imageAlt });
  }

  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: facts.title ?? SITE_NAME },
    { name: 'twitter:description', content: description },
  );
  if (site.xHandle) meta.push({ name: 'twitter:site', content: site.xHandle });
  if (image) meta.push({ name: 'twitter:image', content: image.url }, { name: 'twitter:image:alt', content: imageAlt });

  if (article) {
    const published = article.publishDate ?? article.createdAt;
    if (published) meta.push({ property: 'article:published_time', content: new Date(published).toISOString() });
    if (article.updatedAt) meta.push({ property: 'article:modified_time', content: new Date(article.updatedAt).toISOString() });
    // The byline: each credited author's page, the author first (docs/product.md#author-pages; spelled out rather
    // than the contract's `bylineOf`: this runs in the home route's bundle), and the author's X handle when they gave one.
    for (const person of [article.author, ...(article.coAuthors ?? [])]) {
      if (person?.slug) meta.push({ property: 'article:author', content: absoluteUrl(publicUrl, authorReaderPath(locale, person.slug)) });
    }
    if (article.author?.xHandle) meta.push({ name: 'twitter:creator', content: `@${article.author.xHandle}` });
    if (article.category) meta.push({ property: 'article:section', content: article.category.name });
    for (const tag of article.tags) meta.push({ property: 'article:tag', content: tag });
  }
  if (live) {
    meta.push({ property: 'article:published_time', content: new Date(live.startedAt).toISOString() });
    meta.push({ property: 'article:modified_time', content: new Date(live.lastEntryAt ?? live.startedAt).toISOString() });
    if (live.category) meta.push({ property: 'article:section', content: live.category.name });
  }

  return { title, meta, links };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function headHtml(head: Head): string {
  const meta = head.meta.map((m) => {
    const key = m.name !== undefined ? `name="${escapeAttr(m.name)}"` : `property="${escapeAttr(m.property ?? '')}"`;
    return `<meta ${key} content="${escapeAttr(m.content)}">`;
  });
  const links = head.links.map(
    (l) =>
      `<link rel="${escapeAttr(l.rel)}"${l.hreflang ? ` hreflang="${escapeAttr(l.hreflang)}"` : ''} href="${escapeAttr(l.href)}"${l.type ? ` type="${escapeAttr(l.type)}"` : ''}${l.title ? ` title="${escapeAttr(l.title)}"` : ''}>`,
  );
  return [`<title>${escapeText(head.title)}</title>`, ...meta, ...links].join('');
}
