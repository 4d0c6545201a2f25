// Comments hang off articles; there is no free-standing comment list or edit route.
export default {
  routes: [
    { method: 'GET', path: '/articles/:id/comments', handler: 'api::comment.comment.findForArticle', config: {} },
    { method: 'POST', path: '/articles/:id/comments', handler: 'api::comment.comment.createForArticle', config: {} },
    {
      method: 'DELETE',
      path: '/comments/:id',
      handler: 'api::comment.comment.delete',
      config: { policies: ['global::comment-delete'] },
    },
  ],
};
