/**
 * Readiness for the adapters' `GET /api/ready`: open to anyone (no token, no role: `auth: false`), it only says
 * whether Strapi and its database answer.
 */
export default {
  routes: [{ method: 'GET', path: '/ready', handler: 'api::health.health.ready', config: { auth: false } }],
};
