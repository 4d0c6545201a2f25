export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter-subscribers/subscribe',
      handler: 'api::newsletter-subscriber.newsletter-subscriber.subscribe',
      config: {},
    },
  ],
};
