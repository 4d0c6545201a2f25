import {
  articleReaderPath,
  authorName,
  authorReaderPath,
  displayName,
  localePath,
  NEWSROOM_BYLINE,
  type Article,
  type AuthorProfile,
  type Category,
  type LiveStoryPage,
  type Locale,
  type PageFacts,
} from '@bulletin/contract';
import { structuredDataImages } from './images.js';
import { authorDescription, describe, liveDescription, livePath, pageLocale } from './head.js';
import { absoluteUrl, LOGO_PATH, SITE_DESCRIPTION, SITE_NAME } from './site.js';

/**
 * Structured data (docs/product.md#reader-urls), by schema.org's types: `NewsArticle` and a `BreadcrumbList` on
 * articles, a `BreadcrumbList` on categories, `ProfilePage` (its `Person`) and a `BreadcrumbList` on author pages, `WebSite` with a `SearchAction` (to /search) on home, `LiveBlogPosting`
 * (with its latest updates as `BlogPosting`s) and a `BreadcrumbList` on live stories. Pure: `buildJsonLd` gives the
 * objects (unit-tested), `jsonLdHtml` writes them as `<script type="application/ld+json">` (data, never executed: the
 * CSP's script-src stays strict).
 */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

function publisher(publicUrl: string) {
  return {
    '@type': 'NewsMediaOrganization',
    name: SITE_NAME,
    url: absoluteUrl(publicUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, LOGO_PATH) },
  };
}

function newsArticle(article: Article, publicUrl: string, locale: Locale): JsonLd {
  const url = absoluteUrl(publicUrl, articleReaderPath(locale, article.slug));
  const images = structuredDataImages(publicUrl, article.featuredImage, article.featuredImageMeta);
  const published = new Date(article.publishDate ?? article.createdAt).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: article.title.slice(0, 110),
    description: describe(article.excerpt) || describe(article.content),
    ...(images.length > 0
      ? { image: images.map((i) => ({ '@type': 'ImageObject', url: i.url, ...(i.width ? { width: i.width } : {}), ...(i.height ? { height: i.height } : {}) })) }
      : {}),
    datePublished: published,
    dateModified: new Date(article.updatedAt ?? published).toISOString(),
    // Everyone the article credits, its author first (docs/product.md#author-pages); the newsroom when no one.
    author: article.author
      ? [article.author, ...(article.coAuthors ?? [])].map((person) => ({
          '@type': 'Person',
          name: displayName(person) || NEWSROOM_BYLINE,
          ...(person.slug ? { url: absoluteUrl(publicUrl, authorReaderPath(locale, person.slug)) } : {}),
        }))
      : [{ '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(publicUrl, '/') }],
    publisher: publisher(publicUrl),
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
    isAccessibleForFree: true,
    inLanguage: locale,
    ...(article.corrections?.length ? { correction: article.corrections.map(correctionComment) } : {}),
  };
}

/** A correction of the article (docs/product.md#corrections): its plain text and when it was attached. */
const correctionComment = (c: Article['corrections'][number]) => ({ '@type': 'CorrectionComment', text: c.text, datePublished: new Date(c.at).toISOString() });

type Crumb = { name: string; path: string };

export function breadcrumbs(crumbs: Crumb[], publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(publicUrl, c.path) })),
  };
}

const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;

/** A trail's addresses in the page's language. */
const inLanguage = (crumbs: Crumb[], locale: Locale): Crumb[] => crumbs.map((c) => ({ ...c, path: localePath(locale, c.path) }));

/** The categories above one, the top first (its parent alone when the answer has no trail). */
const above = (category: Pick<Category, 'ancestors'> & { parentCategory?: Category['parentCategory'] }) =>
  category.ancestors ?? (category.parentCategory ? [category.parentCategory] : []);

/** Home, then every category down the tree to this one (docs/product.md#categories). */
function categoryCrumbs(category: Category): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...[...above(category), category].map((c) => ({ name: c.name, path: categoryPath(c.slug) }))];
}

/** Home, the article's category and every category above it, then the article. */
function articleCrumbs(article: Article): Crumb[] {
  const { category } = article;
  const trail = category ? [...above(category), category].map((c) => ({ name: c.name, path: categoryPath(c.slug) })) : [];
  return [{ name: 'Home', path: '/' }, ...trail, { name: article.title, path: `/article/${encodeURIComponent(article.slug)}` }];
}

