// Live coverage: stories and, hanging off them, their entries (no free-standing entry routes).
const handler = (action: string) => `api::live-story.live-story.${action}`;

export default {
  routes: [
    { method: 'GET', path: '/live-stories', handler: handler('find'), config: {} },
    { method: 'GET', path: '/live-stories/:slug', handler: handler('findOne'), config: {} },
    { method: 'GET', path: '/live-stories/:slug/changes', handler: handler('changes'), config: {} },
    { method: 'POST', path: '/live-stories', handler: handler('create'), config: {} },
    { method: 'PUT', path: '/live-stories/:slug', handler: handler('update'), config: {} },
    { method: 'POST', path: '/live-stories/:slug/entries', handler: handler('createEntry'), config: {} },
    { method: 'PUT', path: '/live-stories/:slug/entries/:entryId', handler: handler('updateEntry'), config: {} },
    { method: 'DELETE', path: '/live-stories/:slug/entries/:entryId', handler: handler('deleteEntry'), config: {} },
  ],
};
