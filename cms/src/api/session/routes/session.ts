export default {
  routes: [
    { method: 'GET', path: '/session/me', handler: 'api::session.session.me', config: {} },
    { method: 'PUT', path: '/session/me', handler: 'api::session.session.updateProfile', config: {} },
    { method: 'POST', path: '/session/logout', handler: 'api::session.session.logout', config: {} },
  ],
};
