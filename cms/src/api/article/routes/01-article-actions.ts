export default {
  routes: [
    { method: 'POST', path: '/articles/:id/view', handler: 'api::article.article.view', config: {} },
    { method: 'POST', path: '/articles/:id/like', handler: 'api::article.article.like', config: {} },
  ],
};