/** Updates listed in a live story's structured data (the newest; the page shows them too). */
const LIVE_UPDATES = 10;

function liveBlogPosting(live: LiveStoryPage, publicUrl: string, locale: Locale): JsonLd {
  const url = absoluteUrl(publicUrl, localePath(locale, livePath(live.slug)));
  const started = new Date(live.startedAt).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'LiveBlogPosting',
    '@id': url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: live.title.slice(0, 110),
    description: liveDescription(live),
    datePublished: started,
    dateModified: new Date(live.lastEntryAt ?? live.startedAt).toISOString(),
    coverageStartTime: started,
    ...(live.status === 'ended' && live.endedAt ? { coverageEndTime: new Date(live.endedAt).toISOString() } : {}),
    publisher: publisher(publicUrl),
    author: [{ '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(publicUrl, '/') }],
    ...(live.category ? { articleSection: live.category.name } : {}),
    liveBlogUpdate: live.entries.slice(0, LIVE_UPDATES).map((entry) => {
      const text = describe(entry.content);
      const image = structuredDataImages(publicUrl, entry.image, entry.imageMeta)[0];
      return {
        '@type': 'BlogPosting',
        '@id': `${url}#entry-${entry._id}`,
        url: `${url}#entry-${entry._id}`,
        headline: text.slice(0, 110) || live.title.slice(0, 110),
        articleBody: text,
        datePublished: new Date(entry.createdAt).toISOString(),
        dateModified: new Date(entry.updatedAt).toISOString(),
        ...(image ? { image: image.url } : {}),
      };
    }),
    isAccessibleForFree: true,
    inLanguage: locale,
  };
}

/** An author's page (docs/product.md#author-pages): a `ProfilePage` whose main entity is the `Person`. */
function profilePage(author: AuthorProfile, publicUrl: string, locale: Locale): JsonLd {
  const url = absoluteUrl(publicUrl, authorReaderPath(locale, author.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: authorName(author),
      url,
      description: authorDescription(author),
      ...(author.avatar ? { image: absoluteUrl(publicUrl, author.avatar) } : {}),
      ...(author.xHandle ? { sameAs: [`https://x.com/${encodeURIComponent(author.xHandle)}`] } : {}),
      worksFor: publisher(publicUrl),
    },
    inLanguage: locale,
  };
}

function webSite(publicUrl: string, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    description: SITE_DESCRIPTION,
    url: absoluteUrl(publicUrl, localePath(locale, '/')),
    inLanguage: locale,
    publisher: publisher(publicUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(publicUrl, localePath(locale, '/search'))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function buildJsonLd(facts: PageFacts, publicUrl: string): JsonLd[] {
  if (facts.status >= 400) return [];
  const locale = pageLocale(facts);
  if (facts.kind === 'article' && facts.article) {
    return [newsArticle(facts.article, publicUrl, locale), breadcrumbs(inLanguage(articleCrumbs(facts.article), locale), publicUrl)];
  }
  if (facts.kind === 'category' && facts.category) return [breadcrumbs(inLanguage(categoryCrumbs(facts.category), locale), publicUrl)];
  if (facts.kind === 'author' && facts.author) {
    const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, { name: authorName(facts.author), path: `/author/${encodeURIComponent(facts.author.slug)}` }];
    return [profilePage(facts.author, publicUrl, locale), breadcrumbs(inLanguage(crumbs, locale), publicUrl)];
  }
  if (facts.kind === 'home') return [webSite(publicUrl, locale)];
  if (facts.kind === 'live' && facts.live) {
    const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, { name: facts.live.title, path: livePath(facts.live.slug) }];
    return [liveBlogPosting(facts.live, publicUrl, locale), breadcrumbs(inLanguage(crumbs, locale), publicUrl)];
  }
  return [];
}

/** `<` `>` `&` and the JS line separators escaped: the data cannot end its script element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function jsonLdHtml(items: JsonLd[]): string {
  return items.map((item) => `<script type="application/ld+json">${safeJson(item)}</script>`).join('');
}
