// An article's history hangs off the article: read and restore only. No route creates, edits or deletes a
// revision (revisions/snapshots.ts writes them); Strapi's own /api/article-revisions does not exist.
const handler = (action: string) => `api::article-revision.article-revision.${action}`;

export default {
  routes: [
    { method: 'GET', path: '/articles/:id/revisions', handler: handler('find'), config: {} },
    { method: 'GET', path: '/articles/:id/revisions/:revisionId', handler: handler('findOne'), config: {} },
    { method: 'POST', path: '/articles/:id/revisions/:revisionId/restore', handler: handler('restore'), config: {} },
  ],
};
