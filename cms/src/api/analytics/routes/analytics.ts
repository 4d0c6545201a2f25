export default {
  routes: [
    { method: 'GET', path: '/analytics/dashboard', handler: 'api::analytics.analytics.dashboard', config: {} },
    // The page-view figures: staff (the role matrix); a reporter sees their own articles' (analytics/figures.ts).
    { method: 'GET', path: '/analytics/overview', handler: 'api::analytics.analytics.overview', config: {} },
    { method: 'GET', path: '/analytics/articles/:id', handler: 'api::analytics.analytics.article', config: {} },
    { method: 'GET', path: '/analytics/export', handler: 'api::analytics.analytics.export', config: {} },
    // Readers now, asked every few seconds by the adapters for each open live figure.
    { method: 'GET', path: '/analytics/realtime', handler: 'api::analytics.analytics.realtime', config: {} },
    // The adapters' batches of page views: no token, a signature instead (analytics/signed-batch.ts).
    { method: 'POST', path: '/analytics/views', handler: 'api::analytics.analytics.storeViews', config: { auth: false } },
  ],
};
