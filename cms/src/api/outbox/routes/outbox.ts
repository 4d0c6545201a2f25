export default {
  routes: [
    // The outbox of a site without SMTP_URL (docs/product.md#outbox): admins only, by the role matrix.
    { method: 'GET', path: '/outbox', handler: 'api::outbox.outbox.find', config: {} },
    { method: 'GET', path: '/outbox/:id', handler: 'api::outbox.outbox.findOne', config: {} },
  ],
};
