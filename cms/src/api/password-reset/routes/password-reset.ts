/** Password reset (accounts/password-reset.ts): ask for a link, then set a new password with its token. */
export default {
  routes: [
    { method: 'POST', path: '/password-reset/request', handler: 'api::password-reset.password-reset.request', config: {} },
    { method: 'POST', path: '/password-reset/complete', handler: 'api::password-reset.password-reset.complete', config: {} },
  ],
};
