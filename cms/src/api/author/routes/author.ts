/** Author pages' data (authors/public-authors.ts), public reads granted in cms/src/access/roles.ts. */
export default {
  routes: [
    { method: 'GET', path: '/authors', handler: 'api::author.author.find', config: {} },
    { method: 'GET', path: '/authors/:slug', handler: 'api::author.author.findOne', config: {} },
    // Staff only (the role matrix): whom an article may credit as a co-author (authors/staff.ts).
    { method: 'GET', path: '/staff', handler: 'api::author.author.staff', config: {} },
  ],
};
