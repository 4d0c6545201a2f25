export default {
  routes: [
    { method: 'POST', path: '/articles/:id/view', handler: 'api::article.article.view', config: {} },
    { method: 'POST', path: '/articles/:id/like', handler: 'api::article.article.like', config: {} },
    // Corrections of published articles (articles/corrections.ts): attached and changed, never deleted.
    { method: 'POST', path: '/articles/:id/corrections', handler: 'api::article.article.addCorrection', config: {} },
    { method: 'PUT', path: '/articles/:id/corrections/:correctionId', handler: 'api::article.article.editCorrection', config: {} },
    { method: 'GET', path: '/corrections', handler: 'api::article.article.corrections', config: {} },
  ],
};
