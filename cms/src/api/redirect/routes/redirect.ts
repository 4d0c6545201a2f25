/**
 * Old WordPress addresses (the adapters' `adapters/src/site/old-links.ts` asks): which public article a WordPress
 * post id (`?p=`) or slug and day (`/YYYY/MM/DD/slug/`) became. Public by the role matrix (`access/roles.ts`).
 */
export default {
  routes: [{ method: 'GET', path: '/redirects/wordpress', handler: 'api::redirect.redirect.wordpress', config: {} }],
};
