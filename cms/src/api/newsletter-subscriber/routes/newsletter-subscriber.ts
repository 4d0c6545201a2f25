export default {
  routes: [
    { method: 'POST', path: '/newsletter-subscribers/subscribe', handler: 'api::newsletter-subscriber.newsletter-subscriber.subscribe', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/confirm', handler: 'api::newsletter-subscriber.newsletter-subscriber.confirm', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/preferences', handler: 'api::newsletter-subscriber.newsletter-subscriber.preferences', config: {} },
    { method: 'PUT', path: '/newsletter-subscribers/preferences', handler: 'api::newsletter-subscriber.newsletter-subscriber.updatePreferences', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/unsubscribe', handler: 'api::newsletter-subscriber.newsletter-subscriber.unsubscribe', config: {} },
    // The newsletter desk (admins only: the role matrix).
    { method: 'GET', path: '/newsletter-subscribers/list', handler: 'api::newsletter-subscriber.newsletter-subscriber.subscribers', config: {} },
    { method: 'GET', path: '/newsletter-subscribers/export', handler: 'api::newsletter-subscriber.newsletter-subscriber.exportSubscribers', config: {} },
    { method: 'GET', path: '/newsletter-subscribers/queue', handler: 'api::newsletter-subscriber.newsletter-subscriber.queue', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/queue/:id/retry', handler: 'api::newsletter-subscriber.newsletter-subscriber.retry', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/digest-test', handler: 'api::newsletter-subscriber.newsletter-subscriber.testDigest', config: {} },
  ],
};
