export default {
  routes: [
    { method: 'POST', path: '/newsletter-subscribers/subscribe', handler: 'api::newsletter-subscriber.newsletter-subscriber.subscribe', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/confirm', handler: 'api::newsletter-subscriber.newsletter-subscriber.confirm', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/preferences', handler: 'api::newsletter-subscriber.newsletter-subscriber.preferences', config: {} },
    { method: 'PUT', path: '/newsletter-subscribers/preferences', handler: 'api::newsletter-subscriber.newsletter-subscriber.updatePreferences', config: {} },
    { method: 'POST', path: '/newsletter-subscribers/unsubscribe', handler: 'api::newsletter-subscriber.newsletter-subscriber.unsubscribe', config: {} },
  ],
};
