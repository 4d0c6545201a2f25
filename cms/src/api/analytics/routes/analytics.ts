export default {
  routes: [{ method: 'GET', path: '/analytics/dashboard', handler: 'api::analytics.analytics.dashboard', config: {} }],
};
