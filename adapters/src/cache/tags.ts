import { isClientRenderedScreen, TRANSLATED_LOCALES, type PurgeChange as Change } from '@bulletin/contract';

/**
 * Tags name what a cached answer was built from; a change purges every answer carrying one of its tags.
 *
 * | answer                         | tags                                          |
 * |--------------------------------|-----------------------------------------------|
 * | an article list or search      | `articles`                                    |
 * | the latest corrections         | `articles`                                    |
 * | one article (+ related)        | `article:<id>`, `category:<its category>`     |
 * | an article's comments          | `comments:<the id or slug in the address>`    |
 * | the categories, one category   | `categories`                                  |
 * | an author (their page's person)| `articles` (whether they have a public one)   |
 * | a feed: robots, sitemaps, RSS  | `articles`, `categories`                      |
 * | a server-rendered reader page  | `pages` (an article's: `article:<its slug>`)  |
 * | the running live stories       | `live`                                        |
 * | one live story and its entries | `live:<its id>`, `live:<its slug>`            |
 * | the live stories' sitemap      | `live`                                        |
 *
 * An article's change purges its comments too: unpublished, scheduled later or deleted, its comments are a 404.
 * Related articles come from the article's own category, so `category:<id>` covers them. An article lists its
 * translations: Strapi reports the other articles of its story as changed with it (cms/src/purge/public-writes.ts). Category names and
 * people's names appear inside many answers: a change to either purges everything (`ALL`), and both are rare.
 * A page shows an article with its comments, related articles, lists and the section menu at once: every
 * change purges every page (`pages`), which is then rendered again from the cached API answers.
 */
export const ALL = '*';

/**
 * Whether a purge of `tag` drops the answers carrying it rather than keeping them superseded (to stand in while the
 * content service is away): one article's own answers and page, so that a story taken down never comes back.
 */
export const dropsAnswer = (tag: string): boolean => tag.startsWith('article:');

const ARTICLE_PAGE = new RegExp(`^(?:/(?:${TRANSLATED_LOCALES.join('|')}))?/article/([^/]+)$`);

/** The tags of a server-rendered reader page: `pages`, and an article's page `article:<its slug>` too. */
export function tagsForPage(pathname: string): string[] {
  const slug = ARTICLE_PAGE.exec(pathname)?.[1];
  const decoded = slug === undefined ? null : decodeSegment(slug);
  return decoded ? ['pages', `article:${decoded}`] : ['pages'];
}

export function tagsForChange(change: Change): string[] {
  switch (change.type) {
    case 'article':
      return [
        'pages',
        `article:${change.id}`,
        ...(change.slug ? [`article:${change.slug}`] : []),
        `comments:${change.id}`,
        ...(change.slug ? [`comments:${change.slug}`] : []),
        ...change.categoryIds.map((id) => `category:${id}`),
        'articles',
        'categories',
      ];
    case 'comment':
      return ['pages', `comments:${change.articleId}`, ...(change.articleSlug ? [`comments:${change.articleSlug}`] : []), `article:${change.articleId}`];
    case 'live':
      // A story's entries also change the list (entry counts, last entry) and the story's page.
      return ['pages', 'live', `live:${change.id}`, `live:${change.slug}`];
    case 'category':
    case 'user':
    case 'all':
      return [ALL];
  }
}

type Answer = { data?: { _id?: unknown; slug?: unknown; category?: { _id?: unknown } | null } };

/**
 * The feeds (adapters/src/feeds): the same for every caller, built from the article lists and categories. RSS in
 * every language: `/rss.xml` and `/<code>/rss.xml` (docs/product.md#languages).
 */
const LANGUAGE = `(?:/(?:${TRANSLATED_LOCALES.join('|')}))?`;
const FEEDS = [
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[^/]+\.xml$/,
  /^\/news-sitemap\.xml$/,
  new RegExp(`^${LANGUAGE}/rss\\.xml$`),
  new RegExp(`^${LANGUAGE}/category/[^/]+/rss\\.xml$`),
  new RegExp(`^${LANGUAGE}/author/[^/]+/rss\\.xml$`),
  /^\/corrections\/rss\.xml$/,
];

export function isFeed(pathname: string): boolean {
  return FEEDS.some((feed) => feed.test(pathname));
}

export function tagsForFeed(pathname: string): string[] | null {
  if (pathname === '/sitemaps/live.xml') return ['live'];
  return isFeed(pathname) ? ['articles', 'categories'] : null;
}

/**
 * A server-rendered reader page (adapters/src/pages): any address but the API, files (a name with a dot),
 * uploads, the built assets, and the client-rendered newsroom and account screens. It is the same for every
 * caller: the renderer reads the API as an anonymous reader and never sees a token.
 */
const NOT_PAGES = /^\/(api|uploads|assets|internal)(\/|$)|\.[^/]*$/i;

export function isReaderPage(pathname: string): boolean {
  return !NOT_PAGES.test(pathname) && !isClientRenderedScreen(pathname);
}


/**
 * The tags of a public answer, from the API path it answers (`/articles/x`, under `/api`) and its body.
 * Null: the path is not one the cache knows how to purge, so it is not kept.
 */
export function tagsForAnswer(apiPath: string, body: unknown): string[] | null {
  const segments = apiPath.split('/').filter(Boolean).map(decodeSegment);
  if (segments.some((s) => s === null)) return null;
  const [first, second, third] = segments as string[];
  if (first === 'categories' && segments.length <= 2) return ['categories'];
  if (first === 'authors' && segments.length === 2) return ['articles'];
  if (first === 'live') return liveTags(segments as string[], body);
  // The latest corrections: any article's change may add, change or hide one.
  if (first === 'corrections' && segments.length === 1) return ['articles'];
  if (first !== 'articles') return null;
  if (segments.length === 1) return ['articles'];
  if (segments.length === 3 && third === 'comments') return [`comments:${second}`];
  if (segments.length !== 2) return null;
  const data = (body as Answer | null)?.data;
  if (typeof data?._id !== 'string') return null;
  const tags = [`article:${data._id}`, `article:${second}`];
  if (typeof data.slug === 'string') tags.push(`article:${data.slug}`);
  if (typeof data.category?._id === 'string') tags.push(`category:${data.category._id}`);
  return [...new Set(tags)];
}

/** `/live` and `/live/<slug or id>` (never the stream: it is not a public read). */
function liveTags(segments: string[], body: unknown): string[] | null {
  if (segments.length === 1) return ['live'];
  const data = (body as Answer | null)?.data;
  if (segments.length !== 2 || typeof data?._id !== 'string') return null;
  const tags = [`live:${data._id}`, `live:${segments[1]}`];
  if (typeof data.slug === 'string') tags.push(`live:${data.slug}`);
  return [...new Set(tags)];
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
