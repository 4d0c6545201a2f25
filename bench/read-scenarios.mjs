// The reads `npm run bench` measures, each as the site asks for it and as raw Strapi is asked for it.
import qs from 'qs';
import { articleListQuery } from '../adapters/dist/translate/query.js';

/** Strapi's own route for an adapters list query: the very query object the adapters send (qs-encoded). */
function strapiListPath(search) {
  const query = articleListQuery(Object.fromEntries(new URLSearchParams(search)));
  return `/api/articles?${qs.stringify(query, { encodeValuesOnly: true, skipNulls: true })}`;
}

/** The longest word of a text: a search that finds at least that article. */
function wordOf(text) {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? ['news']).sort((a, b) => b.length - a.length)[0];
}

/**
 * Picks the subjects from the seeded site: the newest article, the category with the most articles, a
 * word of that article's title (or `searchWord`), and the Hindi home's list. Paths are under `/api` on the adapters and on Strapi.
 * Keys follow the reader pages (frontend/src/reader/listing/list-query.ts `articlesKey`): the category page
 * asks `category=<slug>&sortBy=publishDate&sortOrder=desc&page=1&limit=12`, the search page `q=<words>&page=1&limit=12`.
 * @returns {Promise<{ name: string, label: string, site: string, strapi: string }[]>}
 */
export async function readScenarios(siteUrl, searchWord) {
  const get = async (path) => {
    const res = await fetch(`${siteUrl}/api${path}`);
    if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}`);
    return (await res.json()).data;
  };
  const home = await get('/articles?limit=12');
  const article = home.articles[0];
  if (!article) throw new Error('the site has no published article: was the demo content seeded?');
  const categories = await get('/categories');
  const category = [...categories].sort((a, b) => b.articleCount - a.articleCount)[0];
  const word = searchWord || wordOf(article.title);

  const categorySearch = new URLSearchParams({ category: category.slug, sortBy: 'publishDate', sortOrder: 'desc', page: '1', limit: '12' });
  const searchSearch = new URLSearchParams({ q: word, page: '1', limit: '12' });
  return [
    { name: 'article', label: 'one article', site: `/articles/${encodeURIComponent(article.slug)}`, strapi: `/api/articles/${encodeURIComponent(article.slug)}` },
    { name: 'home', label: 'home list', site: '/articles?limit=12', strapi: strapiListPath('limit=12') },
    { name: 'category', label: `category page (${category.slug})`, site: `/articles?${categorySearch}`, strapi: strapiListPath(categorySearch.toString()) },
    { name: 'search', label: `search "${word}"`, site: `/articles?${searchSearch}`, strapi: strapiListPath(searchSearch.toString()) },
    // The Hindi home's list (docs/product.md#languages): a language's reads are cached like English ones.
    { name: 'home-hi', label: 'Hindi home list', site: '/articles?limit=12&locale=hi', strapi: strapiListPath('limit=12&locale=hi') },
  ];
}
