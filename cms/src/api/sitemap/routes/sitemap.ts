/** What the feeds and sitemaps need (adapters/src/feeds), public reads granted in cms/src/access/roles.ts. */
export default {
  routes: [
    { method: 'GET', path: '/sitemap/pages', handler: 'api::sitemap.sitemap.pages', config: {} },
    { method: 'GET', path: '/sitemap/articles', handler: 'api::sitemap.sitemap.articles', config: {} },
    { method: 'GET', path: '/sitemap/news', handler: 'api::sitemap.sitemap.news', config: {} },
    { method: 'GET', path: '/sitemap/feed', handler: 'api::sitemap.sitemap.feed', config: {} },
    { method: 'GET', path: '/sitemap/categories', handler: 'api::sitemap.sitemap.categories', config: {} },
    { method: 'GET', path: '/sitemap/live', handler: 'api::sitemap.sitemap.live', config: {} },
  ],
};
