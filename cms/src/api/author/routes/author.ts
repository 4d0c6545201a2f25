/** Author pages' data (authors/public-authors.ts), public reads granted in cms/src/access/roles.ts. */
export default {
  routes: [
    { method: 'GET', path: '/authors', handler: 'api::author.author.find', config: {} },
    { method: 'GET', path: '/authors/:slug', handler: 'api::author.author.findOne', config: {} },
  ],
};
