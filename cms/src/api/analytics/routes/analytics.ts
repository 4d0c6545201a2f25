export default {
  routes: [
    { method: 'GET', path: '/analytics/dashboard', handler: 'api::analytics.analytics.dashboard', config: {} },
    // The adapters' batches of page views: no token, a signature instead (analytics/signed-batch.ts).
    { method: 'POST', path: '/analytics/views', handler: 'api::analytics.analytics.storeViews', config: { auth: false } },
  ],
};
